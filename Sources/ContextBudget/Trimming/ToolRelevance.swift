import Foundation

/// Ranks tool definitions by how well they match the conversation: lexical, deterministic and
/// weight-free, BM25 over fields of each tool.
///
/// A tool is a document of four fields with their own weights: its name (split at `_`, `-`, `.`
/// and case changes) weighs most, then its parameter names, then its description, then what its
/// parameters' descriptions and allowed values say (`ls`'s "show hidden files" lives there, and
/// so does the word a user says for an enum value). A sentence that many tools of the set share,
/// such as "This tool belongs to the TwitterAPI…", says which family the tool is in, little about
/// which member, so it weighs least. A term's field-weighted frequency saturates (BM25, `k1`,
/// `b`): a description that says "file" five times is not five times as much about files. The
/// query (`ToolQuery`) is the recent conversation with weights. Words are lowercased and lightly
/// stemmed (plural and verb endings), with common verb synonyms, so "files" finds `list_files`
/// and "posting" finds `post_tweet`.
///
/// Rejected, measured on the BFCL tool-selection cases (docs/tool-sessions.md): a bonus for the
/// tools of the same family as a tool the conversation called (same shared sentence or name
/// prefix), a bonus for the family of the best-scoring tools, and passing a share of a tool's
/// score to tools its parameter descriptions name (`estimate_distance` takes a zipcode, from
/// `get_zipcode_based_on_city`): each moved the needed tool out of the first five more often than
/// into them. The cases a lexical ranking misses most are calls the user never asks for, a
/// state's precondition (`cd` before a file operation, `lockDoors` before `startEngine`).
struct ToolRelevance {
    /// Every term of the tool set, numbered in sorted order.
    private let termIDs: [String: Int]
    /// Each tool's terms as (term id, field-weighted frequency), by id, index-aligned with the tools.
    private let toolTerms: [[(id: Int, frequency: Double)]]
    /// Each tool's BM25 length normalisation, `k1 * (1 - b + b * length / mean length)`.
    private let normalisation: [Double]
    /// Inverse document frequency by term id.
    private let inverseFrequency: [Double]
    /// Each tool's producers: the tools whose output schema returns something a required
    /// parameter of it names, with the term that links them (see `ToolDataflow`).
    private let producers: [[ToolDataflow.Link]]

    static let nameWeight = 3.0, parameterWeight = 1.5, descriptionWeight = 1.0, sharedSentenceWeight = 0.3
    static let parameterDescriptionWeight = 0.5
    static let k1 = 2.0, b = 0.5

    init(tools: [ToolDefinition]) {
        let sentences = tools.map { ToolCompaction.sentences(of: $0.description) }
        let shared = ToolCompaction.sharedSentences(in: sentences)
        let terms = tools.indices.map { Self.terms(of: tools[$0], sentences: sentences[$0], sharedSentences: shared) }
        let vocabulary = Set(terms.flatMap(\.keys)).sorted()
        var ids: [String: Int] = [:]
        for (id, term) in vocabulary.enumerated() { ids[term] = id }
        termIDs = ids
        toolTerms = terms.map { terms in terms.map { (id: ids[$0.key]!, frequency: $0.value) }.sorted { $0.id < $1.id } }
        let lengths = toolTerms.map { $0.reduce(0.0) { $0 + $1.frequency } }
        let meanLength = max(1e-9, lengths.reduce(0, +) / Double(max(1, lengths.count)))
        normalisation = lengths.map { Self.k1 * (1 - Self.b + Self.b * $0 / meanLength) }
        var documents = [Int](repeating: 0, count: vocabulary.count)
        for terms in toolTerms { for term in terms { documents[term.id] += 1 } }
        let count = Double(max(1, tools.count))
        inverseFrequency = documents.map { frequency in
            log(1 + (count - Double(frequency) + 0.5) / (Double(frequency) + 0.5))
        }
        producers = ToolDataflow.producers(of: tools)
    }

