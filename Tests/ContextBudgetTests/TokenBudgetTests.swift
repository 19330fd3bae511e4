import Foundation
import Testing
@testable import ContextBudget

struct TokenBudgetTests {
    @Test func presetsMatchApplesModels() {
        #expect(TokenBudget.onDevice.contextSize == 4096)
        #expect(TokenBudget.privateCloudCompute.contextSize == 32768)
        #expect(TokenBudget.onDevice.promptCapacity == 4096 - 512 - 64)
        #expect(TokenBudget.privateCloudCompute.promptCapacity == 32768 - 2048 - 256)
    }

    @Test(arguments: [
        (0, 0, 0), (-1, 0, 0), (4096, -1, 0), (4096, 0, -5), (4096, 4096, 0), (4096, 4000, 96), (100, 60, 40),
        // Found by the cli-arguments fuzz target: the reserve + margin sum overflowed and trapped.
        (4096, Int.max, 1), (Int.max, Int.max, Int.max), (Int.max, 1, Int.max - 1),
    ])
    func invalidBudgetsAreRejected(context: Int, reserve: Int, margin: Int) {
        #expect(throws: ContextBudgetError.self) {
            try TokenBudget(contextSize: context, responseReserve: reserve, safetyMargin: margin)
        }
    }

    @Test func errorSaysWhatToChange() {
        do {
            _ = try TokenBudget(contextSize: 4096, responseReserve: 4000, safetyMargin: 100)
            Issue.record("expected an error")
        } catch {
            let message = String(describing: error)
            #expect(message.contains("4000") && message.contains("100") && message.contains("4096"))
        }
    }

    @Test func smallestValidBudgetLeavesOneToken() throws {
        let budget = try TokenBudget(contextSize: 10, responseReserve: 5, safetyMargin: 4)
        #expect(budget.promptCapacity == 1)
    }

    @Test func proportionalBudgetKeepsPresetShape() throws {
        let budget = try TokenBudget.proportional(contextSize: 8192)
        #expect(budget.responseReserve == 1024)
        #expect(budget.safetyMargin == 128)
        #expect(budget.promptCapacity == 8192 - 1024 - 128)
    }

    @Test func decodingValidates() throws {
        let good = Data(#"{"contextSize": 2048, "responseReserve": 256, "safetyMargin": 32}"#.utf8)
        let budget = try JSONDecoder().decode(TokenBudget.self, from: good)
        #expect(budget.promptCapacity == 2048 - 256 - 32)
        let bad = Data(#"{"contextSize": 100, "responseReserve": 200}"#.utf8)
        #expect(throws: ContextBudgetError.self) { try JSONDecoder().decode(TokenBudget.self, from: bad) }
        let roundTrip = try JSONDecoder().decode(TokenBudget.self, from: JSONEncoder().encode(TokenBudget.onDevice))
        #expect(roundTrip == .onDevice)
    }
}
