/// Checks that a model's answer to a summary call is a summary: not empty, not the prompt's
/// scaffolding echoed back, not a loop, not one verbatim copy of the input when a shorter text
/// was asked; and says how to retry when it is not.
///
/// Why: small models copy and loop under greedy decoding. Gemma 3 270M, asked to summarize the
/// EHP article, answered with the summarizer's instructions followed by `<document>` repeated to
/// its cap, and a reduce then summarized that garbage; fixtures of such answers are in
/// `Tests/Fixtures/ResponseGuard/`. `Summarizer` (every map, collapse, reduce, whole and refine
/// call) and the trimmer's rolling summary send each answer through `defect(in:for:)`; a flagged
/// answer is retried once with `retryOptions(from:)`, then replaced by the extractive summary of
/// the call's input at the same cap.
///
/// Every threshold is a parameter. The defaults were set on those fixtures and on every call of
/// the extractive model over Corpora at 4K and 2K (which copies whole sentences by design and
/// must never be flagged): see `ResponseGuardTests` for the margins.
///
/// - Complexity: `defect(in:for:)` is O(n) hashing in the words of the answer, material and scaffolding.
public struct ResponseGuard: Sendable, Hashable {
    /// Words per n-gram in the distinct-n-gram ratio (4).
    public var loopGramLength = 4
    /// An answer is a loop when fewer than this fraction of its `loopGramLength`-grams are new:
    /// an n-gram counts once more than the material has it, or once when the material lacks it,
    /// and every further occurrence is a repeat (0.5: text that says everything twice). The
    /// material's own repetitions are allowed, so that a summary of a repetitive document is not
    /// a loop.
    public var minimumDistinctGramRatio = 0.5
    /// Words per n-gram when looking for repeated spans (8): long enough that set phrases
    /// ("and it came to pass, that") do not count.
    public var repeatedSpanLength = 8
    /// An answer with at least this fraction of its words inside a `repeatedSpanLength`-gram
    /// that occurs more often than in the material (and twice or more) is a loop (0.3): a
    /// paragraph repeated, or a good start that ends in a loop.
    public var maximumRepeatedSpanFraction = 0.3
    /// Answers with fewer words are not checked for n-gram loops (24): too few n-grams to judge.
    public var minimumWordsForLoopCheck = 24
    /// Two sentences of at least `minimumTermsForRepeatedSentence` terms whose term sets have
    /// this Jaccard similarity are the same sentence written twice, a loop (0.8, as the
    /// extractive model's own near-duplicate filter).
    public var repeatedSentenceSimilarity = 0.8
    /// Sentences with fewer terms are not compared (4): "See above." may well occur twice.
    public var minimumTermsForRepeatedSentence = 4
    /// An answer holding a run of this many words of the instructions or template that the
    /// material does not hold echoes the prompt (6).
    public var echoGramLength = 6
    /// Words per n-gram when looking for text copied from the input (8).
    public var copyGramLength = 8
    /// When a summary of source text longer than the answer's cap was asked, an answer is a
    /// transcription, not a summary, when one contiguous span copied from the input makes up at
    /// least this fraction of it (0.8), and that span reads the input out from its first
    /// sentence on, across at least two sentences, for long: `minimumCopiedWords`, or
    /// `minimumCopiedMaterialFraction` of the input.
    ///
    /// Why so many conditions: an extractive summary copies sentences by design. Mostly they
    /// come from different places, but when its best sentences are neighbours they form one
    /// span, and a single long sentence cut to the cap is one span by necessity. What it does
    /// not do is read the input out from the start: every copying answer of Gemma 3 270M in the
    /// fixtures does (after its echo, if any). Over Corpora at 4K and 2K no extractive answer
    /// meets all the conditions (`ExtractiveCorporaSummaryTests` prints the closest ones).
    public var maximumCopiedFraction = 0.8
    /// A copied span of at least this many words is long (150): about 200 tokens of transcription.
    public var minimumCopiedWords = 150
    /// A copied span of at least this fraction of the input is long too (0.4, in bytes, so
    /// that a chunk of tables with a paragraph of prose on top is not taken for a short input):
    /// a short input copied from its start, as Gemma 3 270M does with half of the EHP abstract.
    /// The extractive answers closest to it over Corpora reach 0.23.
    public var minimumCopiedMaterialFraction = 0.4
    /// Sentences of the input a copied span must cover (2): one long sentence cut to the cap is
    /// what an extractive answer is when its best sentence is longer than the cap.
    public var minimumCopiedSentences = 2
    /// Answers with fewer words are never copies (40): a sentence or two quoted is a fine summary.
    public var minimumWordsForCopyCheck = 40
    /// Stop decoding an answer as soon as its text so far is an echo or a loop, when the model
    /// streams its tokens (`TokenStreamingLanguageModel`); see `streamingDefect(in:for:)`.
    public var stopsStreamsEarly = true
    /// Bytes a streamed answer grows by between two checks (256, about 50 words): the check
    /// costs about as much as the answer is long, so checking every token would be quadratic.
    public var streamCheckIntervalBytes = 256
    /// Sampling temperature of the retry (0.8).
    public var retryTemperature = 0.8
    /// Tokens the retry samples among (40).
    public var retryTopK = 40
    /// Seed of the retry's sampling, so that a rerun gives the same answer.
    public var retrySeed: UInt64 = 0x5EED