    /// A score per tool (higher is more relevant), index-aligned with the tool set.
    /// - Complexity: O(tools · query terms).
    func scores(for query: ToolQuery) -> [Double] {
        // Summed in one fixed order (each tool's terms by id): a dictionary's order differs
        // from one instance to the next (Swift seeds each table), and a float sum in another
        // order can differ in its last bit, which turned a tie between two tools into a different
        // selection on a second trim of the same transcript (the trimmer fuzz target found it).
        var weights = [Double](repeating: 0, count: inverseFrequency.count)
        for (term, weight) in query.terms { if let id = termIDs[term] { weights[id] = weight } }
        let lexical = toolTerms.indices.map { index in
            var score = 0.0
            let norm = normalisation[index]
            for (id, frequency) in toolTerms[index] where weights[id] > 0 {
                score += weights[id] * inverseFrequency[id] * frequency * (Self.k1 + 1) / (frequency + norm)
            }
            return score
        }
        return ToolDataflow.lift(lexical, producers: producers, query: query)
    }

    /// Scores for a newest prompt (full weight) and some recent text (half weight).
    func scores(newestPrompt: String, recentText: String) -> [Double] {
        var query = ToolQuery()
        query.add(recentText, weight: 0.5)
        query.add(newestPrompt, weight: 1)
        return scores(for: query)
    }

    static func terms(of tool: ToolDefinition, sentences: [String], sharedSentences: Set<String>) -> [String: Double] {
        var terms: [String: Double] = [:]
        func add(_ words: [String], _ weight: Double) {
            for word in words { terms[word, default: 0] += weight }
        }
        add(words(in: tool.name), nameWeight)
        for sentence in sentences {
            add(words(in: sentence), sharedSentences.contains(sentence) ? sharedSentenceWeight : descriptionWeight)
        }
        var parameters: [String] = [], parameterText: [String] = []
        collectParameters(tool.parameters, names: &parameters, text: &parameterText)
        add(parameters, parameterWeight)
        add(parameterText, parameterDescriptionWeight)
        return terms
    }

    /// The words of every parameter's name (`names`), and of its description and allowed values
    /// (`text`), nested objects and array items included, properties in sorted order.
    private static func collectParameters(_ schema: JSONValue, names: inout [String], text: inout [String]) {
        guard case let .object(members) = schema else { return }
        if case let .object(properties)? = members["properties"] {
            for (name, property) in properties.sorted(by: { $0.key < $1.key }) {
                names += words(in: name)
                if case let .object(details) = property {
                    if case let .string(description)? = details["description"] { text += words(in: description) }
                    if case let .array(values)? = details["enum"] {
                        for case let .string(value) in values { text += words(in: value) }
                    }
                }
                collectParameters(property, names: &names, text: &text)
            }
        }
        if let items = members["items"] { collectParameters(items, names: &names, text: &text) }
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
        "string", "int", "integer", "number", "dict", "object", "array", "bool", "boolean", "value", "type",
        "another", "other", "others", "now", "some", "there", "here", "each", "every", "just", "again", "more",
        "most", "very", "via", "using", "use", "like", "want", "need", "would", "could", "should", "let", "lets",
        "after", "before", "about", "up", "out", "over", "when", "where", "while", "one", "two", "only", "own",
        "same", "such", "too", "have", "has", "had", "was", "were", "been", "being", "am", "them", "they", "their",
        "he", "she", "his", "her", "him", "us", "it's", "i'm", "i'd", "kindly", "help", "given", "specified",
    ]

