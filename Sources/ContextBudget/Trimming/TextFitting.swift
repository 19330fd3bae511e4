/// The longest prefix or suffix of a text that costs at most a number of tokens, found by
/// measuring, since token counts are not proportional to length.
struct TextFitting {
    /// Tokens a piece of text costs (however the caller measures it).
    var measure: (String) async throws -> Int

    /// The longest prefix of `characters` costing at most `tokens`; cut after a newline when
    /// one lies in the last fifth, so shortened text ends on a whole line.
    /// - Complexity: O(n log n) measuring work in the length of the prefix found.
    func prefix(of characters: [Character], fitting tokens: Int) async throws -> Int {
        let length = try await longest(count: characters.count, fitting: tokens) { String(characters[..<$0]) }
        if length < characters.count, let newline = characters[(length - length / 5)..<length].lastIndex(of: "\n") {
            return newline + 1
        }
        return length
    }

    /// The length of the longest suffix of `characters` costing at most `tokens`; starts after a
    /// newline when one lies in its first fifth.
    func suffix(of characters: [Character], fitting tokens: Int) async throws -> Int {
        let length = try await longest(count: characters.count, fitting: tokens) { String(characters[(characters.count - $0)...]) }
        let start = characters.count - length
        if length < characters.count, let newline = characters[start..<(start + length / 5)].firstIndex(of: "\n") {
            return characters.count - newline - 1
        }
        return length
    }

    /// Largest `k` in 0...count with `measure(piece(k)) <= tokens`, assuming cost grows with `k`:
    /// doubling to bracket it, then bisection.
    private func longest(count: Int, fitting tokens: Int, piece: (Int) -> String) async throws -> Int {
        guard tokens > 0, count > 0 else { return 0 }
        if try await measure(piece(count)) <= tokens { return count }
        var low = 0
        var high = min(count, max(16, tokens * 4))
        while high < count, try await measure(piece(high)) <= tokens {
            low = high
            high = min(count, high * 2)
        }
        // Invariant: piece(low) fits (or low == 0), piece(high) does not.
        while high - low > 1 {
            let middle = (low + high) / 2
            if try await measure(piece(middle)) <= tokens { low = middle } else { high = middle }
        }
        return low
    }
}
