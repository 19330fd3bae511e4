extension TokenBudget {
    /// The budget a context size written as text stands for: `4k` or `4096` is `onDevice`, `32k`
    /// or `32768` is `privateCloudCompute`, any other positive count (`8192`, or `8k` for 8 × 1024)
    /// is `proportional(contextSize:)`; letters in any case. How `ctx --budget` and the MCP tools'
    /// `budget` argument read a size, so that both front ends mean the same by it.
    ///
    /// - Returns: nil when `text` is not a positive count of tokens (or one too large for an `Int`),
    ///   so the caller can word the error for its own option or argument.
    public static func sized(_ text: String) -> TokenBudget? {
        let text = text.lowercased()
        switch text {
        case "4k", "4096": return .onDevice
        case "32k", "32768": return .privateCloudCompute
        default:
            var digits = text
            var scale = 1
            if digits.hasSuffix("k") { digits.removeLast(); scale = 1024 }
            guard let number = Int(digits), number > 0, number <= Int.max / scale else { return nil }
            // Never nil here: an eighth and a sixty-fourth of a positive size leave room for a prompt.
            return try? .proportional(contextSize: number * scale)
        }
    }
}
