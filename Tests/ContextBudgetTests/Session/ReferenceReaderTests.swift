import Foundation
import Testing
import Tokenizers
@testable import ContextBudget

/// A scripted model that follows shortening markers and page footers, as the session's marker
/// text tells a model to, collecting every page it is given.
final class MarkerFollower: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var pages: [String] = []
    private(set) var firstOffset: Int?
    private(set) var errors: [String] = []
    var badCallsFirst = true

    static func json(after marker: String, in text: String) -> String? {
        guard let start = text.range(of: marker)?.upperBound, let close = text[start...].firstIndex(of: "}") else { return nil }
        return String(text[start...close])
    }

    func reply(to request: ScriptedLanguageModel.Request) -> ModelReply {
        lock.withLock {
            let entries = request.transcript.entries
            if request.index == 0 { return .toolCalls([call("big", "dump", #"{"seed":9}"#)]) }
            guard case let .toolOutput(last)? = entries.last else { return .text("nothing to read") }
            if last.toolName == "read_reference" {
                if last.text.hasPrefix("error:") { errors.append(last.text) }
                if let footer = last.text.range(of: ReferenceReader.footerPrefix, options: .backwards) {
                    pages.append(String(last.text[..<footer.lowerBound]))
                    guard let next = Self.json(after: "next: ", in: String(last.text[footer.lowerBound...])) else { return .text("read it all") }
                    return .toolCalls([call("r\(request.index)", "read_reference", next)])
                }
            }
            for case let .toolOutput(output) in entries.reversed() {
                guard let arguments = Self.json(after: "read on with read_reference ", in: output.text) else { continue }
                if firstOffset == nil, let data = arguments.data(using: .utf8),
                   let object = try? JSONDecoder().decode(JSONValue.self, from: data), case let .object(fields) = object,
                   case let .number(offset)? = fields["offset"] {
                    firstOffset = Int(offset)
                }
                if badCallsFirst {
                    badCallsFirst = false
                    return .toolCalls([
                        call("b1", "read_reference", #"{"id":"output-nope"}"#),
                        call("b2", "read_reference", arguments.replacingOccurrences(of: #""offset":"#, with: #""offset":99999"#)),
                        call("b3", "read_reference", #"{"id":"x","offset":-1}"#),
                        call("b4", "read_reference", #"{"id":"x","offset":"start"}"#),
                        call("b5", "read_reference", "{}"),
                    ])
                }
                return .toolCalls([call("r\(request.index)", "read_reference", arguments)])
            }
            return .text("no marker")
        }
    }
}

@Suite struct ReferenceReaderTests {
    @Test func aModelFollowingTheMarkerReadsBackExactlyWhatWasRemoved() async throws {
        let follower = MarkerFollower()
        let model = ScriptedLanguageModel(contextSize: 4096) { follower.reply(to: $0) }
        let dump = TestTools.big(characters: 40_000)
        let session = try ChatSession(model: model, instructions: "Use tools.", tools: [dump], budget: .onDevice,
                                      configuration: .init(maximumToolRounds: 200))
        let answer = try await session.respond(to: "Read the whole table.")
        #expect(answer == "read it all")
        let original = TestTools.bigText(characters: 40_000, seed: 9)
        let offset = try #require(follower.firstOffset)
        #expect(offset > 0, "the marker resumes after the kept head")
        let characters = Array(original)
        let joined = follower.pages.joined()
        let expected = String(characters[offset...])
        #expect(joined == expected, "pages join to the removed text and the tail, byte for byte (\(joined.count) vs \(expected.count) characters, offset \(offset), pages \(follower.pages.map(\.count)))")
        #expect(follower.pages.count > 3)
        // The bad calls were answered with errors, and the session went on.
        #expect(follower.errors.count == 0, "bad calls are answered in their own round (checked below)")
        let budget = TokenBudget.onDevice
        for request in model.requests {
            #expect(request.promptTokens <= budget.promptCapacity)
            #expect(request.transcript.toolUnitsAreWhole)
        }
        let round = try #require(model.requests.first { request in
            request.transcript.entries.contains { if case let .toolOutput(output) = $0 { output.callID == "b1" } else { false } }
        })
        var texts: [String: String] = [:]
        for case let .toolOutput(output) in round.transcript.entries { texts[output.callID] = output.text }
        #expect(texts["b1"]?.contains(#"there is no reference "output-nope""#) == true)
        #expect(texts["b2"]?.contains("is past the end of output-") == true)
        #expect(texts["b3"]?.contains("arguments.offset: -1 is below the minimum 0") == true)
        #expect(texts["b4"]?.contains("arguments.offset: expected integer") == true)
        #expect(texts["b5"]?.contains("Removed to save room") == true && texts["b5"]?.contains("the full output of big") == true)
        #expect(round.transcript.tools.map(\.name) == ["dump", "read_reference"])
    }

    @Test func pagesFitWhatIsLeftOfTheBudget() async throws {
        let store = InMemoryTranscriptStore()
        let text = TestTools.bigText(characters: 30_000, seed: 2)
        await store.save([.toolOutput(ToolOutput(callID: "c", text: text))], as: "output-x")
        let reader = ReferenceReader(references: [("output-x", "a table")], store: store)
        let counter = TokenEstimator()
        for pageTokens in [128, 300, 1000] {
            var offset = 0
            var joined = ""
            while true {
                let (page, failure) = try await reader.read(["id": "output-x", "offset": .number(Double(offset))], pageTokens: pageTokens) { counter.count($0) }
                #expect(failure == nil)
                let footer = try #require(page.range(of: ReferenceReader.footerPrefix, options: String.CompareOptions.backwards))
                let body = String(page[..<footer.lowerBound])
                let footerText = String(page[footer.lowerBound...])
                #expect(counter.count(body) + counter.count(footerText) <= pageTokens, "page of \(pageTokens)")
                joined += body
                guard let next = MarkerFollower.json(after: "next: ", in: footerText) else { break }
                let decoded = try JSONDecoder().decode(JSONValue.self, from: Data(next.utf8))
                guard case let .object(fields) = decoded, case let .number(value)? = fields["offset"] else { break }
                offset = Int(value)
            }
            #expect(joined == text)
        }
    }
}
