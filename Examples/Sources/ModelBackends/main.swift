import ContextBudget
import Foundation
import HTTPModel
import NativeModel

// A GGUF file run in-process (gemma3, llama, qwen2), here the base Gemma 3 270M of Scripts/fetching/fetch-gemma.sh.
let gguf = ModelLocator.cacheDirectory().appendingPathComponent("models/gemma-3-270m-Q4_K_M.gguf")
let local = try NativeLanguageModel(url: gguf, contextSize: 4096, basePrompting: .plainDialogue)
print(local.identifier, local.identity.kind, local.templateReason)   // base: asked as a plain-text dialogue

// Any OpenAI-compatible server; several URLs share the calls, #NAME is the requests' model field.
let served = try await OpenAICompatibleModel.connect(configuration: .init(
    servers: ["http://127.0.0.1:8080/v1#gemma-3-270m", "http://127.0.0.1:8081/v1"]))
print(served.contextSize)