    /// The defaults.
    public static let standard = ResponseGuard()

    /// Thresholds as documented on each property.
    public init() {}

    /// What an answer is checked against.
    public struct Call: Sendable {
        /// The prompt's own words: instructions and template without the material.
        public var scaffolding: String
        /// The text the call asked to summarize.
        public var material: String
        /// True when the material is source text longer than the answer may be, so that a copy of
        /// it is no summary. False for merges of partial summaries: they are summaries already,
        /// and keeping some of them verbatim is what an extractive merge does.
        public var compressionAsked: Bool

        /// - Parameters:
        ///   - scaffolding: instructions and the template with its placeholders removed.
        ///   - material: what was to be summarized.
        ///   - compressionAsked: whether the material is source text over the answer's cap.
        public init(scaffolding: String, material: String, compressionAsked: Bool) {
            self.scaffolding = scaffolding
            self.material = material
            self.compressionAsked = compressionAsked
        }
    }

    /// The first defect of `answer` (checked in the order empty, echo, loop, copy), or nil when it is fine.
    public func defect(in answer: String, for call: Call) -> ResponseDefect? {
        let measured = measure(answer, for: call)
        guard measured.wordCount > 0 else { return ResponseDefect(kind: .empty, detail: "no words") }
        if let (tag, count) = measured.echoedTag {
            return ResponseDefect(kind: .echo, detail: "copies the prompt's \(tag) \(count) time(s)")
        }
        if let run = measured.echoedRun {
            return ResponseDefect(kind: .echo, detail: "repeats the instructions: \"\(run)\"")
        }
        if let ratio = measured.distinctGramRatio, ratio < minimumDistinctGramRatio {
            return ResponseDefect(kind: .loop, detail: "only \(Self.format(ratio)) of its \(loopGramLength)-grams are not repeats (limit \(Self.format(minimumDistinctGramRatio)))")
        }
        if let fraction = measured.repeatedSpanFraction, fraction >= maximumRepeatedSpanFraction {
            return ResponseDefect(kind: .loop, detail: "\(Self.format(fraction)) of the words are in repeated \(repeatedSpanLength)-word spans (limit \(Self.format(maximumRepeatedSpanFraction)))")
        }
        if let sentence = measured.repeatedSentence {
            return ResponseDefect(kind: .loop, detail: "writes a sentence twice: \"\(sentence.prefix(80))\"")
        }
        if call.compressionAsked, isTranscription(measured) {
            return ResponseDefect(kind: .copy, detail: "\(measured.copiedSpanWords) of its \(measured.wordCount) words are one span read out from the start of the input")
        }
        return nil
    }

    /// Whether the measured answer reads its input out (see `maximumCopiedFraction`).
    func isTranscription(_ measured: Measurements) -> Bool {
        measured.wordCount >= minimumWordsForCopyCheck && measured.copiedFraction >= maximumCopiedFraction
            && measured.copyStartsTheInput && measured.copiedSentences >= minimumCopiedSentences
            && (measured.copiedSpanWords >= minimumCopiedWords
                || measured.copiedShareOfMaterial >= minimumCopiedMaterialFraction)
    }

