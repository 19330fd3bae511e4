import ContextBudget
import Foundation
import GGUF
import NativeModel
import Testing
import Tokenizers

/// Base or instruct, read from what a file says about itself, and what the engine then does.
struct ModelIdentityTests {
    @Test(arguments: [
        (nil, "Gemma 3 270m", nil, nil, [], ModelKind.base),
        (nil, "Llama 3.2 1B", "Llama-3.2", nil, [], .base),
        (nil, "Qwen2.5 0.5B", nil, nil, ["text-generation"], .base),
        (nil, "Italian Model", nil, nil, [], .base),
        ("{{ messages }}", "Gemma 3 270m", nil, nil, [], .instruct),
        (nil, "SmolLM2 135M Instruct", nil, nil, [], .instruct),
        (nil, "gemma-3-270m-it", nil, nil, [], .instruct),
        (nil, "Llama 3.2 1B", nil, "Instruct", [], .instruct),
        (nil, nil, "mistral", nil, ["conversational"], .instruct),
    ] as [(String?, String?, String?, String?, [String], ModelKind)])
    func kindFollowsTheFilesOwnMetadata(template: String?, name: String?, basename: String?, finetune: String?, tags: [String], expected: ModelKind) {
        let identity = ModelIdentity(chatTemplate: template, name: name, basename: basename, finetune: finetune, tags: tags)
        #expect(identity.kind == expected, "\(identity.evidence)")
        #expect(identity.name == (name ?? basename))
        #expect(!identity.evidence.isEmpty)
    }

    /// The bundled Gemma file is the base model, whatever it was once called, and says why.
    @Test(.enabled(if: GemmaFile.isPresent, GemmaFile.notFetched)) func theBundledGemmaIsABaseModel() throws {
        let file = try GGUFFile(contentsOf: GemmaFile.require())
        let identity = ModelIdentity(metadata: file.metadata)
        #expect(identity.kind == .base)
        #expect(!identity.hasChatTemplate)
        #expect(identity.evidence.contains("no tokenizer.chat_template"), "\(identity.evidence)")
    }

    /// Prompted as a plain dialogue, a base model's answer is what follows `Assistant:` and stops
    /// before the next `User:` line; by default the family's format stays (llama.cpp's choice).
    @Test(.enabled(if: GemmaFile.isPresent, GemmaFile.notFetched)) func aBaseModelIsPromptedAsADialogueWhenAsked() async throws {
        let dialogue = try NativeLanguageModel(url: GemmaFile.require(), contextSize: 512, basePrompting: .plainDialogue)
        #expect(dialogue.chatTemplate is PlainDialogueTemplate)
        #expect(dialogue.templateReason.contains("base model"), "\(dialogue.templateReason)")
        let transcript = Transcript(entries: [.prompt("What is the capital of France?")])
        let tokens = dialogue.promptTokens(for: transcript)
        #expect(tokens.first == 2, "Gemma's <bos> first")
        #expect(try dialogue.tokenizer.decode(Array(tokens.dropFirst())) == "User: What is the capital of France?\nAssistant:")
        #expect(try await dialogue.tokenCount(for: transcript) == tokens.count)
        let options = GenerationOptions(maximumResponseTokens: 48)
        let answer = try await dialogue.generate(transcript, options: options)
        #expect(!answer.contains("\nUser:"), "the turn ends at the next user line: \(answer.debugDescription)")
        var pieces: [String] = []
        for try await piece in dialogue.streamResponse(to: transcript, options: options) { pieces.append(piece) }
        #expect(pieces.joined() == answer, "no piece shows the start of the stop line before it is cut")

        let family = try NativeLanguageModel(url: GemmaFile.require(), contextSize: 512)
        #expect(family.chatTemplate is GemmaChatTemplate)
        #expect(family.identity == dialogue.identity)
    }
}
