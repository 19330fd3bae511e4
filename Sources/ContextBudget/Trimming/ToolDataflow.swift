/// What one tool returns that another needs: the link that keeps a lookup beside the call that
/// takes its result.
///
/// A conversation names what the user wants (the distance between two cities), rarely the step
/// before it (the zipcode lookup whose result the distance takes), so a lexical ranking puts
/// that step far down. Where definitions say what a tool returns (`ToolDefinition.outputSchema`),
/// a required parameter of tool A that names something tool B returns, and B does not itself
/// take, makes B a producer of A. When the conversation does not already say that thing
/// (the user gave the cities, not the zipcodes), B is ranked just below A.
///
/// Only specific links count: the linking term must be returned by few tools of the set, so a
/// word such as "status" or "result" links nothing.
enum ToolDataflow {
    struct Link: Hashable {
        /// The producing tool's index in the tool set.
        var tool: Int
        /// The term the consumer's parameter names and the producer returns.
        var term: String
    }

    /// At most this many tools may return a term for it to link.
    static let maximumProducersPerTerm = 3
    /// A producer's score is at least this share of its consumer's.
    static let liftShare = 0.9

    /// For each tool, its producers (index-aligned with `tools`), in tool order.
    static func producers(of tools: [ToolDefinition]) -> [[Link]] {
        let inputs = tools.map { inputTerms(of: $0.parameters, requiredOnly: false) }
        let outputs = tools.indices.map { index -> Set<String> in
            guard let schema = tools[index].outputSchema else { return [] }
            var names: [String] = []
            collectPropertyNames(schema, into: &names)
            return Set(names).subtracting(inputs[index])
        }
        var returnedBy: [String: [Int]] = [:]
        for (index, terms) in outputs.enumerated() {
            for term in terms.sorted() { returnedBy[term, default: []].append(index) }
        }
        return tools.indices.map { consumer in
            var links: [Link] = []
            for term in inputTerms(of: tools[consumer].parameters, requiredOnly: true).sorted() {
                guard let producers = returnedBy[term], producers.count <= maximumProducersPerTerm else { continue }
                for producer in producers where producer != consumer && !outputs[consumer].contains(term) {
                    links.append(Link(tool: producer, term: term))
                }
            }
            return links
        }
    }

    /// `scores` with every producer raised to `liftShare` of its best consumer, when the recent
    /// conversation does not already say the linking term (nobody gave or returned the
    /// zipcode). Consumers are read at their lexical score, so lifts do not chain.
    static func lift(_ scores: [Double], producers: [[Link]], query: ToolQuery) -> [Double] {
        var lifted = scores
        for (consumer, links) in producers.enumerated() where !links.isEmpty && scores[consumer] > 0 {
            for link in links where !query.contains(link.term) {
                lifted[link.tool] = max(lifted[link.tool], scores[consumer] * liftShare)
            }
        }
        return lifted
    }

    /// The words of the parameters' names and descriptions (only the required ones', when asked).
    private static func inputTerms(of schema: JSONValue, requiredOnly: Bool) -> Set<String> {
        guard case let .object(members) = schema, case let .object(properties)? = members["properties"] else { return [] }
        var required: Set<String> = []
        if case let .array(names)? = members["required"] {
            for case let .string(name) in names { required.insert(name) }
        }
        var terms: Set<String> = []
        for (name, property) in properties where !requiredOnly || required.contains(name) {
            terms.formUnion(ToolRelevance.words(in: name))
            if case let .object(details) = property, case let .string(description)? = details["description"] {
                terms.formUnion(ToolRelevance.words(in: description))
            }
        }
        return terms
    }

    /// The words of every property name of `schema`, nested objects and array items included.
    private static func collectPropertyNames(_ schema: JSONValue, into names: inout [String]) {
        guard case let .object(members) = schema else { return }
        if case let .object(properties)? = members["properties"] {
            for (name, property) in properties {
                names += ToolRelevance.words(in: name)
                collectPropertyNames(property, into: &names)
            }
        }
        if let items = members["items"] { collectPropertyNames(items, into: &names) }
    }
}
