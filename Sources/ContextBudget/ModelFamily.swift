/// The family a model belongs to, as its backend reports it: what prompt layouts are tuned to.
///
/// Why: small models of different families follow different prompt layouts. Gemma 3 270M echoes
/// a system message that its chat template folds into the user turn, and copies `<document>`
/// tags; the summarizer picks its prompts per family (`SummaryPromptLayout.recommended(for:)`).
/// A GGUF file reports its architecture, a server the name of the model it serves.
public enum ModelFamily: String, Sendable, Hashable, Codable, CaseIterable {
    /// Google's Gemma (GGUF architecture `gemma`, `gemma2`, `gemma3`).
    case gemma
    /// Meta's Llama and the models built on its architecture (GGUF `llama`).
    case llama
    /// Alibaba's Qwen (GGUF `qwen2`, `qwen3`).
    case qwen
    /// `ExtractiveModel`: it reads its material between `<document>` tags.
    case extractive
    /// Anything else: the default entry of every per-family table.
    case unknown

    /// The family a model name, file name or GGUF architecture names: the first of "extractive",
    /// "gemma", "qwen" and "llama" that it contains, case-insensitively, else `.unknown`.
    ///
    /// A name is what a server reports (`gemma-3-270m-it-Q4_K_M.gguf`, `Qwen/Qwen2.5-7B-Instruct`,
    /// `meta-llama/Llama-3.2-1B-Instruct`), so a substring is the honest test; "llama" comes last
    /// because servers put it in names of other families ("llama.cpp/qwen…").
    /// - Complexity: O(n) in the length of `name`.
    public init(name: String) {
        let lowered = name.lowercased()
        self = [ModelFamily.extractive, .gemma, .qwen, .llama].first { lowered.contains($0.rawValue) } ?? .unknown
    }
}
