import ContextBudget
import Foundation

/// Turns the wire's tool calls into `ToolCall`s: whole ones from a message, or fragments from
/// a stream joined by `index` (OpenAI streams a call as its `id` and `name` first, then its
/// arguments in any number of pieces; several calls may interleave).
///
/// The arguments are kept byte for byte as the model wrote them, even when they are not JSON:
/// checking them is the `ToolBox`'s job, and its error tells the model what to fix. A call
/// without an id gets one derived from the request and the call (`call_` and 16 hex digits),
/// so the same request answered the same way gets the same id, and calls of different turns
/// do not collide.
struct ToolCallAssembler {
    private struct Partial {
        var id = ""
        var name = ""
        var arguments = ""
        var sawArguments = false
    }

    private var partials: [Int: Partial] = [:]
    /// The index of the call the last fragment without an `index` continued.
    private var lastIndex: Int?

    /// True once any call has been seen.
    var isEmpty: Bool { partials.isEmpty }

    /// Adds the calls of a whole (non-streamed) message, in order.
    mutating func addWhole(_ calls: [ChatCompletionResponse.ToolCall]) {
        let base = (partials.keys.max() ?? -1) + 1
        for (position, call) in calls.enumerated() {
            merge(call, into: base + position)
        }
    }

    /// Indices at or past this are treated as missing: no answer has 65,536 calls, and a bound
    /// keeps `max + 1` from overflowing on an `index` of 2^63 - 1 (found by the
    /// sse-chat-completion fuzz target).
    static let indexLimit = 1 << 16

    /// Adds the fragments of one streamed delta. A fragment without `index` (servers that leave
    /// it out, or give one past `indexLimit`) continues the previous call unless it brings a new id.
    mutating func addDelta(_ fragments: [ChatCompletionResponse.ToolCall]) {
        for fragment in fragments {
            let index: Int
            if let given = fragment.index, given >= 0, given < Self.indexLimit {
                index = given
            } else if let last = lastIndex, let partial = partials[last],
                      fragment.id.map({ $0.isEmpty || $0 == partial.id || partial.id.isEmpty }) ?? true {
                index = last
            } else {
                index = (partials.keys.max() ?? -1) + 1
            }
            merge(fragment, into: index)
        }
    }

    private mutating func merge(_ fragment: ChatCompletionResponse.ToolCall, into index: Int) {
        var partial = partials[index] ?? Partial()
        if let id = fragment.id, !id.isEmpty, partial.id.isEmpty { partial.id = id }
        if let name = fragment.function?.name, !name.isEmpty, name != partial.name {
            // OpenAI sends the name once; a server that repeats it in every fragment is not
            // spelling it twice, and one that splits it is spelling it in pieces.
            partial.name += name
        }
        if let arguments = fragment.function?.arguments {
            partial.arguments += arguments
            partial.sawArguments = true
        }
        partials[index] = partial
        lastIndex = index
    }

    /// The calls in index order.
    /// - Parameter requestText: the request body, from which missing ids are derived.
    /// - Throws: `GenerationError.invalidResponse` for a call that never got a function name.
    /// - Complexity: O(n) in the calls, plus O(m) in the request's length when an id is missing.
    func calls(requestText: @autoclosure () -> String) throws -> [ToolCall] {
        var requestHash: UInt64?
        var calls: [ToolCall] = []
        for (position, index) in partials.keys.sorted().enumerated() {
            guard let partial = partials[index] else { continue }
            guard !partial.name.isEmpty else {
                throw GenerationError.invalidResponse(
                    "the server's answer has a tool call without a function name (call \(position + 1), id \(partial.id.isEmpty ? "none" : partial.id))")
            }
            let arguments = partial.sawArguments ? partial.arguments : "{}"
            var id = partial.id
            if id.isEmpty {
                let request = requestHash ?? FNV1a.hash(requestText().utf8)
                requestHash = request
                var hash = FNV1a.hash(String(position).utf8, seed: request)
                hash = FNV1a.hash(partial.name.utf8, seed: hash ^ 0x1F)
                hash = FNV1a.hash(arguments.utf8, seed: hash ^ 0x2F)
                id = "call_" + String(hash, radix: 16).leftPadded(to: 16)
            }
            calls.append(ToolCall(id: id, name: partial.name, arguments: arguments))
        }
        return calls
    }
}

/// 64-bit FNV-1a: a stable hash (Swift's `Hasher` is seeded per process).
enum FNV1a {
    static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325

    static func hash<Bytes: Sequence>(_ bytes: Bytes, seed: UInt64 = offsetBasis) -> UInt64 where Bytes.Element == UInt8 {
        var hash = seed
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}

extension [ToolCall] {
    /// The calls as the text `generate` returns when a model called tools: a compact JSON
    /// array, the same shape `Transcript.chatMessages` renders them in.
    var renderedAsText: String {
        Transcript(entries: [.toolCalls(self)]).chatMessages.last?.content ?? ""
    }
}
