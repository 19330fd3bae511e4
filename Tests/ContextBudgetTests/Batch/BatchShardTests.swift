import Foundation
import Testing
@testable import ContextBudget

@Suite struct BatchShardTests {
    @Test func shardsPartitionAnyInputWithNoOverlapAndFullCover() throws {
        let documents = (0..<500).map { BatchDocument(name: "folder/sub-\($0 % 7)/file-\($0).txt", text: "x") }
        for count in [1, 2, 3, 7] {
            let shards = try (1...count).map { try BatchShard(index: $0, count: count) }
            for document in documents {
                #expect(shards.filter { $0.contains(document) }.count == 1, "\(document.relativePath) is in exactly one of \(count) shards")
            }
            for shard in shards {
                let size = documents.filter(shard.contains).count
                #expect(abs(size - 500 / count) <= 500 / count * 3 / 10, "shard \(shard) has \(size) of 500 documents")
            }
        }
    }

    @Test func theShardOfAPathIsTheSameOnEveryMachine() {
        // 1 + (first 8 bytes of SHA-256, big-endian) mod N, computed with Python's hashlib.
        #expect([2, 3, 7].map { BatchShard.shardIndex(ofRelativePath: "a/b.txt", count: $0) } == [2, 3, 1])
        #expect([2, 3, 7].map { BatchShard.shardIndex(ofRelativePath: "Corpora/en/kjv-mark.txt", count: $0) } == [2, 1, 1])
        #expect([2, 3, 7].map { BatchShard.shardIndex(ofRelativePath: "doc-000.txt", count: $0) } == [2, 3, 5])
    }

    @Test func parsesKOfNAndRejectsTheRest() throws {
        let shard = try BatchShard(parsing: "2/3")
        #expect(shard.index == 2 && shard.count == 3 && shard.description == "2/3")
        for bad in ["0/2", "3/2", "1/0", "a/b", "1-2", "1/2/3", ""] {
            #expect(throws: ContextBudgetError.self, "\(bad)") { try BatchShard(parsing: bad) }
        }
    }

    @Test func shardedRunsSplitABatchBetweenMachines() async throws {
        let documents = BatchFixtures.smallDocuments(40)
        var seen: [String] = []
        for index in 1...2 {
            var engine = try BatchFixtures.engine(ProbeModel(delayMilliseconds: 1), jobs: 4)
            engine.shard = try BatchShard(index: index, count: 2)
            let recorder = BatchRecorder()
            let report = try await engine.run(documents, sink: recorder.sink)
            #expect(report.results.count + report.otherShardCount == 40)
            #expect(!recorder.delivered.isEmpty)
            seen += recorder.delivered
        }
        #expect(seen.sorted() == documents.map(\.path).sorted(), "every document once, across the two shards")
    }
}
