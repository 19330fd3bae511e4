/// Ranks tool definitions by how well they match the conversation: lexical, deterministic and
/// weight-free, over each tool's name (split at `_`, `-`, `.` and case changes), description
/// and parameter names.
///
/// A term's weight is its inverse document frequency over the tool set (a word every tool
/// shares tells nothing), counted once per tool; the newest prompt counts fully, recent turns
/// (prompts, answers, tool calls) at half weight. Words are lowercased and lightly stemmed
/// (plural and verb endings), so "files" finds `list_files` and "posting" finds `post_tweet`.
struct ToolRelevance {
    /// The tools' terms, index-aligned with the tool set.
    private let toolTerms: [Set<String>]
    private let inverseFrequency: [String: Double]

    init(tools: [ToolDefinition]) {
        toolTerms = tools.map(Self.terms(of:))
        var documents: [String: Int] = [:]
        for terms in toolTerms { for term in terms { documents[term, default: 0] += 1 } }
        let count = Double(max(1, tools.count))
        inverseFrequency = documents.mapValues { frequency in
            let share = Double(frequency) / count
            return share >= 0.999 ? 0 : log1p(count / Double(frequency))
        }
    }

    /// A score per tool (higher is more relevant) for a newest prompt and some recent text.
    func scores(newestPrompt: String, recentText: String) -> [Double] {
        var weights: [String: Double] = [:]
        for term in Self.words(in: recentText) { weights[term] = max(weights[term] ?? 0, 0.5) }
        for term in Self.words(in: newestPrompt) { weights[term] = 1 }
        return toolTerms.map { terms in
            var score = 0.0
            for (term, weight) in weights where terms.contains(term) {
                score += weight * (inverseFrequency[term] ?? 0)
            }
            return score
        }
    }

    static func terms(of tool: ToolDefinition) -> Set<String> {
        var terms = Set(words(in: tool.name))
        terms.formUnion(words(in: tool.description))
        collectParameterNames(tool.parameters, into: &terms)
        return terms
    }

    private static func collectParameterNames(_ schema: JSONValue, into terms: inout Set<String>) {
        guard case let .object(members) = schema else { return }
        if case let .object(properties)? = members["properties"] {
            for (name, property) in properties {
                terms.formUnion(words(in: name))
                collectParameterNames(property, into: &terms)
            }
        }
        if let items = members["items"] { collectParameterNames(items, into: &terms) }
    }

    static let stopWords: Set<String> = [
        "a", "an", "the", "and", "or", "of", "to", "in", "on", "for", "with", "by", "at", "from", "is", "are", "be",
        "it", "its", "this", "that", "these", "those", "as", "if", "into", "than", "then", "can", "will", "my", "me",
        "you", "your", "we", "our", "i", "do", "does", "please", "what", "which", "who", "how", "all", "any", "not",
        "no", "so", "also", "tool", "function", "return", "returns", "true", "false", "default", "none", "str",
        "string", "int", "integer", "number", "list", "dict", "object", "array", "bool", "boolean", "value", "type",
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

    /// Strips common English endings so word forms meet: files → file, posting → post, created → creat.
    static func stem(_ word: String) -> String {
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
