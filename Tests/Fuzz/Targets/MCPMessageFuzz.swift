import ContextBudget
import Foundation
@testable import MCP

/// The stdio transport's framing and the JSON-RPC / MCP result decoding on arbitrary bytes, fed
/// in pieces the way a pipe delivers them.
///
/// Invariants: the lines do not depend on where the stream was cut; a line is a message or a
/// `JSONRPCDecodingError` (never a trap); a decoded message re-encodes to one line that decodes
/// to the same message; a result decodes into an initialization, a tool page entry or a tool
/// result, or fails with an `MCPError`, and renders for the model without trapping.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let limit = 64 + Int(input.byte()) * 64
    let cuts = (0..<Int(input.byte() % 8)).map { _ in Int(input.byte()) }
    let stream = input.rest()

    var whole = LineFramer(maximumLineBytes: limit)
    let wholePieces = whole.append(stream) + whole.finish()
    var cutFramer = LineFramer(maximumLineBytes: limit)
    var cutPieces: [LineFramer.Piece] = []
    var start = 0
    for cut in cuts {
        let end = min(stream.count, start + cut)
        cutPieces += cutFramer.append(stream[start..<end])
        start = end
    }
    cutPieces += cutFramer.append(stream[start...]) + cutFramer.finish()
    invariant(wholePieces == cutPieces, "lines depend on where the stream was cut (\(cuts)): \(wholePieces) vs \(cutPieces)")

    // Every line, and the whole input as one message (no framing limit).
    var lines = wholePieces.compactMap { piece -> [UInt8]? in if case let .line(bytes) = piece { bytes } else { nil } }
    lines.append(stream)
    for line in lines {
        let message: JSONRPCMessage
        do {
            message = try JSONRPCMessage(decoding: Data(line))
        } catch {
            _ = error.description
            continue
        }
        let text = message.text
        invariant(!text.utf8.contains(0x0A), "an encoded message spans lines: \(text)")
        do {
            let again = try JSONRPCMessage(decoding: Data(text.utf8))
            invariant(again == message, "a message changed through its text: \(message) -> \(text) -> \(again)")
        } catch {
            invariant(false, "a message's own text does not decode (\(error)): \(text)")
        }
        let value: JSONValue?
        switch message {
        case let .response(_, result): value = result
        case let .request(_, _, params), let .notification(_, params): value = params
        case let .error(_, error): value = error.data
        }
        guard let value else { continue }
        decodeResults(value)
    }
    return 0
}

private func decodeResults(_ value: JSONValue) {
    do {
        _ = try MCPInitialization(value).announcesToolListChanges
    } catch {
        _ = error.description
    }
    if case let .array(entries)? = value["tools"] {
        for entry in entries { _ = MCPToolInfo(entry)?.name }
    }
    do {
        let result = try MCPToolResult(value)
        _ = result.text
    } catch {
        _ = error.description
    }
}
