/// A JSON Schema compiled into a graph of byte-level rules, ready for `GrammarMatcher`.
///
/// Build one with `Grammar(jsonSchema:options:)` once per schema and share it: it is immutable
/// and `Sendable`. Nodes refer to each other by index, so a recursive `$ref` is a cycle in the
/// graph rather than an unbounded expansion.
public struct Grammar: Sendable {
    /// Every rule; `root` is the value to produce.
    let nodes: [GrammarNode]
    let root: Int32
    /// Literal byte strings (`true`, `"name":`, enum values) back to back; `.literal` holds a range.
    let literalBytes: [UInt8]
    let literalRanges: [Range<Int32>]
    /// Alternatives of `.choice` nodes back to back; a choice holds a range.
    let alternatives: [Int32]
    let strings: [StringRule]
    let integers: [IntegerRule]
    let arrays: [ArrayRule]
    let objects: [ObjectRule]
    /// The fewest nested values an instance of each node needs (1 for a scalar): how deep a
    /// value must still go before it can close, so the nesting cap never strands the matcher.
    let minimumDepths: [Int32]
    /// The nesting cap from `GrammarOptions.maximumNestingDepth`.
    let maximumDepth: Int32
    /// Trie over the property names an object declares, so that an additional (undeclared)
    /// property cannot reuse a declared name. Key: node << 8 | byte; value: child node.
    let nameTrieChildren: [Int32: Int32]
    /// Whether a name-trie node ends a declared name.
    let nameTrieTerminal: [Bool]
    /// Which compiled grammar this is, for caches keyed by matcher state (whose node indices
    /// mean something only within one grammar). Copies of a grammar share it.
    private(set) var identity = Identity()

    /// An object whose identity stands for one compiled grammar.
    final class Identity: Sendable {}
}

/// One rule of a `Grammar`. Payloads are indices into the grammar's side tables so the enum
/// stays a plain value (no reference counting while the matcher switches on it).
enum GrammarNode: Sendable, Equatable {
    /// Exactly these bytes: `literalRanges[index]`.
    case literal(Int32)
    /// Any one of `alternatives[range]`.
    case choice(Range<Int32>)
    /// A JSON string: `strings[index]`.
    case string(Int32)
    /// A JSON integer (no fraction or exponent): `integers[index]`.
    case integer(Int32)
    /// Any JSON number.
    case number
    /// `arrays[index]`.
    case array(Int32)
    /// `objects[index]`.
    case object(Int32)
    /// The name of an additional property of `objects[index]`: a string without escapes that is
    /// not one of the object's declared names.
    case propertyName(Int32)
}

/// Length bounds of a string, in Unicode scalars (what JSON Schema's `maxLength` counts).
struct StringRule: Sendable, Equatable {
    var minimumLength: Int32
    var maximumLength: Int32
}

/// Inclusive bounds of an integer; nil is unbounded.
struct IntegerRule: Sendable, Equatable {
    var minimum: Int64?
    var maximum: Int64?
}

/// An array of `items` values with a count range.
struct ArrayRule: Sendable, Equatable {
    var items: Int32
    var minimumCount: Int32
    var maximumCount: Int32
}

/// An object: declared properties in schema order, each optional one skippable, then (when
/// allowed) additional properties.
struct ObjectRule: Sendable, Equatable {
    struct Property: Sendable, Equatable {
        /// A `.literal` node for `"name":`.
        var keyNode: Int32
        var valueNode: Int32
        var isRequired: Bool
    }
    var properties: [Property]
    /// The value node of additional properties, nil when they are not allowed.
    var additionalValue: Int32?
    /// The `.propertyName` node for additional keys, nil when they are not allowed.
    var additionalKey: Int32?
    /// Root of the name trie of the declared names.
    var nameTrieRoot: Int32
    /// `firstRequired[i]`: the first required property at index ≥ i (`properties.count` if none).
    var firstRequired: [Int32]
}
