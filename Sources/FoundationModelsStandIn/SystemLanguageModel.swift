#if !canImport(FoundationModels)
/// Stand-in for `final class SystemLanguageModel` (26.0+): the on-device model of Apple Intelligence.
///
/// Transcribed: `static let default`, `availability` with `Availability` / `UnavailableReason`
/// (`deviceNotEligible`, `appleIntelligenceNotEnabled`, `modelNotReady`), `contextSize`
/// (`@backDeployed(before: iOS 26.4, macOS 26.4, visionOS 26.4)`) and `tokenCount(for:)` (26.4+).
/// The documentation shows the `Instructions` overload of `tokenCount(for:)` and calls it an
/// overload group; the overload over transcript entries used here was not found in the stored
/// pages and is an assumption to verify on a device.
///
/// Stand-in behaviour: `default` is unavailable (there is no Apple Intelligence on Linux); a
/// test makes an available model with `init(contextSize:counter:responder:)`, which is not API.
public final class SystemLanguageModel: Sendable {
    /// `static let default: SystemLanguageModel`. Unavailable in the stand-in.
    public static let `default` = SystemLanguageModel(availability: .unavailable(.deviceNotEligible))

    /// `enum Availability`: `.available` or `.unavailable(UnavailableReason)`.
    public enum Availability: Sendable, Equatable {
        case available
        case unavailable(UnavailableReason)
    }

    /// `enum UnavailableReason`.
    public enum UnavailableReason: Sendable, Equatable {
        case deviceNotEligible, appleIntelligenceNotEnabled, modelNotReady
    }

    /// `var availability: SystemLanguageModel.Availability { get }`.
    public let availability: Availability

    /// `final var contextSize: Int { get }`: "the maximum context size in tokens that the model
    /// supports", prompts and responses together.
    public let contextSize: Int

    let counter: @Sendable ([Transcript.Entry]) throws -> Int
    let responder: @Sendable (Transcript, GenerationOptions) async throws -> String

    /// Stand-in only: a model with the given context size, counts and answers.
    /// - Parameters:
    ///   - counter: the exact token count of a list of entries (what `tokenCount(for:)` returns).
    ///   - responder: the answer to a transcript whose last entry is the prompt.
    public init(
        contextSize: Int = 4096,
        counter: @escaping @Sendable ([Transcript.Entry]) throws -> Int,
        responder: @escaping @Sendable (Transcript, GenerationOptions) async throws -> String
    ) {
        availability = .available
        self.contextSize = contextSize
        self.counter = counter
        self.responder = responder
    }

    private init(availability: Availability) {
        self.availability = availability
        contextSize = 4096
        counter = { _ in throw StandInError("the stand-in's default system model is unavailable") }
        responder = { _, _ in throw StandInError("the stand-in's default system model is unavailable") }
    }

    /// `var isAvailable: Bool { get }`.
    public var isAvailable: Bool { availability == .available }

    /// `nonisolated(nonsending) final func tokenCount(for:) async throws -> Int` (26.4+), the
    /// entries overload (see the type's comment); `nonisolated(nonsending)` is left out (Swift 6.0/6.1 lack it).
    public func tokenCount(for entries: some Collection<Transcript.Entry>) async throws -> Int {
        try counter(Array(entries))
    }
}
#endif
