@testable import MCP
import Testing

struct LineFramerTests {
    private func lines(_ pieces: [LineFramer.Piece]) -> [String] {
        pieces.map {
            switch $0 {
            case let .line(bytes): String(decoding: bytes, as: UTF8.self)
            case let .overlong(prefix): "OVERLONG:" + String(decoding: prefix, as: UTF8.self)
            }
        }
    }

    @Test func linesSplitAcrossReadsComeOutWhole() {
        var framer = LineFramer(maximumLineBytes: 1000)
        var out: [String] = []
        for chunk in ["{\"a\"", ":1}\n{\"b\":2}\r\n", "\n  \n{\"c\"", ":3}"] {
            out += lines(framer.append(Array(chunk.utf8)))
        }
        out += lines(framer.finish())
        #expect(out == [#"{"a":1}"#, #"{"b":2}"#, #"{"c":3}"#])
    }

    @Test func anOverlongLineIsDroppedUpToItsNewlineAndReported() {
        var framer = LineFramer(maximumLineBytes: 10)
        var out = lines(framer.append(Array("0123456789ABCDEF".utf8)))
        out += lines(framer.append(Array("GHIJ\nok\n".utf8)))
        #expect(out == ["OVERLONG:0123456789A", "ok"])
        var whole = LineFramer(maximumLineBytes: 4)
        #expect(lines(whole.append(Array("abcdefgh\nxy\n".utf8))) == ["OVERLONG:abcde", "xy"])
    }

    /// Found by the mcp-jsonrpc fuzz target: the excerpt of a dropped line depended on how much
    /// of it had arrived when the limit was passed.
    @Test func whatComesOutDoesNotDependOnHowTheReadsWereCut() {
        let stream = Array((String(repeating: "c", count: 150) + "\nshort\n" + String(repeating: "d", count: 90) + "\n").utf8)
        var whole = LineFramer(maximumLineBytes: 64)
        let expected = whole.append(stream) + whole.finish()
        for cut in [1, 7, 65, 100] {
            var framer = LineFramer(maximumLineBytes: 64)
            var pieces: [LineFramer.Piece] = []
            var start = 0
            while start < stream.count {
                let end = min(stream.count, start + cut)
                pieces += framer.append(stream[start..<end])
                start = end
            }
            pieces += framer.finish()
            #expect(pieces == expected, "reads of \(cut) bytes")
        }
        #expect(lines(expected) == ["OVERLONG:" + String(repeating: "c", count: 65), "short", "OVERLONG:" + String(repeating: "d", count: 65)])
    }
}
