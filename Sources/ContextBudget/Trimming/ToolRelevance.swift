/// Ranks tool definitions by how well they match the conversation: lexical, deterministic and
/// weight-free, over each tool's name (split at `_`, `-`, `.` and case changes), description
/// and parameter names.
///
/// A term's weight is its inverse document frequency over the tool set (a word every tool
/// shares tells nothing), counted once per tool; the newest prompt counts fully, recent turns
/// (prompts, answers, tool calls) at half weight. Words are lowercased and lightly stemmed
/// (plural and verb endings), so "files" finds `list_files` and "posting" finds `post_tweet`.
struct ToolRelevance {
    /// Each tool's terms with the weight of where they appear, index-aligned with the tool set.
    private let toolTerms: [[String: Double]]
    private let inverseFrequency: [String: Double]

    /// Where a term appears in a definition, and how much that says: a word of the name says
    /// most; a word of a sentence that many tools share ("This tool belongs to the TwitterAPI…")
    /// says which family the tool is in, little about which member.
    static let nameWeight = 2.0, descriptionWeight = 1.0, parameterWeight = 0.7, sharedSentenceWeight = 0.3

    init(tools: [ToolDefinition]) {
        let shared = ToolCompaction.sharedSentences(in: tools)
        toolTerms = tools.map { Self.terms(of: $0, sharedSentences: shared) }
        var documents: [String: Int] = [:]
        for terms in toolTerms { for term in terms.keys { documents[term, default: 0] += 1 } }
        let count = Double(max(1, tools.count))
        inverseFrequency = documents.mapValues { frequency in
            Double(frequency) >= count ? 0 : log1p(count / Double(frequency))
        }
    }

    /// A score per tool (higher is more relevant) for a newest prompt and some recent text.
    func scores(newestPrompt: String, recentText: String) -> [Double] {
        var weights: [String: Double] = [:]
        for term in Self.words(in: recentText) { weights[term] = max(weights[term] ?? 0, 0.5) }
        for term in Self.words(in: newestPrompt) { weights[term] = 1 }
        // Summed in one fixed order: a dictionary's order differs from one instance to the next
        // (Swift seeds each table), and a float sum in another order can differ in its last bit,
        // which turned a tie between two tools into a different selection on a second trim of the
        // same transcript (the trimmer fuzz target's determinism check found it).
        let query = weights.sorted { $0.key < $1.key }
        return toolTerms.map { terms in
            var score = 0.0
            for (term, weight) in query {
                guard let place = terms[term] else { continue }
                score += weight * place * (inverseFrequency[term] ?? 0)
            }
            return score
        }
    }

    static func terms(of tool: ToolDefinition, sharedSentences: Set<String>) -> [String: Double] {
        var terms: [String: Double] = [:]
        func add(_ words: [String], _ weight: Double) {
            for word in words { terms[word] = max(terms[word] ?? 0, weight) }
        }
        add(words(in: tool.name), nameWeight)
        for sentence in ToolCompaction.sentences(of: tool.description) {
            add(words(in: sentence), sharedSentences.contains(sentence) ? sharedSentenceWeight : descriptionWeight)
        }
        var parameters: [String] = []
        collectParameterNames(tool.parameters, into: &parameters)
        add(parameters, parameterWeight)
        return terms
    }

    private static func collectParameterNames(_ schema: JSONValue, into names: inout [String]) {
        guard case let .object(members) = schema else { return }
        if case let .object(properties)? = members["properties"] {
            for (name, property) in properties.sorted(by: { $0.key < $1.key }) {
                names += words(in: name)
                collectParameterNames(property, into: &names)
            }
        }
        if let items = members["items"] { collectParameterNames(items, into: &names) }
    }

    /// Common verbs of tool names and their everyday synonyms, mapped to one word so that
    /// "fetch the ticket" meets `get_ticket` and "ignite the engine" meets `startEngine`.
    static let synonyms: [String: String] = [
        "fetch": "get", "retriev": "get", "obtain": "get", "show": "get", "view": "get", "display": "get", "look": "get",
        "check": "get", "find": "search", "locat": "search", "lookup": "search",
        "creat": "add", "mak": "add", "new": "add", "draft": "add", "insert": "add", "register": "add",
        "delet": "remove", "eras": "remove", "discard": "remove", "cancel": "remove",
        "dispatch": "send", "forward": "send", "text": "send", "notify": "send",
        "initiat": "start", "begin": "start", "launch": "start", "ignit": "start", "activat": "start", "engag": "start",
        "averag": "mean", "sum": "total", "modify": "updat", "edit": "updat", "chang": "updat",
        "transfer": "mov", "relocat": "mov", "duplicat": "cp", "copy": "cp", "directory": "dir", "folder": "dir",
        "tweet": "tweet", "post": "post",
    ]

    static let stopWords: Set<String> = [
        "a", "an", "the", "and", "or", "of", "to", "in", "on", "for", "with", "by", "at", "from", "is", "are", "be",
        "it", "its", "this", "that", "these", "those", "as", "if", "into", "than", "then", "can", "will", "my", "me",
        "you", "your", "we", "our", "i", "do", "does", "please", "what", "which", "who", "how", "all", "any", "not",
        "no", "so", "also", "tool", "function", "return", "returns", "true", "false", "default", "none", "str",
        "string", "int", "integer", "number", "list", "dict", "object", "array", "bool", "boolean", "value", "type",
        "another", "other", "others", "now", "some", "there", "here", "each", "every", "just", "again", "more",
        "most", "very", "via", "using", "use", "like", "want", "need", "would", "could", "should", "let", "lets",
        "after", "before", "about", "up", "out", "over", "when", "where", "while", "one", "two", "only", "own",
        "same", "such", "too", "have", "has", "had", "was", "were", "been", "being", "am", "them", "they", "their",
        "he", "she", "his", "her", "him", "us", "it's", "i'm", "i'd", "kindly", "help", "given", "specified",
    ]

    /// Lowercased, lightly stemmed words of `text`; identifiers split at `_`, `-`, `.` and case changes.
    static func words(in text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousWasLower = false
        func flush() {
            if current.count >= 2 {
                let word = stem(current)
                if !stopWords.contains(word), !stopWords.contains(current) { words.append(word) }
            }
            current = ""
        }
        for scalar in text.unicodeScalars {
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                let isUpper = scalar.properties.isUppercase
                if isUpper, previousWasLower { flush() }
                current.unicodeScalars.append(contentsOf: String(scalar).lowercased().unicodeScalars)
                previousWasLower = scalar.properties.isLowercase
            } else {
                flush()
                previousWasLower = false
            }
        }
        flush()
        return words
    }

    /// Strips common English endings so word forms meet (files → fil, posting → post, created →
    /// creat), then maps common synonyms to one word.
    static func stem(_ word: String) -> String {
        let root = strip(word)
        return synonyms[root] ?? root
    }

    private static func strip(_ word: String) -> String {
        var word = word
        for suffix in ["ing", "ies", "es", "ed", "s"] where word.count > suffix.count + 2 && word.hasSuffix(suffix) {
            word.removeLast(suffix.count)
            if suffix == "ies" { word += "y" }
            break
        }
        if word.hasSuffix("e"), word.count > 3 { word.removeLast() }
        return word
    }
}

import Foundation
