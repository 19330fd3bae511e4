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
        #expect(out == ["OVERLONG:0123456789ABCDEF", "ok"])
        var whole = LineFramer(maximumLineBytes: 4)
        #expect(lines(whole.append(Array("abcdefgh\nxy\n".utf8))) == ["OVERLONG:abcdefgh", "xy"])
    }
}
