/// The parsed template: statements and expressions, each knowing its source line.
indirect enum JinjaExpression {
    case literal(JinjaValue)
    case name(String, line: Int)
    case list([JinjaExpression])
    case dictionary([(JinjaExpression, JinjaExpression)])
    /// `a.b` (and `a.0`): an attribute first, then an item, as jinja2's `getattr` does.
    case attribute(JinjaExpression, String, line: Int)
    /// `a[b]`: an item first, then an attribute.
    case item(JinjaExpression, JinjaExpression, line: Int)
    /// `a[start:stop:step]`.
    case slice(JinjaExpression, start: JinjaExpression?, stop: JinjaExpression?, step: JinjaExpression?, line: Int)
    case call(JinjaExpression, JinjaCallArguments, line: Int)
    /// `value | name(arguments)`.
    case filter(JinjaExpression, String, JinjaCallArguments, line: Int)
    /// `value is [not] name(arguments)`.
    case test(JinjaExpression, String, JinjaCallArguments, negated: Bool, line: Int)
    case unary(String, JinjaExpression, line: Int)
    /// Arithmetic, comparison, `~`, `in`, `not in`.
    case binary(String, JinjaExpression, JinjaExpression, line: Int)
    /// `and` / `or`, which return an operand as Python does and skip the second when they can.
    case logical(String, JinjaExpression, JinjaExpression)
    /// `a if condition else b` (no `else`: undefined).
    case conditional(JinjaExpression, condition: JinjaExpression, otherwise: JinjaExpression?)
}

/// The arguments written in a call, filter or test.
struct JinjaCallArguments {
    var positional: [JinjaExpression] = []
    var keywords: [(String, JinjaExpression)] = []
}

/// What `for` and `set` assign to: a name, a tuple of names, or a namespace attribute.
enum JinjaTarget {
    case name(String)
    case tuple([String])
    case attribute(String, String)
}

/// A macro's parameter, with its default when it has one.
struct JinjaParameter {
    var name: String
    var defaultValue: JinjaExpression?
}

indirect enum JinjaNode {
    case text(String)
    case output(JinjaExpression, line: Int)
    case ifChain([(condition: JinjaExpression, body: [JinjaNode])], otherwise: [JinjaNode])
    case forLoop(JinjaTarget, iterable: JinjaExpression, filter: JinjaExpression?, body: [JinjaNode], otherwise: [JinjaNode], line: Int)
    case set(JinjaTarget, JinjaExpression, line: Int)
    /// `{% set name %}…{% endset %}`, optionally through filters (`{% set x | trim %}`).
    case setBlock(JinjaTarget, body: [JinjaNode], filters: [(String, JinjaCallArguments)], line: Int)
    case macro(String, [JinjaParameter], body: [JinjaNode])
    /// `{% filter name %}…{% endfilter %}`.
    case filterBlock([(String, JinjaCallArguments)], body: [JinjaNode], line: Int)
    case `break`, `continue`
}
