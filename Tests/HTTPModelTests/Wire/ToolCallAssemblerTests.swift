@testable import HTTPModel
import ContextBudget
import Foundation
import Testing

/// Reassembling the wire's tool calls, on the shapes servers actually send.
@Suite struct ToolCallAssemblerTests {
    private func fragment(_ index: Int?, id: String? = nil, name: String? = nil, arguments: String? = nil) -> ChatCompletionResponse.ToolCall {
        ChatCompletionResponse.ToolCall(index: index, id: id, function: .init(name: name, arguments: arguments))
    }

    @Test func aNameRepeatedInEveryFragmentIsNotSpelledTwice() throws {
        var assembler = ToolCallAssembler()
        assembler.addDelta([fragment(0, id: "a", name: "get_time", arguments: "{\"ci")])
        assembler.addDelta([fragment(0, name: "get_time", arguments: "ty\":1}")])
        #expect(try assembler.calls(requestText: "r") == [ToolCall(id: "a", name: "get_time", arguments: "{\"city\":1}")])
    }

    @Test func callsComeOutInIndexOrderWhateverOrderTheyArrivedIn() throws {
        var assembler = ToolCallAssembler()
        assembler.addDelta([fragment(1, id: "b", name: "second", arguments: "{}"), fragment(0, id: "a", name: "first")])
        assembler.addDelta([fragment(0, arguments: "{}")])
        #expect(try assembler.calls(requestText: "r").map(\.name) == ["first", "second"])
    }

    @Test func missingIdsDependOnTheRequestAndTheCallOnly() throws {
        func ids(request: String, arguments: String = "{}") throws -> [String] {
            var assembler = ToolCallAssembler()
            assembler.addWhole([fragment(nil, name: "f", arguments: arguments), fragment(nil, name: "f", arguments: arguments)])
            return try assembler.calls(requestText: request).map(\.id)
        }
        let first = try ids(request: "one")
        #expect(first == (try ids(request: "one")))
        #expect(first[0] != first[1], "two identical calls in one reply get two ids")
        #expect(first != (try ids(request: "two")))
        #expect(first != (try ids(request: "one", arguments: "{\"x\":1}")))
        #expect(first.allSatisfy { $0.hasPrefix("call_") && $0.count == 21 })
    }

    @Test func aCallWithoutArgumentsHasAnEmptyObjectAndOneWithoutNameIsRefused() throws {
        var assembler = ToolCallAssembler()
        assembler.addWhole([fragment(nil, id: "a", name: "now")])
        #expect(try assembler.calls(requestText: "r") == [ToolCall(id: "a", name: "now", arguments: "{}")])
        var nameless = ToolCallAssembler()
        nameless.addDelta([fragment(0, id: "a", arguments: "{}")])
        #expect(throws: GenerationError.self) { try nameless.calls(requestText: "r") }
    }

    /// Trapped the sse-chat-completion fuzz target (crafted input): an `index` of 2^63 - 1 made the next call's
    /// index (`max + 1`) overflow and trap. Such an index now counts as missing.
    @Test func anAbsurdIndexCountsAsMissing() throws {
        var assembler = ToolCallAssembler()
        assembler.addDelta([fragment(Int.max, id: "a", name: "first", arguments: "{}")])
        assembler.addDelta([fragment(nil, id: "b", name: "second", arguments: "{}")])
        assembler.addWhole([fragment(nil, id: "c", name: "third")])
        #expect(try assembler.calls(requestText: "r").map(\.name) == ["first", "second", "third"])
    }
}
