import Foundation
import Testing
@testable import ContextBudget

@Suite struct TranscriptStoreTests {
    let entries: [Transcript.Entry] = [
        .prompt("Weather?"), .toolCalls([ToolCall(id: "c1", name: "w", arguments: "{\"city\":\"Porto\"}")]),
        .toolOutput(ToolOutput(callID: "c1", toolName: "w", text: "18 °C\nsunny")), .response("Sunny."),
    ]

    @Test func directoryStoreRoundTripsEntriesThroughFiles() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trim-store-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = DirectoryTranscriptStore(directory: directory)
        let id = StableHash.referenceID(prefix: "turn", for: entries)
        #expect(try await store.entries(for: id) == nil)
        try await store.save(entries, as: id)
        #expect(try await store.entries(for: id) == entries)
        let data = try Data(contentsOf: store.fileURL(for: id))
        #expect(try Transcript.decode(data).0.entries == entries)
        await #expect(throws: ContextBudgetError.self) { try await store.save(entries, as: "../escape") }
    }

    @Test func referenceIDsDependOnContentOnly() {
        let id = StableHash.referenceID(prefix: "turn", for: entries)
        #expect(id == StableHash.referenceID(prefix: "turn", for: entries))
        #expect(id != StableHash.referenceID(prefix: "turn", for: Array(entries.dropLast())))
        #expect(StableHash.referenceID(prefix: "x", for: [.prompt("ab"), .prompt("c")])
                != StableHash.referenceID(prefix: "x", for: [.prompt("a"), .prompt("bc")]))
        #expect(id.count == "turn-".count + 16)
    }
}
