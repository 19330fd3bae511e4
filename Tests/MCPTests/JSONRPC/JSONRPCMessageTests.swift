import ContextBudget
import Foundation
@testable import MCP
import Testing

struct JSONRPCMessageTests {
    private func decode(_ text: String) throws(JSONRPCDecodingError) -> JSONRPCMessage {
        try JSONRPCMessage(decoding: Data(text.utf8))
    }

    @Test func everyKindRoundTripsThroughItsText() throws {
        let messages: [JSONRPCMessage] = [
            .request(id: .number(7), method: "tools/call", params: ["name": "echo", "arguments": ["text": "a\nb"]]),
            .request(id: .string("req-1"), method: "ping", params: nil),
            .notification(method: "notifications/initialized", params: nil),
            .notification(method: "notifications/progress", params: ["progressToken": 3, "progress": 0.5]),
            .response(id: .number(1), result: ["tools": []]),
            .error(id: .string("x"), JSONRPCErrorObject(code: -32601, message: "no such method", data: ["method": "nope"])),
            .error(id: nil, JSONRPCErrorObject(code: -32700, message: "parse error")),
        ]
        for message in messages {
            let text = message.text
            #expect(!text.contains("\n"), "one message is one line: \(text)")
            #expect(try decode(text) == message, "\(text)")
        }
    }

    @Test func theEnvelopeIsWrittenAsTheSpecificationSpellsIt() {
        #expect(JSONRPCMessage.request(id: .number(1), method: "ping", params: nil).text == #"{"id":1,"jsonrpc":"2.0","method":"ping"}"#)
        #expect(JSONRPCMessage.error(id: nil, JSONRPCErrorObject(code: -32700, message: "bad")).text
            == #"{"error":{"code":-32700,"message":"bad"},"id":null,"jsonrpc":"2.0"}"#)
    }

    @Test(arguments: [
        ("this is a log line", JSONRPCDecodingError.notJSON),
        (#"{"jsonrpc":"2.0","id":1,"result":"#, .notJSON),
        ("42", .notAnObject),
        (#"[{"jsonrpc":"2.0","method":"ping","id":1}]"#, .batch),
        (#"{"id":1,"method":"ping"}"#, .wrongVersion(nil)),
        (#"{"jsonrpc":"1.0","id":1,"method":"ping"}"#, .wrongVersion(#""1.0""#)),
        (#"{"jsonrpc":"2.0","id":1,"method":""}"#, .invalidMethod),
        (#"{"jsonrpc":"2.0","id":1,"method":5}"#, .invalidMethod),
        (#"{"jsonrpc":"2.0","id":true,"method":"ping"}"#, .invalidID("true")),
        (#"{"jsonrpc":"2.0","id":1.5,"method":"ping"}"#, .invalidID("1.5")),
        (#"{"jsonrpc":"2.0","id":1,"method":"ping","params":3}"#, .invalidParams),
        (#"{"jsonrpc":"2.0","result":{}}"#, .invalidID(nil)),
        (#"{"jsonrpc":"2.0","id":1,"error":{"code":"x","message":"m"}}"#, .invalidErrorObject),
        (#"{"jsonrpc":"2.0","id":1,"error":{"code":1}}"#, .invalidErrorObject),
        (#"{"jsonrpc":"2.0","id":1,"result":{},"error":{"code":1,"message":"m"}}"#, .resultAndError),
        (#"{"jsonrpc":"2.0","id":1}"#, .noMethodResultOrError),
    ])
    func malformedMessagesAreTypedErrors(text: String, expected: JSONRPCDecodingError) {
        #expect(throws: expected) { try decode(text) }
    }

    @Test func numericIDsOutsideTheExactIntegerRangeAreRefused() throws {
        #expect(throws: JSONRPCDecodingError.self) { try decode(#"{"jsonrpc":"2.0","id":1e300,"method":"ping"}"#) }
        #expect(try decode(#"{"jsonrpc":"2.0","id":9007199254740992,"result":{}}"#) == .response(id: .number(9_007_199_254_740_992), result: [:]))
    }

    @Test func anErrorWithANullIDHasNoID() throws {
        #expect(try decode(#"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"parse error"}}"#)
            == .error(id: nil, JSONRPCErrorObject(code: -32700, message: "parse error")))
    }
}
