import ContextBudget
import Foundation

/// `--schema FILE`: a JSON Schema every answer must be an instance of (guided generation on the
/// native engine, `response_format` on OpenAI-compatible servers).
struct ResponseSchemaOptions: OptionGroup {
    @Option(.text("schema", "FILE", "A JSON Schema the answer must be an instance of: decoding is constrained to it, token by token (compact JSON)."))
    var path: String?

    /// The schema in the file, nil without `--schema`.
    /// - Throws: `CLIError.usage` for a file that is not JSON; the file's read error as it is.
    func schema() throws -> JSONValue? {
        try path.map { path in
            let text = try InputDocument.read(path).text
            do { return try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)) } catch {
                throw CLIError.usage("--schema \(path) is not JSON (\(error)): give a JSON Schema file")
            }
        }
    }
}
