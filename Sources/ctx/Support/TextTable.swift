/// A plain-text table with right-aligned numbers, for terminal reports.
struct TextTable {
    var header: [String]
    var rows: [[String]] = []

    /// Columns whose cells are all numbers are right-aligned.
    func rendered() -> String {
        let all = [header] + rows
        let columns = header.count
        var widths = [Int](repeating: 0, count: columns)
        for row in all { for (index, cell) in row.enumerated() where index < columns { widths[index] = max(widths[index], cell.count) } }
        let numeric = (0..<columns).map { column in
            rows.allSatisfy { row in column < row.count && Double(row[column].filter { $0 != "," }) != nil }
        }
        func line(_ row: [String]) -> String {
            row.enumerated().map { index, cell in
                let pad = String(repeating: " ", count: max(0, widths[index] - cell.count))
                return numeric[index] ? pad + cell : cell + pad
            }.joined(separator: "  ")
        }
        var lines = [line(header), widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")]
        lines += rows.map(line)
        return lines.map { $0.trailingSpacesRemoved }.joined(separator: "\n") + "\n"
    }
}

extension String {
    fileprivate var trailingSpacesRemoved: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
