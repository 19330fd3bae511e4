#if !canImport(FoundationModels)
extension LanguageModelSession {
    /// Stand-in for `protocol LanguageModelSession.DynamicProfile` (27.0+): "the top-level
    /// coordination layer that manages profiles". The real protocol has a `body` built with
    /// result builders; the stand-in has no requirements and understands only the profiles it
    /// makes (`Profile(instructions:)` and the modifiers below).
    public protocol DynamicProfile {}

    /// Stand-in for `struct LanguageModelSession.Profile` (27.0+): "a profile that contains
    /// dynamic instructions". The real initializer takes a `@DynamicInstructionsBuilder` closure;
    /// the stand-in takes the instructions as text.
    public struct Profile: DynamicProfile, ProfileSettingsProviding {
        var settings: ProfileSettings

        /// Stand-in only: a profile with these instructions (nil for none).
        public init(instructions: String? = nil) {
            settings = ProfileSettings(instructions: instructions)
        }
    }
}

extension LanguageModelSession.DynamicProfile {
    /// `func historyTransform(_ transform: @escaping ([Transcript.Entry]) -> [Transcript.Entry]) -> some LanguageModelSession.DynamicProfile` (27.0+):
    /// "applies a transformation to the history prior to invoking the model". Synchronous and
    /// non-throwing, as documented.
    public func historyTransform(_ transform: @escaping ([Transcript.Entry]) -> [Transcript.Entry]) -> some LanguageModelSession.DynamicProfile {
        var settings = (self as? ProfileSettingsProviding)?.settings ?? ProfileSettings()
        settings.historyTransforms.append(transform)
        return ModifiedProfile(settings: settings)
    }

    /// `func model(_ model: any LanguageModel) -> some LanguageModelSession.DynamicProfile` (27.0+): "sets the model".
    public func model(_ model: any LanguageModel) -> some LanguageModelSession.DynamicProfile {
        var settings = (self as? ProfileSettingsProviding)?.settings ?? ProfileSettings()
        settings.provider = ProviderBox(model)
        return ModifiedProfile(settings: settings)
    }
}

/// What a stand-in profile configures.
struct ProfileSettings {
    var instructions: String? = nil
    var provider: ProviderBox? = nil
    var historyTransforms: [([Transcript.Entry]) -> [Transcript.Entry]] = []
}

protocol ProfileSettingsProviding {
    var settings: ProfileSettings { get }
}

/// A stand-in profile with modifiers applied.
struct ModifiedProfile: LanguageModelSession.DynamicProfile, ProfileSettingsProviding {
    var settings: ProfileSettings
}
#endif
