import Foundation
import Testing
@testable import ContextBudget

/// `search_tools`: the search itself, and a session in which the model finds a tool selection
/// left out and calls it in its next step.
struct ToolSearchTests {
    static func tool(_ name: String, _ description: String) -> ToolDefinition {
        ToolDefinition(name: name, description: description,
                       parameters: ["type": "object", "properties": ["value": ["type": "string"]]])
    }

    static let small = [
        tool("get_weather", "Current weather for a city. Returns temperature and wind."),
        tool("send_message", "Send a message to a contact."),
        tool("list_files", "List the files in a folder."),
        tool("delete_file", "Delete a file from disk."),
        tool("convert_currency", "Convert an amount of money from one currency to another at today's exchange rate."),
    ]

    @Test func findsTheMostRelevantToolsFirstWithTheirFirstSentence() {
        let search = ToolSearch(catalogue: Self.small)
        let weather = search.search("what is the weather in Oslo", limit: 2)
        #expect(weather.first?.name == "get_weather")
        #expect(weather.first?.summary == "Current weather for a city.")
        #expect(search.search("convert euros with the exchange rate").first?.name == "convert_currency")
        #expect(search.search("delete that file").first?.name == "delete_file")
        #expect(search.search("zebra xylophone").isEmpty)
        #expect(search.search("file", limit: 1).count == 1)
    }

    @Test func anAnswerListsMatchesAndRefusesAMissingQuery() {
        let search = ToolSearch(catalogue: Self.small)
        let answer = search.answer(["query": "exchange rate for money"], excluding: ["get_weather"])
        #expect(answer.failure == nil)
        #expect(answer.text.contains("- convert_currency: Convert an amount of money"))
        #expect(answer.found.map(\.name).first == "convert_currency")
        let shown = search.answer(["query": "weather"], excluding: ["get_weather"])
        #expect(shown.text.contains("get_weather") && shown.text.contains("already available"))
        #expect(shown.found.isEmpty)
        #expect(search.answer([:], excluding: []).failure?.contains("needs 'query'") == true)
        // The model chooses the limit: a huge one is clamped, not converted and trapped on.
        let huge = search.answer(["query": "file", "limit": 1e300], excluding: [])
        #expect(huge.failure == nil && huge.found.count <= ToolSearch.maximumResults)
    }

    /// Forty tools whose definitions cannot all fit a 1K window beside the conversation.
    static func catalogue() -> [any Tool] {
        let subjects = ["invoice", "calendar", "printer", "garden", "playlist", "recipe", "parcel", "ticket", "badge", "locker"]
        let verbs = ["archive", "inspect", "schedule", "rename"]
        var tools: [any Tool] = []
        for subject in subjects {
            for verb in verbs {
                tools.append(FunctionTool(
                    name: "\(verb)_\(subject)",
                    description: "Use this to \(verb) a \(subject) record in the office system; it checks permissions, writes an audit entry and returns the updated \(subject) with its identifier and status.",
                    parameters: ["type": "object", "properties": ["identifier": ["type": "string"], "note": ["type": "string"]]]) { _ in "ok" })
            }
        }
        tools.append(FunctionTool(
            name: "convert_currency", description: "Convert an amount of money from one currency to another at today's exchange rate.",
            parameters: ["type": "object", "properties": ["amount": ["type": "number"], "to": ["type": "string"]]]) { _ in "42.00 EUR" })
        return tools
    }

    @Test func theModelFindsALeftOutToolAndCallsItInItsNextStep() async throws {
        let model = ScriptedLanguageModel(contextSize: 1024) { request in
            let names = Set(request.transcript.tools.map(\.name))
            switch request.index {
            case 0:
                return .toolCalls([ToolCall(id: "s1", name: ToolSearch.name, arguments: #"{"query": "convert money to another currency"}"#)])
            case 1:
                guard names.contains("convert_currency") else { return .text("convert_currency is not defined") }
                return .toolCalls([ToolCall(id: "c1", name: "convert_currency", arguments: #"{"amount": 40, "to": "EUR"}"#)])
            default:
                return .text("That is 42 EUR.")
            }
        }
        let session = try ChatSession(model: model, tools: Self.catalogue(), budget: try .proportional(contextSize: 1024))
        let answer = try await session.respond(to: "Handle the next step for me, please.")
        #expect(answer == "That is 42 EUR.")
        let requests = model.requests
        #expect(requests.count == 3)
        let first = Set(requests[0].transcript.tools.map(\.name))
        #expect(first.contains(ToolSearch.name))
        #expect(!first.contains("convert_currency"))
        #expect(first.count < 41)  // selection left tools out
        #expect(requests[1].transcript.tools.contains { $0.name == "convert_currency" })
        for request in requests { #expect(request.promptTokens <= session.budget.promptCapacity) }
        let ran = await session.events.compactMap { event -> (String, String?)? in
            if case let .toolRan(name, _, _, _, failure) = event { return (name, failure) }
            return nil
        }
        #expect(ran.map(\.0) == [ToolSearch.name, "convert_currency"])
        #expect(ran.allSatisfy { $0.1 == nil })
    }

    @Test func withoutSearchOrWhenEveryToolFitsNoSearchToolIsShown() async throws {
        let off = ScriptedLanguageModel(contextSize: 1024, replies: [.text("ok")])
        let session = try ChatSession(model: off, tools: Self.catalogue(), budget: try .proportional(contextSize: 1024),
                                      configuration: .init(offersToolSearch: false))
        _ = try await session.respond(to: "Handle the next step for me, please.")
        #expect(!off.requests[0].transcript.tools.contains { $0.name == ToolSearch.name })

        let roomy = ScriptedLanguageModel(contextSize: 32768, replies: [.text("ok")])
        let all = try ChatSession(model: roomy, tools: Self.catalogue(), budget: .privateCloudCompute)
        _ = try await all.respond(to: "Handle the next step for me, please.")
        #expect(roomy.requests[0].transcript.tools.count == 41)
        #expect(!roomy.requests[0].transcript.tools.contains { $0.name == ToolSearch.name })
    }

    @Test func aToolNamedSearchToolsIsRefusedUnlessSearchIsOff() throws {
        let clash = FunctionTool(name: ToolSearch.name, description: "mine") { _ in "" }
        #expect(throws: ContextBudgetError.self) {
            _ = try ChatSession(model: ScriptedLanguageModel(replies: []), tools: [clash], budget: .onDevice)
        }
        _ = try ChatSession(model: ScriptedLanguageModel(replies: []), tools: [clash], budget: .onDevice, configuration: .init(offersToolSearch: false))
    }
}