    /// What `defect(in:for:)` compares with its thresholds; tests read it to show the margins.
    struct Measurements {
        var wordCount = 0
        /// A delimiter of the prompt that the answer holds more often than the material, and how often.
        var echoedTag: (String, Int)?
        /// The first `echoGramLength` words of the scaffolding (not in the material) found in the answer.
        var echoedRun: String?
        /// `loopGramLength`-grams that are not repeats beyond the material's, over all of them;
        /// nil below `minimumWordsForLoopCheck` words.
        var distinctGramRatio: Double?
        /// Fraction of words inside a `repeatedSpanLength`-gram repeated beyond the material's
        /// count; nil below `minimumWordsForLoopCheck` words.
        var repeatedSpanFraction: Double?
        /// A sentence whose near-duplicate came earlier.
        var repeatedSentence: String?
        /// The longest contiguous span copied from the material, in words, and as a fraction of the answer.
        var copiedSpanWords = 0
        var copiedFraction: Double { wordCount > 0 ? Double(copiedSpanWords) / Double(wordCount) : 0 }
        /// Sentences of the material that span touches: 1, or 2 when it goes on past the first
        /// (only the first sentence is located: a transcription starts there).
        var copiedSentences = 0
        /// True when the span starts in the material's first sentence.
        var copyStartsTheInput = false
        /// The span's share of the material, in UTF-8 bytes (estimated: the span's share of the
        /// answer's words times the answer's bytes).
        var copiedShareOfMaterial = 0.0
    }

    /// Every measurement of `answer` against `call`.
    ///
    /// The material is long (a whole chunk) and the answer short, so the material is read only as
    /// far as each check needs: its n-grams only when the answer repeats itself or meets the
    /// scaffolding, and for copies only its opening (a transcription starts there). Measured on
    /// the Jargon File through 4K, this keeps the guard to a small part of the extractive calls' time.
    func measure(_ answer: String, for call: Call) -> Measurements {
        var measured = Measurements()
        var vocabulary: [String: Int] = [:]
        let sentences = SentenceSplitter.sentences(in: answer)
        let words = WordSequence(sentences: sentences, vocabulary: &vocabulary)
        measured.wordCount = words.count
        guard words.count > 0 else { return measured }
        var wholeMaterial: WordSequence? = nil
        func material() -> WordSequence {
            if let wholeMaterial { return wholeMaterial }
            let sequence = WordSequence(call.material, vocabulary: &vocabulary)
            wholeMaterial = sequence
            return sequence
        }

        // Echo: the prompt's delimiters, or a run of its instructions.
        for tag in Self.tags(in: call.scaffolding) where measured.echoedTag == nil {
            let inAnswer = Self.occurrences(of: tag, in: answer)
            if inAnswer > 0, inAnswer > Self.occurrences(of: tag, in: call.material) { measured.echoedTag = (tag, inAnswer) }
        }
        let scaffolding = WordSequence(call.scaffolding, vocabulary: &vocabulary)
        var prompt = Set(scaffolding.grams(length: echoGramLength))
        prompt.formIntersection(words.grams(length: echoGramLength))
        if !prompt.isEmpty {
            prompt.subtract(material().grams(length: echoGramLength))
            if let start = words.grams(length: echoGramLength).firstIndex(where: prompt.contains) {
                let names = Self.names(vocabulary)
                measured.echoedRun = words.ids[start..<start + echoGramLength].map { names[$0] }.joined(separator: " ")
            }
        }

        // Loops: n-grams said more often than the material says them (a document that repeats
        // itself, such as a manual's "Use this icon to insert …" lines, gives an extractive
        // summary repeated n-grams that are no loop), long spans said twice, a sentence twice.
        if words.count >= minimumWordsForLoopCheck {
            // Within sentences: an extractive answer joins sentences from different places, and the
            // n-grams across its joins ("… window. You can also …") are its own, not repeats.
            let grams = words.grams(length: loopGramLength, withinSentences: true)
            let excess = Self.excessOccurrences(grams) { material().grams(length: loopGramLength) }
            measured.distinctGramRatio = 1 - Double(excess.total) / Double(max(1, grams.count))
            let spans = words.positionedGrams(length: repeatedSpanLength)
                .filter { words.sentenceIndices[$0.start] == words.sentenceIndices[$0.start + repeatedSpanLength - 1] }
            let repeated = Self.excessOccurrences(spans.map(\.gram)) { material().grams(length: repeatedSpanLength) }.grams
            var covered = [Bool](repeating: false, count: words.count)
            for (start, gram) in spans where repeated.contains(gram) {
                for index in start..<start + repeatedSpanLength { covered[index] = true }
            }
            measured.repeatedSpanFraction = Double(covered.lazy.filter { $0 }.count) / Double(words.count)
        }
        if sentences.count >= 2 {
            let signatures = sentences.map(NearDuplicateFilter.Signature.init)
            search: for later in signatures.indices where signatures[later].terms.count >= minimumTermsForRepeatedSentence {
                for earlier in 0..<later where signatures[earlier].terms.count >= minimumTermsForRepeatedSentence {
                    if NearDuplicateFilter.similar(signatures[earlier], signatures[later], threshold: repeatedSentenceSimilarity) {
                        measured.repeatedSentence = sentences[later]
                        break search
                    }
                }
            }
        }

        // Copy: the longest run of answer n-grams that continue each other in the opening of the
        // material (the n-gram at i + 1 sits one word after the one at i). Between two sentences
        // taken from different places the n-grams that straddle the join are not in the
        // material, so the run stops there; the sentences of the material it spans are counted.
        // A transcription starts in the first sentence and is no longer than the answer, so the
        // opening read is a few times the answer's length.
        if words.count >= copyGramLength {
            // The first sentence, from a short prefix (a longer first sentence counts as that prefix).
            let firstSentence = SentenceSplitter.sentences(in: String(call.material.prefix(2000))).first ?? ""
            let firstSentenceWords = WordSequence(firstSentence, vocabulary: &vocabulary).count
            let material = WordSequence(
                call.material, vocabulary: &vocabulary, maximumWords: firstSentenceWords + words.count + copyGramLength,
                firstSentenceWords: firstSentenceWords)
            var firstPosition: [Int: Int] = [:]
            for (start, gram) in material.positionedGrams(length: copyGramLength) where firstPosition[gram] == nil {
                firstPosition[gram] = start
            }
            var best = (length: 0, from: 0, to: 0)
            var run = 0, runStart = 0, previous = -2
            for (_, gram) in words.positionedGrams(length: copyGramLength) {
                guard let position = firstPosition[gram] else { run = 0; previous = -2; continue }
                if run > 0, position == previous + 1 { run += 1 } else { run = 1; runStart = position }
                previous = position
                if run > best.length { best = (run, runStart, position + copyGramLength - 1) }
            }
            if best.length > 0 {
                measured.copiedSpanWords = best.length + copyGramLength - 1
                measured.copiedSentences = material.sentenceIndices[best.to] - material.sentenceIndices[best.from] + 1
                measured.copyStartsTheInput = material.sentenceIndices[best.from] == 0
                measured.copiedShareOfMaterial = measured.copiedFraction * Double(answer.utf8.count) / Double(max(1, call.material.utf8.count))
            }
        }
        return measured
    }

