import Foundation

/// Machine-readable output for `--json`: pretty-printed, keys sorted, so it diffs cleanly.
enum JSONOutput {
    static func render(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    }
}
