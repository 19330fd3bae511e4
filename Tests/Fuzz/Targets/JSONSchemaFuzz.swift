import Foundation
@testable import Guidance

/// The schema compiler and the matcher on arbitrary bytes: the input is a schema's JSON text up
/// to the first NUL byte, then a nesting cap and bytes that steer a walk.
///
/// Invariants: a schema is compiled or refused with a `GuidanceError` (never a trap or another
/// error); a compiled grammar's matcher always offers at least one byte until the value is
/// complete, every byte it offers is taken, a refused byte leaves it unchanged, and a walk that
/// follows offered bytes finishes within a bound or stays a valid prefix.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let schemaEnd = bytes.firstIndex(of: 0) ?? bytes.count
    let schema = Array(bytes[..<schemaEnd])
    var input = FuzzInput(bytes: Array(bytes[min(bytes.count, schemaEnd + 1)...]))
    let grammar: Grammar
    do {
        grammar = try Grammar(jsonSchema: schema, options: GrammarOptions(maximumNestingDepth: 1 + Int(input.byte() % 8)))
    } catch {
        expectDocumentedError(error, { $0 is GuidanceError }, "Grammar(jsonSchema:)")
        return 0
    }
    var matcher = GrammarMatcher(grammar: grammar)
    for _ in 0..<512 {
        let offered = matcher.allowedBytes
        if offered.isEmpty {
            invariant(matcher.isComplete, "no byte offered while the value is unfinished")
            return 0
        }
        if matcher.isComplete, input.bool() { return 0 }
        let steer = input.byte()
        if !offered.contains(steer) {
            let before = matcher
            invariant(!matcher.advance(steer), "byte \(steer) not offered but taken")
            // The whole parse state, not only the bytes it offers: a refused byte leaves nothing behind.
            invariant(matcher.state == before.state, "a refused byte changed the matcher")
        }
        let byte = offered[Int(steer) % offered.count]
        invariant(matcher.advance(byte), "offered byte \(byte) refused")
    }
    return 0
}
