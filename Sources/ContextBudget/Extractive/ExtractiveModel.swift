import Tokenizers

/// A weight-free, deterministic model that answers with the most representative sentences of
/// its prompt's material: the package's embedded default and the workhorse of its tests.
///
/// It behaves like a small on-device model where budgets are concerned: it counts with a real
/// or estimating tokenizer, has a context window (4,096 by default), and throws
/// `GenerationError.exceededContextWindowSize` when the prompt, plus the response it was asked
/// to allow for, does not fit.
///
/// The material is the text between `<document>` and `</document>` in the newest prompt (all
/// such blocks), or the whole newest prompt when it has none. Sentences are scored by
/// centrality, position in the material and in its sections, and length (see `MaterialLayout`
/// and `SentenceScorer`); the best are taken while they fit `maximumResponseTokens`, each pick
/// discounted by its overlap with the sentences already taken (`redundancyWeight`) and any
/// sentence near-identical to one already taken skipped (`NearDuplicateFilter`), and they are
/// returned in source order. Markdown headings are read for structure, never quoted.
public struct ExtractiveModel: TokenizedLanguageModel {
    public let contextSize: Int
    public let tokenCounter: any TokenCounter
    public let chatTemplate: any ChatTemplate
    public var identifier: String { "extractive-v1/\(tokenCounter.name)" }

    /// - Parameters:
    ///   - contextSize: tokens of prompt and response together; 4,096 like the on-device model.
    ///   - tokenCounter: how text is counted; the estimator unless an exact tokenizer is given.
    ///   - chatTemplate: the prompt format charged in counts.
    public init(
        contextSize: Int = 4096, tokenCounter: any TokenCounter = TokenEstimator(),
        chatTemplate: any ChatTemplate = EstimatedChatTemplate()
    ) {
        precondition(contextSize > 0, "contextSize must be positive")
        self.contextSize = contextSize
        self.tokenCounter = tokenCounter
        self.chatTemplate = chatTemplate
    }

    public func generate(_ transcript: Transcript, options: GenerationOptions) async throws -> String {
        try Task.checkCancellation()
        // Sentences of the material are never an instance of a schema: refuse rather than answer text.
        if options.responseSchema != nil { try requireStructuredOutput() }
        let promptTokens = try await tokenCount(for: transcript)
        let requested = options.maximumResponseTokens ?? 0
        guard promptTokens + requested <= contextSize, promptTokens < contextSize else {
            throw GenerationError.exceededContextWindowSize(needed: promptTokens + requested, available: contextSize)
        }
        guard let prompt = transcript.latestPrompt else {
            throw GenerationError.invalidResponse("the transcript has no prompt to answer")
        }
        let material = Self.material(of: prompt)
        let available = contextSize - promptTokens
        let cap = options.maximumResponseTokens
            ?? min(available, max(32, tokenCounter.count(material) / 5))
        var answer = summarize(material, maximumTokens: min(cap, available))
        for stop in options.stopSequences where !stop.isEmpty {
            if let range = answer.range(of: stop) { answer = String(answer[..<range.lowerBound]) }
        }
        return answer
    }

    /// The text a prompt asks to summarize: its `<document>` blocks, or all of it.
    static func material(of prompt: String) -> String {
        var blocks: [Substring] = []
        var rest = prompt[...]
        while let open = rest.range(of: "<document>"), let close = rest[open.upperBound...].range(of: "</document>") {
            blocks.append(rest[open.upperBound..<close.lowerBound])
            rest = rest[close.upperBound...]
        }
        return blocks.isEmpty ? prompt : blocks.joined(separator: "\n\n")
    }

