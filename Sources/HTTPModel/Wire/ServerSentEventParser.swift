import Foundation

/// An incremental parser for `text/event-stream`: feed it bytes as they arrive, get whole events.
///
/// Follows the HTML spec's rules that matter for chat streams: lines end in LF, CRLF or CR; an
/// empty line ends an event; `data:` lines are joined with newlines; one optional space after
/// the colon is dropped; lines starting with `:` are comments (keep-alives). llama.cpp also
/// reports a failure mid-stream as an `error:` line, which becomes an event of type `error`.
package struct ServerSentEventParser {
    package struct Event: Sendable, Equatable {
        /// The `event:` field, `message` by default; `error` for llama.cpp's `error:` lines.
        package var type: String
        package var data: String
    }

    package init() {}

    private var buffer: [UInt8] = []
    private var dataLines: [String] = []
    private var type: String?
    private var lastWasCR = false

    /// Events completed by `bytes`.
    /// - Complexity: O(n) in `bytes.count`, amortized.
    package mutating func feed(_ bytes: Data) -> [Event] {
        var events: [Event] = []
        for byte in bytes {
            if lastWasCR {
                lastWasCR = false
                if byte == 0x0A { continue }  // the LF of a CRLF
            }
            if byte == 0x0A || byte == 0x0D {
                lastWasCR = byte == 0x0D
                if let event = endLine() { events.append(event) }
            } else {
                buffer.append(byte)
            }
        }
        return events
    }

    /// The event still pending when the stream ends without a final blank line, if any.
    package mutating func finish() -> Event? {
        var event: Event?
        if !buffer.isEmpty { event = endLine() }
        if event == nil, !dataLines.isEmpty || type != nil { event = dispatch() }
        return event
    }

    private mutating func endLine() -> Event? {
        let line = String(decoding: buffer, as: UTF8.self)
        buffer.removeAll(keepingCapacity: true)
        if line.isEmpty { return dispatch() }
        if line.hasPrefix(":") { return nil }
        let field: Substring
        var value: Substring
        if let colon = line.firstIndex(of: ":") {
            field = line[..<colon]
            value = line[line.index(after: colon)...]
            if value.hasPrefix(" ") { value = value.dropFirst() }
        } else {
            field = line[...]
            value = ""
        }
        switch field {
        case "data": dataLines.append(String(value))
        case "event": type = String(value)
        case "error":
            type = "error"
            dataLines.append(String(value))
        default: break  // id, retry and unknown fields do not matter here
        }
        return nil
    }

    private mutating func dispatch() -> Event? {
        defer {
            dataLines.removeAll()
            type = nil
        }
        guard !dataLines.isEmpty else { return nil }
        return Event(type: type ?? "message", data: dataLines.joined(separator: "\n"))
    }
}
