import Foundation

/// Runs a parsed template: statements write to `output`, expressions evaluate to values.
///
/// Scoping is jinja2's: each `for` iteration and each macro call has its own scope, so a
/// `set` inside them is gone after them (templates carry state out of a loop with
/// `namespace()`); `if` has no scope of its own. Macros read the variables of the scope they
/// were defined in as they are when called.
final class JinjaRenderer {
    final class Scope {
        var variables: [String: JinjaValue] = [:]
        let parent: Scope?

        init(parent: Scope?) { self.parent = parent }

        func lookup(_ name: String) -> JinjaValue? {
            var scope: Scope? = self
            while let current = scope {
                if let value = current.variables[name] { return value }
                scope = current.parent
            }
            return nil
        }
    }

    enum Flow { case normal, breakLoop, continueLoop }

    var output = ""
    var scope: Scope
    let globals: [String: JinjaValue]

    init(context: JinjaDictionary, now: Date) {
        scope = Scope(parent: nil)
        for (key, value) in context.pairs { scope.variables[key.text] = value }
        globals = JinjaGlobals.functions(now: now)
    }

    func lookup(_ name: String) -> JinjaValue {
        scope.lookup(name) ?? globals[name] ?? .undefined(name: "'\(name)' is undefined")
    }

    @discardableResult
    func render(_ nodes: [JinjaNode]) throws -> Flow {
        for node in nodes {
            let flow = try render(node)
            if flow != .normal { return flow }
        }
        return .normal
    }

    /// Runs one node; an error raised without a line (inside a filter, a macro, a literal) gets
    /// the node's.
    private func render(_ node: JinjaNode) throws -> Flow {
        do {
            return try run(node)
        } catch var error as JinjaError where error.line == 0 {
            switch node {
            case let .output(_, line), let .forLoop(_, _, _, _, _, line), let .set(_, _, line), let .setBlock(_, _, _, line), let .filterBlock(_, _, line):
                error.line = line
            default: break
            }
            throw error
        }
    }

    private func run(_ node: JinjaNode) throws -> Flow {
        switch node {
        case let .text(text):
            output += text
        case let .output(expression, _):
            output += try evaluate(expression).text
        case let .ifChain(branches, otherwise):
            for branch in branches where try evaluate(branch.condition).isTruthy {
                return try render(branch.body)
            }
            return try render(otherwise)
        case let .forLoop(target, iterable, filter, body, otherwise, line):
            return try forLoop(target, iterable: iterable, filter: filter, body: body, otherwise: otherwise, line: line)
        case let .set(target, expression, line):
            try assign(try evaluate(expression), to: target, line: line)
        case let .setBlock(target, body, filters, line):
            var value = JinjaValue.string(try capture(body))
            for (name, arguments) in filters { value = try applyFilter(name, to: value, arguments, line: line) }
            try assign(value, to: target, line: line)
        case let .macro(name, parameters, body):
            scope.variables[name] = macro(name, parameters, body)
        case let .filterBlock(filters, body, line):
            var value = JinjaValue.string(try capture(body))
            for (name, arguments) in filters { value = try applyFilter(name, to: value, arguments, line: line) }
            output += value.text
        case .break:
            return .breakLoop
        case .continue:
            return .continueLoop
        }
        return .normal
    }

    /// What `nodes` write, without writing it.
    func capture(_ nodes: [JinjaNode]) throws -> String {
        let saved = output
        output = ""
        defer { output = saved }
        try render(nodes)
        return output
    }

    private func forLoop(
        _ target: JinjaTarget, iterable: JinjaExpression, filter: JinjaExpression?, body: [JinjaNode], otherwise: [JinjaNode], line: Int
    ) throws -> Flow {
        var items = try iterate(try evaluate(iterable), line: line)
        let outer = scope
        defer { scope = outer }
        if let filter {
            items = try items.filter { item in
                scope = Scope(parent: outer)
                try assign(item, to: target, line: line)
                return try evaluate(filter).isTruthy
            }
        }
        if items.isEmpty {
            scope = outer
            try render(otherwise)
            return .normal
        }
        let length = items.count
        for (index, item) in items.enumerated() {
            scope = Scope(parent: outer)
            var loop = JinjaDictionary([
                ("index", .int(index + 1)), ("index0", .int(index)),
                ("revindex", .int(length - index)), ("revindex0", .int(length - index - 1)),
                ("first", .bool(index == 0)), ("last", .bool(index == length - 1)),
                ("length", .int(length)), ("depth", .int(1)), ("depth0", .int(0)),
            ])
            if index > 0 { loop["previtem"] = items[index - 1] }
            if index + 1 < length { loop["nextitem"] = items[index + 1] }
            loop["cycle"] = .function(JinjaFunction("loop.cycle") { arguments in
                guard !arguments.positional.isEmpty else { throw JinjaError(.runtime, line: line, "loop.cycle() needs at least one value") }
                return arguments.positional[index % arguments.positional.count]
            })
            scope.variables["loop"] = .dictionary(loop)
            try assign(item, to: target, line: line)
            if try render(body) == .breakLoop { break }
        }
        return .normal
    }

    /// The items a `for` loop visits: a list's items, a dict's keys, a string's characters;
    /// nothing for undefined.
    func iterate(_ value: JinjaValue, line: Int) throws -> [JinjaValue] {
        switch value {
        case .undefined: return []
        case let .array(items), let .iterator(items): return items
        case let .dictionary(dictionary): return dictionary.keys
        case let .string(text): return text.unicodeScalars.map { .string(String($0)) }
        default: throw JinjaError(.runtime, line: line, "'\(value.typeName)' object is not iterable")
        }
    }

    private func assign(_ value: JinjaValue, to target: JinjaTarget, line: Int) throws {
        switch target {
        case let .name(name):
            scope.variables[name] = value
        case let .tuple(names):
            let items = try iterate(value, line: line)
            guard items.count == names.count else {
                throw JinjaError(.runtime, line: line, "cannot unpack \(items.count) values into \(names.count) names (\(names.joined(separator: ", ")))")
            }
            for (name, item) in zip(names, items) { scope.variables[name] = item }
        case let .attribute(name, attribute):
            guard case let .namespace(namespace) = lookup(name) else {
                throw JinjaError(.runtime, line: line, "cannot assign attribute on non-namespace object '\(name)'")
            }
            namespace.attributes[attribute] = value
        }
    }

    private func macro(_ name: String, _ parameters: [JinjaParameter], _ body: [JinjaNode]) -> JinjaValue {
        let definition = scope
        let renderer = self
        return .function(JinjaFunction(name) { arguments in
            guard arguments.positional.count <= parameters.count else {
                throw JinjaError(.runtime, line: 0, "macro '\(name)' takes not more than \(parameters.count) argument(s)")
            }
            let caller = renderer.scope
            let local = Scope(parent: definition)
            renderer.scope = local
            defer { renderer.scope = caller }
            var extra = JinjaDictionary()
            for (key, value) in arguments.keywords where !parameters.contains(where: { $0.name == key }) { extra[key] = value }
            local.variables["kwargs"] = .dictionary(extra)
            local.variables["varargs"] = .array([])
            for (index, parameter) in parameters.enumerated() {
                if let value = arguments.value(index, parameter.name) {
                    local.variables[parameter.name] = value
                } else if let defaultValue = parameter.defaultValue {
                    local.variables[parameter.name] = try renderer.evaluate(defaultValue)
                } else {
                    local.variables[parameter.name] = .undefined(name: "parameter '\(parameter.name)' of macro '\(name)' was not given")
                }
            }
            return .string(try renderer.capture(body))
        })
    }
}