    /// The options of the retry: seeded top-k sampling at `retryTemperature`, same cap and stops.
    public func retryOptions(from options: GenerationOptions) -> GenerationOptions {
        var retry = options
        retry.temperature = retryTemperature
        retry.sampling = .topK(retryTopK, seed: retrySeed)
        // HOOK(sampling-penalties): when GenerationOptions carries repetition / frequency /
        // presence penalties, set them here too (e.g. a repetition penalty of 1.3): the retry
        // follows an answer that looped or copied, which is what they counter.
        return retry
    }

    // MARK: - Helpers

    /// Occurrences of answer n-grams beyond what the material has (at least one each is free),
    /// and the n-grams that have such excess occurrences.
    /// `material` is called only when some n-gram occurs twice in the answer.
    static func excessOccurrences(_ grams: [Int], material: () -> [Int]) -> (total: Int, grams: Set<Int>) {
        var answerCounts: [Int: Int] = [:]
        for gram in grams { answerCounts[gram, default: 0] += 1 }
        guard answerCounts.count < grams.count else { return (0, []) }
        var materialCounts: [Int: Int] = [:]
        for gram in material() where answerCounts[gram, default: 0] > 1 { materialCounts[gram, default: 0] += 1 }
        var total = 0
        var repeated = Set<Int>()
        for (gram, count) in answerCounts {
            let extra = count - max(1, materialCounts[gram] ?? 0)
            if extra > 0 {
                total += extra
                repeated.insert(gram)
            }
        }
        return (total, repeated)
    }

    /// The markup tags of `text`: `<document>`, `</document>`, `<start_of_turn>`.
    static func tags(in text: String) -> [String] {
        var tags: [String] = []
        var current: String? = nil
        for character in text {
            if character == "<" {
                current = "<"
            } else if var tag = current {
                tag.append(character)
                if character == ">" {
                    if tag.count > 2, !tags.contains(tag) { tags.append(tag) }
                    current = nil
                } else if !(character.isLetterFast || character.isNumberFast || character == "_" || character == "-" || (character == "/" && tag == "</")) {
                    current = nil
                } else {
                    current = tag
                }
            }
        }
        return tags
    }

    static func occurrences(of needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    private static func names(_ vocabulary: [String: Int]) -> [String] {
        var names = [String](repeating: "", count: vocabulary.count)
        for (word, id) in vocabulary { names[id] = word }
        return names
    }

    private static func format(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
    }
}
