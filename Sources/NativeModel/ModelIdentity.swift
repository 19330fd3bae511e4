import GGUF

/// Whether a model was trained to chat or only to continue text.
public enum ModelKind: String, Sendable, Equatable {
    /// A pretrained model: it continues text. Prompt it as a completion (a few-shot frame, a
    /// plain-text dialogue, a `TL;DR:` cue), never with another model's turn markers, which it
    /// echoes back.
    case base
    /// An instruction-tuned (chat) model: it answers turns written in its chat template.
    case instruct
}

/// What a GGUF file says it is: its name, whether it is a base or an instruct model, and the
/// evidence for that, in words a user can check against the file's metadata.
///
/// Read from the file alone, never from its file name (which users choose, and which was wrong
/// for this package's own Gemma file once). The evidence, strongest first:
/// 1. `tokenizer.chat_template` present: instruct (a chat format ships with a chat model).
/// 2. `general.finetune`, `general.name`, `general.basename` or `general.tags` naming an instruct
///    tuning (`instruct`, `-it`, `chat`, `sft`, `dpo`, `rlhf`, `conversational`): instruct.
/// 3. Otherwise: base.
public struct ModelIdentity: Sendable, Equatable {
    /// `general.name`, else `general.basename`, if the file has either.
    public let name: String?
    /// Base or instruct.
    public let kind: ModelKind
    /// Why `kind` was decided, e.g. `no tokenizer.chat_template, and general.name "Gemma 3 270m" names no instruct tuning`.
    public let evidence: String
    /// True when the file carries its own Jinja chat template.
    public let hasChatTemplate: Bool

    /// Words that mark an instruction-tuned checkpoint in a name, fine-tune label or tag.
    static let instructMarkers = ["instruct", "chat", "sft", "dpo", "rlhf", "conversational", "assistant"]

    /// Reads the identity from a file's metadata.
    /// - Complexity: O(number of tags).
    public init(metadata: GGUFMetadata) {
        self.init(
            chatTemplate: metadata[GGUFKey.Tokenizer.chatTemplate]?.string, name: metadata[GGUFKey.name]?.string,
            basename: metadata[GGUFKey.basename]?.string, finetune: metadata[GGUFKey.finetune]?.string,
            tags: metadata[GGUFKey.tags]?.stringArray ?? [])
    }

    /// The identity from the metadata values it is read from (`general.*` and the template).
    /// - Complexity: O(number of tags).
    public init(chatTemplate: String?, name: String?, basename: String? = nil, finetune: String? = nil, tags: [String] = []) {
        self.name = name ?? basename
        hasChatTemplate = chatTemplate.map { !$0.isEmpty } ?? false
        if hasChatTemplate {
            kind = .instruct
            evidence = "the file carries a tokenizer.chat_template"
            return
        }
        let labelled: [(key: String, value: String)] =
            [(GGUFKey.finetune, finetune), (GGUFKey.name, name), (GGUFKey.basename, basename)].compactMap { key, value in value.map { (key, $0) } }
            + tags.map { (GGUFKey.tags, $0) }
        if let hit = labelled.first(where: { Self.namesInstructTuning($0.value) }) {
            kind = .instruct
            evidence = "no tokenizer.chat_template, but \(hit.key) \"\(hit.value)\" names an instruct tuning"
            return
        }
        kind = .base
        evidence = "no tokenizer.chat_template, and "
            + (self.name.map { "\(GGUFKey.name) \"\($0)\" names no instruct tuning" } ?? "no \(GGUFKey.name), finetune or tag names an instruct tuning")
    }

    /// True for labels such as `Instruct`, `gemma-3-270m-it`, `chat`, `SmolLM2 135M Instruct`.
    static func namesInstructTuning(_ label: String) -> Bool {
        let words = label.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
        return words.contains { word in word == "it" || instructMarkers.contains(word) }
    }
}
