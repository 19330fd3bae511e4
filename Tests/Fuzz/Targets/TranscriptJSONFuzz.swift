import ContextBudget
import Foundation

/// Transcript JSON, ours (`{"entries": …}`) and OpenAI `messages`, on arbitrary bytes.
///
/// Invariants: bad JSON throws `ContextBudgetError.malformedTranscript`, nothing else; a
/// transcript read in a format survives being written and read again in that format exactly;
/// and whatever is read, once written as OpenAI messages and read back, is a fixed point of that
/// round trip (the OpenAI form cannot express everything ours can, e.g. an empty list of calls,
/// but what it reads it writes back unchanged).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    let transcript: Transcript, format: Transcript.FileFormat
    do {
        (transcript, format) = try Transcript.decode(bytes, source: "fuzz.json")
    } catch {
        expectDocumentedError(error, { error in
            if case .malformedTranscript? = error as? ContextBudgetError { return true }
            return false
        }, "Transcript.decode")
        _ = String(describing: error)
        return 0
    }
    let same = roundTrip(transcript, as: format)
    invariant(same == transcript, "a \(format) transcript changed in a \(format) round trip:\n\(transcript)\n→\n\(same)")
    let openAI = roundTrip(transcript, as: .openAI)
    invariant(roundTrip(openAI, as: .openAI) == openAI, "OpenAI messages are not a fixed point of their round trip:\n\(openAI)")
    _ = transcript.chatMessages
    _ = transcript.chatTools
    return 0
}

private func roundTrip(_ transcript: Transcript, as format: Transcript.FileFormat) -> Transcript {
    do {
        let written = try transcript.encoded(as: format)
        let (read, readFormat) = try Transcript.decode(written, source: "written")
        invariant(readFormat == format, "written as \(format), read back as \(readFormat)")
        return read
    } catch {
        invariant(false, "a transcript that was read cannot be written and read back as \(format): \(error)")
        return transcript
    }
}
