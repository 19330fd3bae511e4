import ContextBudget
import Foundation
@testable import HTTPModel

/// The server-sent-event parser and chat-completion decoding on arbitrary bytes, fed in pieces
/// the way a socket delivers them, then every event handled as `ChatStream` handles it.
///
/// Invariants: the events do not depend on where the stream was cut (one feed and many feeds
/// give the same events); a payload that is not a chat completion fails to decode with an
/// error (never a trap); a non-streamed body decodes or fails the same way; tool-call fragments
/// assemble into named calls with ids or a `GenerationError`; server error bodies map to a `GenerationError`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let cuts = (0..<Int(input.byte() % 8)).map { _ in Int(input.byte()) }
    let stream = input.rest()

    var whole = ServerSentEventParser()
    var wholeEvents = whole.feed(Data(stream))
    if let last = whole.finish() { wholeEvents.append(last) }

    var pieces = ServerSentEventParser()
    var pieceEvents: [ServerSentEventParser.Event] = []
    var start = 0
    for cut in cuts {
        let end = min(stream.count, start + cut)
        pieceEvents += pieces.feed(Data(stream[start..<end]))
        start = end
    }
    pieceEvents += pieces.feed(Data(stream[start...]))
    if let last = pieces.finish() { pieceEvents.append(last) }
    invariant(wholeEvents == pieceEvents, "events depend on where the stream was cut (\(cuts)): \(wholeEvents) vs \(pieceEvents)")

    var assembler = ToolCallAssembler()
    for event in wholeEvents {
        let payload = Data(event.data.trimmingCharacters(in: .whitespaces).utf8)
        if event.type == "error" {
            _ = ServerErrorMapping.error(status: 500, body: payload, retryAfterSeconds: nil, contextSize: 4096)
            continue
        }
        guard let chunk = try? ChatCompletionResponse.decode(payload) else { continue }
        for choice in chunk.choices {
            if let delta = choice.delta {
                if let fragments = delta.toolCalls { assembler.addDelta(fragments) }
            } else if let fragments = choice.message?.toolCalls {
                assembler.addWhole(fragments)
            }
        }
    }
    assemble(assembler)

    // The same bytes as a whole (non-streamed) response body, and as an error body.
    let body = Data(stream)
    if let response = try? ChatCompletionResponse.decode(body), let choice = response.choices.first {
        var calls = ToolCallAssembler()
        calls.addWhole(choice.message?.toolCalls ?? [])
        assemble(calls)
    }
    let status = 400 + Int(cuts.first ?? 0) % 200
    _ = String(describing: ServerErrorMapping.error(status: status, body: body, retryAfterSeconds: nil, contextSize: 4096))
    return 0
}

private func assemble(_ assembler: ToolCallAssembler) {
    do {
        let calls = try assembler.calls(requestText: "{\"messages\":[]}")
        invariant(calls.allSatisfy { !$0.id.isEmpty && !$0.name.isEmpty }, "an assembled call lacks an id or a name: \(calls)")
    } catch {
        expectDocumentedError(error, { $0 is GenerationError }, "ToolCallAssembler.calls")
    }
}
