import Foundation

/// Timing helpers for benchmarks: medians over repeated runs, never a single sample.
public enum Measure {
    /// Runs `body` `repetitions` times (after one warm-up) and returns the median wall time in seconds.
    public static func median(repetitions: Int = 5, _ body: () throws -> Void) rethrows -> Double {
        try body()
        var samples: [Double] = []
        for _ in 0..<repetitions {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        samples.sort()
        return samples[samples.count / 2]
    }

    /// Megabytes (10^6 bytes) per second.
    public static func megabytesPerSecond(bytes: Int, seconds: Double) -> Double {
        Double(bytes) / 1e6 / max(seconds, 1e-9)
    }
}

/// Prints aligned result tables.
public struct ResultTable {
    public var header: [String]
    public var rows: [[String]] = []

    public init(header: [String]) { self.header = header }

    public mutating func add(_ row: [String]) { rows.append(row) }

    public func print() {
        let all = [header] + rows
        var widths = [Int](repeating: 0, count: header.count)
        for row in all { for (index, cell) in row.enumerated() where index < widths.count { widths[index] = max(widths[index], cell.count) } }
        for (number, row) in all.enumerated() {
            let line = row.enumerated().map { index, cell in
                index == 0 ? cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[index] - cell.count) + cell
            }.joined(separator: "  ")
            Swift.print(line)
            if number == 0 { Swift.print(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")) }
        }
    }
}

/// Locating the repository's files from a benchmark, whatever the working directory.
public enum Repository {
    /// The repository root: the nearest ancestor of the working directory (or of this source file) with `Corpora/`.
    public static var root: URL {
        var candidates = [URL(fileURLWithPath: FileManager.default.currentDirectoryPath)]
        candidates.append(URL(fileURLWithPath: #filePath))
        for start in candidates {
            var url = start
            for _ in 0..<8 {
                if FileManager.default.fileExists(atPath: url.appendingPathComponent("Corpora/MANIFEST.json").path) { return url }
                url.deleteLastPathComponent()
            }
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }

    /// Every Corpora document listed in the manifest, as (relative path, text).
    public static func corpora() throws -> [(path: String, text: String)] {
        struct Entry: Decodable { let path: String }
        let manifest = root.appendingPathComponent("Corpora/MANIFEST.json")
        let entries = try JSONDecoder().decode([Entry].self, from: Data(contentsOf: manifest))
        return try entries.map { entry in
            (entry.path, try String(contentsOf: root.appendingPathComponent("Corpora").appendingPathComponent(entry.path), encoding: .utf8))
        }
    }

    /// Runs a reference tool (a Python script, a binary) and returns its stdout, or nil if it cannot run.
    public static func runReference(_ executable: String, _ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [executable] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
    }
}
