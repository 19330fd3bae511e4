/// Choices the schema leaves open, fixed when a grammar is compiled.
public struct GrammarOptions: Sendable, Equatable {
    /// Whether an object schema without `additionalProperties` admits undeclared properties.
    ///
    /// False by default ("strict mode", as OpenAI's structured outputs): a small model given the
    /// freedom to add keys wastes tokens on them and a caller decoding into a type cannot use
    /// them. JSON Schema's own default is true; set this to get it.
    public var additionalPropertiesByDefault: Bool

    /// The deepest nesting of arrays and objects a value may have (a scalar at the top is depth
    /// 1, `[[1]]` is depth 3). Recursive schemas are cut here: once the cap is reached only the
    /// schema's non-recursive alternatives (an optional property left out, an empty array,
    /// `null`) are offered, so the matcher still always has a way to finish. A schema whose
    /// smallest instance is deeper than the cap is refused when compiled.
    public var maximumNestingDepth: Int

    /// - Parameters:
    ///   - additionalPropertiesByDefault: see the property; false is strict mode.
    ///   - maximumNestingDepth: 1…1,000; 32 by default.
    /// - Precondition: `maximumNestingDepth` is in 1…1,000.
    public init(additionalPropertiesByDefault: Bool = false, maximumNestingDepth: Int = 32) {
        precondition((1...1_000).contains(maximumNestingDepth), "maximumNestingDepth must be in 1…1000, got \(maximumNestingDepth)")
        self.additionalPropertiesByDefault = additionalPropertiesByDefault
        self.maximumNestingDepth = maximumNestingDepth
    }
}