    /// Lowercased, lightly stemmed words of `text`; identifiers split at `_`, `-`, `.` and case
    /// changes (`getUserID` → get user id, `JSONSchema` → json schema).
    /// - Complexity: O(n); ASCII letters without a Unicode property lookup.
    static func words(in text: String) -> [String] {
        var words: [String] = []
        var current: [UInt8] = []  // UTF-8 of the lowercased word so far
        current.reserveCapacity(32)
        var length = 0             // its scalars
        var previousWasLower = false
        var capitals = 0           // capitals just before, in a row
        func flush() {
            if length >= 2 {
                let plain = String(decoding: current, as: UTF8.self)
                if !stopWords.contains(plain) {
                    strip(&current)
                    let root = String(decoding: current, as: UTF8.self)
                    let word = synonyms[root] ?? root
                    if !stopWords.contains(word) { words.append(word) }
                }
            }
            current.removeAll(keepingCapacity: true)
            length = 0
        }
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                let byte = UInt8(value)
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"):
                    if capitals >= 2 {  // JSONValue: the last capital begins "Value"
                        let capital = current.removeLast()
                        length -= 1
                        flush()
                        current.append(capital)
                        length = 1
                    }
                    current.append(byte)
                    previousWasLower = true
                    capitals = 0
                case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                    if previousWasLower { flush() }
                    current.append(byte + 32)
                    previousWasLower = false
                    capitals += 1
                case UInt8(ascii: "0")...UInt8(ascii: "9"):
                    current.append(byte)
                    previousWasLower = false
                    capitals = 0
                default:
                    flush()
                    previousWasLower = false
                    capitals = 0
                    continue
                }
                length += 1
            } else if scalar.properties.isAlphabetic {
                capitals = 0
                if scalar.properties.isUppercase, previousWasLower { flush() }
                current.append(contentsOf: scalar.properties.lowercaseMapping.utf8)
                length += 1
                previousWasLower = scalar.properties.isLowercase
            } else {
                flush()
                previousWasLower = false
                capitals = 0
            }
        }
        flush()
        return words
    }

    /// Strips common English endings so word forms meet (files → fil, posting → post, created →
    /// creat), then maps common synonyms to one word.
    static func stem(_ word: String) -> String {
        var bytes = Array(word.utf8)
        strip(&bytes)
        let root = String(decoding: bytes, as: UTF8.self)
        return synonyms[root] ?? root
    }

    /// The first of `ing`, `ies` (→ `y`), `es`, `ed`, `s` that ends a word of three more letters,
    /// then a final `e` of a word of four or more.
    private static func strip(_ word: inout [UInt8]) {
        func ends(with suffix: StaticString) -> Bool {
            let count = suffix.utf8CodeUnitCount
            guard word.count > count + 2 else { return false }
            return suffix.withUTF8Buffer { suffix in word.suffix(count).elementsEqual(suffix) }
        }
        for suffix: StaticString in ["ing", "ies", "es", "ed", "s"] where ends(with: suffix) {
            word.removeLast(suffix.utf8CodeUnitCount)
            if suffix.withUTF8Buffer({ $0.elementsEqual("ies".utf8) }) {
                word.append(UInt8(ascii: "y"))
            }
            break
        }
        if word.last == UInt8(ascii: "e"), word.count > 3 { word.removeLast() }
    }
}

/// What a relevance ranking looks for: weighted terms from the recent conversation.
struct ToolQuery {
    /// Terms with the weight of the strongest place they appear, sorted by term.
    var terms: [(term: String, weight: Double)] {
        weights.keys.sorted().map { ($0, weights[$0]!) }
    }
    private var weights: [String: Double] = [:]

    /// Adds the words of `text` at `weight`; a term keeps its largest weight.
    mutating func add(_ text: String, weight: Double) {
        for term in ToolRelevance.words(in: text) { weights[term] = max(weights[term] ?? 0, weight) }
    }

    /// Whether `term` is anywhere in the query.
    func contains(_ term: String) -> Bool { weights[term] != nil }

    /// Where the recent conversation is read, and how much each part says about the next call.
    static let newestPromptWeight = 1.0, earlierPromptWeight = 0.2, responseWeight = 0.3
    static let calledNameWeight = 0.35, argumentWeight = 0.25, outputWeight = 0.15

    /// The query for the next call of `transcript`: the newest prompt in full; the prompts of the
    /// two turns before it; the names and arguments of the calls since the turn before, their
    /// outputs' words (the nouns a next call often takes: a file just listed, a ticket just made).
    /// - Complexity: O(length of the last three turns).
    static func recentConversation(of transcript: Transcript) -> ToolQuery {
        var query = ToolQuery()
        var promptsSeen = 0
        for entry in transcript.entries.reversed() {
            switch entry {
            case let .prompt(text):
                promptsSeen += 1
                query.add(String(text.prefix(2000)), weight: promptsSeen == 1 ? newestPromptWeight : earlierPromptWeight / Double(promptsSeen - 1))
            case let .response(text), let .summary(text):
                query.add(String(text.prefix(2000)), weight: responseWeight / Double(max(1, promptsSeen)))
            case let .toolCalls(calls):
                let decay = Double(max(1, promptsSeen))
                for call in calls {
                    query.add(call.name, weight: calledNameWeight / decay)
                    query.add(String(call.arguments.prefix(500)), weight: argumentWeight / decay)
                }
            case let .toolOutput(output):
                query.add(String(output.text.prefix(1000)), weight: outputWeight / Double(max(1, promptsSeen)))
            case .instructions: break
            }
            if promptsSeen >= 3 { break }
        }
        return query
    }
}