    /// The best sentences of `material`, in source order, within `maximumTokens`.
    func summarize(_ material: String, maximumTokens: Int) -> String {
        let layout = MaterialLayout(material)
        let sentences = layout.sentences.map(\.text)
        guard !sentences.isEmpty, maximumTokens > 0 else { return "" }
        let termSets = sentences.map { Set(SentenceScorer.terms(of: $0)) }
        let scores = SentenceScorer.scores(of: layout, termSets: termSets)
        let ranked = sentences.indices.sorted { scores[$0] != scores[$1] ? scores[$0] > scores[$1] : $0 < $1 }
        let redundancy = Self.redundancyWeight

        var chosen: [Int] = []
        var used = 0
        var distinct = NearDuplicateFilter()
        // Maximal marginal relevance: each pick is the best score discounted by its overlap
        // with what is already taken.
        // Term sets as sorted small integers: the overlaps are merges of int arrays, not string
        // hashes, which cost far more CPU on a long document's many calls.
        var ids: [String: Int] = [:]
        let termIDs = termSets.map { terms in
            terms.map { term in
                if let id = ids[term] { return id }
                ids[term] = ids.count
                return ids.count - 1
            }.sorted()
        }
        var overlap = [Double](repeating: 0, count: sentences.count)
        var open = ranked.filter { scores[$0] > 0 }
        var costs = [Int](repeating: -1, count: sentences.count)
        while !open.isEmpty {
            var best = -1
            var bestValue = -Double.infinity
            var keep: [Int] = []
            for index in open {
                if costs[index] < 0 { costs[index] = tokenCounter.count(sentences[index]) + 1 }
                guard used + costs[index] <= maximumTokens else { continue }
                keep.append(index)
                let value = scores[index] * (1 - redundancy * overlap[index])
                if value > bestValue { bestValue = value; best = index }
            }
            open = keep
            guard best >= 0 else { break }
            open.removeAll { $0 == best }
            if distinct.keep(.init(terms: termSets[best], sentence: sentences[best])) {
                chosen.append(best)
                used += costs[best]
                let terms = termIDs[best]
                for index in open where !terms.isEmpty && !termIDs[index].isEmpty {
                    let cosine = Double(Self.sharedCount(terms, termIDs[index])) / (Double(terms.count) * Double(termIDs[index].count)).squareRoot()
                    overlap[index] = max(overlap[index], cosine)
                }
            }
        }
        // Counts are not additive: measure the joined answer and drop the weakest until it fits.
        chosen.sort()
        var answer = Self.join(chosen.map { sentences[$0] })
        while tokenCounter.count(answer) > maximumTokens,
              let weakest = chosen.indices.min(by: { scores[chosen[$0]] != scores[chosen[$1]] ? scores[chosen[$0]] < scores[chosen[$1]] : chosen[$0] > chosen[$1] }) {
            chosen.remove(at: weakest)
            answer = Self.join(chosen.map { sentences[$0] })
        }
        if chosen.isEmpty, let best = ranked.first {
            answer = truncate(sentences[best], toTokens: maximumTokens)
        }
        return answer
    }

    /// Sentences joined with a space, or with a blank line after one that has no terminator (a
    /// heading, a list item, a line of a table): joined with a space, it would read as the start
    /// of the next sentence, to a reader and to `SentenceSplitter` alike, and a merge call would
    /// then compare and deduplicate the wrong sentences.
    static func join(_ sentences: [String]) -> String {
        var answer = ""
        var previous: String? = nil
        for sentence in sentences {
            if let previous { answer += SentenceSplitter.endsSentence(previous) ? " " : "\n\n" }
            answer += sentence
            previous = sentence
        }
        return answer
    }

    /// How much a sentence's overlap with those already taken (the largest cosine of term sets)
    /// discounts its score, maximal-marginal-relevance style: `score · (1 − 0.5 · overlap)`.
    /// Why: a paper says "this is the first work to propose X" in its introduction and again
    /// in its contributions; the near-duplicate filter (Jaccard 0.8) lets both through, and the
    /// second one tells the reader nothing. 0.5 halves a full repeat's score and leaves a
    /// sentence sharing a third of its terms at 0.83 of its score; 0.3 and 0.7 measured worse.
    static let redundancyWeight = 0.5

    /// Elements common to two sorted arrays of distinct integers.
    /// - Complexity: O(a + b).
    static func sharedCount(_ a: [Int], _ b: [Int]) -> Int {
        var i = 0, j = 0, shared = 0
        while i < a.count, j < b.count {
            if a[i] == b[j] { shared += 1; i += 1; j += 1 } else if a[i] < b[j] { i += 1 } else { j += 1 }
        }
        return shared
    }

    /// The longest prefix of `text` (whole characters) that fits `tokens`.
    func truncate(_ text: String, toTokens tokens: Int) -> String {
        let characters = Array(text)
        var low = 0, high = characters.count
        while low < high {
            let middle = (low + high + 1) / 2
            if tokenCounter.count(String(characters[..<middle])) <= tokens { low = middle } else { high = middle - 1 }
        }
        return String(characters[..<low])
    }
}
