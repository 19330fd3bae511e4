import ContextBudget
import Foundation
import Testing

/// The optional sampling fields keep old JSON readable and old cache keys valid.
struct GenerationOptionsTests {
    /// The options of a summary call as they were encoded before the penalty fields existed
    /// (sorted keys, as `SummaryCache.key` encodes them).
    static let legacyJSON = #"{"maximumResponseTokens":200,"sampling":{"topK":{"_0":40,"seed":7}},"stopSequences":["END"],"temperature":0.5}"#
    static let legacy = GenerationOptions(
        maximumResponseTokens: 200, temperature: 0.5, sampling: .topK(40, seed: 7), stopSequences: ["END"])

    @Test func jsonWithoutTheNewFieldsDecodesWithThemOff() throws {
        let decoded = try JSONDecoder().decode(GenerationOptions.self, from: Data(Self.legacyJSON.utf8))
        #expect(decoded == Self.legacy)
        #expect(decoded.repetitionPenalty == nil && decoded.frequencyPenalty == nil && decoded.presencePenalty == nil)
        #expect(decoded.penaltyWindow == nil && decoded.minP == nil)
    }

    /// Unset fields are not encoded, so the bytes `SummaryCache.key` hashes (and therefore every
    /// key already on disk) are what they were.
    @Test func optionsWithoutTheNewFieldsEncodeAsBefore() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        #expect(String(decoding: try encoder.encode(Self.legacy), as: UTF8.self) == Self.legacyJSON)
        let transcript = Transcript(entries: [.prompt("text")])
        var penalized = Self.legacy
        penalized.repetitionPenalty = 1.2
        #expect(SummaryCache.key(for: transcript, options: penalized, modelIdentifier: "m")
            != SummaryCache.key(for: transcript, options: Self.legacy, modelIdentifier: "m"))
    }

    @Test func newFieldsRoundTrip() throws {
        let options = GenerationOptions(
            temperature: 0.8, sampling: .topP(0.9, seed: 1), repetitionPenalty: 1.1, frequencyPenalty: 0.2,
            presencePenalty: -0.3, penaltyWindow: 256, minP: 0.05)
        let data = try JSONEncoder().encode(options)
        #expect(try JSONDecoder().decode(GenerationOptions.self, from: data) == options)
    }

    /// Options that bypassed `init` (decoded, or set field by field) are refused with the field's name.
    @Test(arguments: [
        (#"{"sampling":{"greedy":{}},"stopSequences":[],"repetitionPenalty":0}"#, "repetitionPenalty"),
        (#"{"sampling":{"greedy":{}},"stopSequences":[],"minP":1.5}"#, "minP"),
        (#"{"sampling":{"greedy":{}},"stopSequences":[],"penaltyWindow":-1}"#, "penaltyWindow"),
        (#"{"sampling":{"greedy":{}},"stopSequences":[],"maximumResponseTokens":0}"#, "maximumResponseTokens"),
        (#"{"sampling":{"greedy":{}},"stopSequences":[],"temperature":-1}"#, "temperature"),
    ])
    func outOfRangeValuesAreNamedByValidate(json: String, field: String) throws {
        let options = try JSONDecoder().decode(GenerationOptions.self, from: Data(json.utf8))
        #expect {
            try options.validate()
        } throws: { error in
            "\(error)".contains(field)
        }
        try GenerationOptions(repetitionPenalty: 1.2, penaltyWindow: 0, minP: 1).validate()
    }
}
