@testable import HTTPModel
import Foundation
import Testing

@Suite struct ServerSentEventParserTests {
    private func parse(_ pieces: [String]) -> [ServerSentEventParser.Event] {
        var parser = ServerSentEventParser()
        var events = pieces.flatMap { parser.feed(Data($0.utf8)) }
        if let last = parser.finish() { events.append(last) }
        return events
    }

    @Test func dataLinesEndAtABlankLine() {
        #expect(parse(["data: {\"a\":1}\n\ndata: [DONE]\n\n"]) == [
            .init(type: "message", data: "{\"a\":1}"), .init(type: "message", data: "[DONE]"),
        ])
    }

    @Test func everyLineEndingWorksEvenSplitBetweenFeeds() {
        #expect(parse(["data: a\r", "\n\r\n", "data: b\r\rdata: c\n", "\n"]).map(\.data) == ["a", "b", "c"])
    }

    @Test func eventSplitAtAnyByteIsReassembled() {
        let text = "event: update\ndata: first\ndata: second\n\n: comment\n\ndata:x\n\n"
        let whole = parse([text])
        #expect(whole == [.init(type: "update", data: "first\nsecond"), .init(type: "message", data: "x")])
        for cut in 0...text.utf8.count {
            let bytes = Array(text.utf8)
            let pieces = [String(decoding: bytes[..<cut], as: UTF8.self), String(decoding: bytes[cut...], as: UTF8.self)]
            #expect(parse(pieces) == whole, "cut at \(cut)")
        }
    }

    @Test func llamaCppErrorLinesBecomeErrorEvents() {
        #expect(parse(["error: {\"message\":\"boom\"}\n\n"]) == [.init(type: "error", data: "{\"message\":\"boom\"}")])
    }

    @Test func unterminatedLastEventIsReturnedByFinish() {
        #expect(parse(["data: tail"]) == [.init(type: "message", data: "tail")])
        #expect(parse([": only a comment\n"]).isEmpty)
    }

    @Test func multibyteCharactersSplitAcrossFeedsSurvive() {
        let bytes = Array("data: żółw 亀\n\n".utf8)
        var parser = ServerSentEventParser()
        var events: [ServerSentEventParser.Event] = []
        for byte in bytes { events += parser.feed(Data([byte])) }
        #expect(events.map(\.data) == ["żółw 亀"])
    }
}
