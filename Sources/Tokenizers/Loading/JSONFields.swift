import Foundation

/// Typed access to a parsed JSON object, with errors that name the file and the field path.
struct JSONFields {
    let object: [String: Any]
    let path: String
    let file: String

    init(_ object: [String: Any], path: String, file: String) {
        self.object = object
        self.path = path
        self.file = file
    }

    private func field(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    func has(_ key: String) -> Bool { object[key] != nil && !(object[key] is NSNull) }

    func string(_ key: String) throws -> String {
        guard let value = object[key] else { throw missing(key) }
        guard let string = value as? String else { throw mistyped(key, "a string", value) }
        return string
    }

    func optionalString(_ key: String) throws -> String? {
        guard has(key) else { return nil }
        return try string(key)
    }

    func bool(_ key: String, default fallback: Bool) throws -> Bool {
        guard has(key) else { return fallback }
        guard let value = object[key] as? Bool else { throw mistyped(key, "true or false", object[key]!) }
        return value
    }

    func int(_ key: String) throws -> Int {
        guard let value = object[key] else { throw missing(key) }
        // `value is Bool` is also true for the numbers 0 and 1 on Linux; JSON booleans are __NSCFBoolean.
        guard let number = value as? NSNumber, !String(describing: type(of: value)).contains("Boolean"),
              let int = Int(exactly: number.doubleValue) else {
            throw mistyped(key, "an integer", value)
        }
        return int
    }

    func objectField(_ key: String) throws -> JSONFields {
        guard let value = object[key] else { throw missing(key) }
        guard let nested = value as? [String: Any] else { throw mistyped(key, "an object", value) }
        return JSONFields(nested, path: field(key), file: file)
    }

    func optionalObject(_ key: String) throws -> JSONFields? {
        guard has(key) else { return nil }
        return try objectField(key)
    }

    func array(_ key: String) throws -> [Any] {
        guard let value = object[key] else { throw missing(key) }
        guard let array = value as? [Any] else { throw mistyped(key, "an array", value) }
        return array
    }

    func objects(_ key: String) throws -> [JSONFields] {
        try array(key).enumerated().map { index, element in
            guard let nested = element as? [String: Any] else { throw mistyped("\(key)[\(index)]", "an object", element) }
            return JSONFields(nested, path: field("\(key)[\(index)]"), file: file)
        }
    }

    func missing(_ key: String) -> TokenizerError {
        .invalidFile(path: file, detail: "missing field '\(field(key))'")
    }

    func mistyped(_ key: String, _ expected: String, _ value: Any) -> TokenizerError {
        .invalidFile(path: file, detail: "field '\(field(key))' should be \(expected), found \(String(describing: value).prefix(60))")
    }

    func invalid(_ key: String, _ detail: String) -> TokenizerError {
        .invalidFile(path: file, detail: "field '\(field(key))': \(detail)")
    }

    func unsupported(_ key: String, _ what: String) -> TokenizerError {
        .unsupported(path: file, component: "\(field(key)) \(what)")
    }
}
