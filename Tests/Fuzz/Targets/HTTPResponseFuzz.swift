import Foundation
@testable import HTTPModel

/// The socket client's HTTP/1.1 response parser on arbitrary bytes, fed whole and in pieces.
///
/// Invariants: malformed bytes throw `TransportFailure`, never trap; where the stream is cut
/// does not change the outcome (the same head, the same body bytes, the same end, or a failure
/// both ways); a head comes first, at most one end comes last, and the body never exceeds
/// `Content-Length` when the head gives one, the body is not chunked and the status has a body
/// (204 and 304 end at the head whatever their fields say, RFC 9112 §6.3: the target once
/// stopped on a 204 with "Content-Length: -2", which the parser rightly ignores).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let cuts = (0..<Int(input.byte() % 8)).map { _ in Int(input.byte()) }
    let bytes = input.rest()

    let whole = parse(bytes, cuts: [])
    let pieces = parse(bytes, cuts: cuts)
    switch (whole, pieces) {
    case let (.success(a), .success(b)):
        invariant(a == b, "the outcome depends on where the stream was cut (\(cuts)):\n\(a)\n\(b)")
        check(a)
    case (.failure, .failure):
        break
    default:
        invariant(false, "one feed and pieces (\(cuts)) disagree on failing: \(whole) vs \(pieces)")
    }
    return 0
}

/// The outputs with adjacent body pieces joined (pieces depend on the cuts, bytes do not).
private func parse(_ bytes: [UInt8], cuts: [Int]) -> Result<[HTTPResponseParser.Output], TransportFailure> {
    var parser = HTTPResponseParser()
    var outputs: [HTTPResponseParser.Output] = []
    do {
        var start = 0
        for cut in cuts {
            let end = min(bytes.count, start + cut)
            outputs += try parser.feed(bytes[start..<end])
            start = end
        }
        outputs += try parser.feed(bytes[start...])
        outputs += try parser.finish()
    } catch let failure as TransportFailure {
        return .failure(failure)
    } catch {
        invariant(false, "HTTPResponseParser threw \(type(of: error)): \(error), not a TransportFailure")
        return .success([])
    }
    var joined: [HTTPResponseParser.Output] = []
    for output in outputs {
        if case let .body(more) = output, case let .body(previous)? = joined.last {
            joined[joined.count - 1] = .body(previous + more)
        } else if case let .body(piece) = output, piece.isEmpty {
            continue
        } else {
            joined.append(output)
        }
    }
    return .success(joined)
}

private func check(_ outputs: [HTTPResponseParser.Output]) {
    guard let first = outputs.first else { return }
    guard case let .head(status, headers) = first else {
        invariant(false, "output before the head: \(first)")
        return
    }
    invariant((100...999).contains(status), "status \(status)")
    let ends = outputs.filter { $0 == .end }.count
    invariant(ends <= 1 && (ends == 0 || outputs.last == .end), "ends misplaced: \(outputs)")
    let heads = outputs.filter { if case .head = $0 { true } else { false } }.count
    invariant(heads == 1, "\(heads) heads")
    let bodyBytes = outputs.reduce(0) { total, output in
        if case let .body(data) = output { total + data.count } else { total }
    }
    let chunked = headers.contains { $0.key.lowercased() == "transfer-encoding" }
    if status == 204 || status == 304 {
        invariant(bodyBytes == 0, "\(bodyBytes) body bytes for a \(status)")
    } else if !chunked, let length = headers.first(where: { $0.key.lowercased() == "content-length" }).flatMap({ Int($0.value) }) {
        invariant(bodyBytes <= length, "\(bodyBytes) body bytes for Content-Length \(length)")
    }
}
