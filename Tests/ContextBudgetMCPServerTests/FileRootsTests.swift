import Foundation
import Testing
import ContextBudgetMCPServer
import TestSupport

/// The roots rule: only regular files whose real path lies under a root's real path are read.
struct FileRootsTests {
    /// `scratch/root` (with `inside.txt` and `sub/deep.txt`), `scratch/outside.txt`, and
    /// `scratch/root-sibling/x.txt`, whose name starts with the root's.
    struct Layout {
        let scratch: URL
        var root: String { scratch.appendingPathComponent("root").path }
        var outside: String { scratch.appendingPathComponent("outside.txt").path }

        init() throws {
            scratch = URL(fileURLWithPath: try Self.realPath(ScratchFolder.directory().path))
            let manager = FileManager.default
            try manager.createDirectory(atPath: scratch.appendingPathComponent("root/sub").path, withIntermediateDirectories: true)
            try manager.createDirectory(atPath: scratch.appendingPathComponent("root-sibling").path, withIntermediateDirectories: true)
            try Data("inside\n".utf8).write(to: scratch.appendingPathComponent("root/inside.txt"))
            try Data("deep\n".utf8).write(to: scratch.appendingPathComponent("root/sub/deep.txt"))
            try Data("outside\n".utf8).write(to: scratch.appendingPathComponent("outside.txt"))
            try Data("sibling\n".utf8).write(to: scratch.appendingPathComponent("root-sibling/x.txt"))
        }

        static func realPath(_ path: String) throws -> String {
            try #require(realpath(path, nil).map { pointer in defer { free(pointer) }; return String(cString: pointer) })
        }
    }

    static func refusal(_ body: () throws -> Any) -> FileAccessError? {
        do { _ = try body(); return nil } catch { return error as? FileAccessError }
    }

    @Test func readsARelativeAndAnAbsolutePathInsideTheRoot() throws {
        let layout = try Layout()
        let roots = try FileRoots([layout.root])
        #expect(try roots.read("inside.txt", maximumBytes: 100) == Data("inside\n".utf8))
        #expect(try roots.read("sub/deep.txt", maximumBytes: 100) == Data("deep\n".utf8))
        #expect(try roots.read(layout.root + "/sub/../inside.txt", maximumBytes: 100) == Data("inside\n".utf8))
    }

    @Test func refusesADotDotPathThatLeavesTheRootNamingThePathAndTheRoots() throws {
        let layout = try Layout()
        let roots = try FileRoots([layout.root])
        let error = Self.refusal { try roots.read("../outside.txt", maximumBytes: 100) }
        #expect(error == .outsideRoots("../outside.txt", resolved: layout.outside, roots: [layout.root]))
        let text = try #require(error).description
        #expect(text.contains("../outside.txt") && text.contains(layout.root))
    }

    @Test func refusesAnAbsolutePathOutsideAndASiblingWhoseNameStartsLikeTheRoot() throws {
        let layout = try Layout()
        let roots = try FileRoots([layout.root])
        #expect(Self.refusal { try roots.read(layout.outside, maximumBytes: 100) } == .outsideRoots(layout.outside, resolved: layout.outside, roots: [layout.root]))
        let sibling = layout.root + "-sibling/x.txt"
        #expect(Self.refusal { try roots.read(sibling, maximumBytes: 100) } == .outsideRoots(sibling, resolved: sibling, roots: [layout.root]))
        #expect(Self.refusal { try roots.read("/etc/hostname", maximumBytes: 100) } != nil)
    }

    @Test func refusesASymlinkInsideThatPointsOutside() throws {
        let layout = try Layout()
        try FileManager.default.createSymbolicLink(atPath: layout.root + "/escape.txt", withDestinationPath: layout.outside)
        try FileManager.default.createSymbolicLink(atPath: layout.root + "/escape-folder", withDestinationPath: layout.scratch.path)
        let roots = try FileRoots([layout.root])
        #expect(Self.refusal { try roots.read("escape.txt", maximumBytes: 100) } == .outsideRoots("escape.txt", resolved: layout.outside, roots: [layout.root]))
        #expect(Self.refusal { try roots.read("escape-folder/outside.txt", maximumBytes: 100) }
            == .outsideRoots("escape-folder/outside.txt", resolved: layout.outside, roots: [layout.root]))
    }

    @Test func aSymlinkInsideThatStaysInsideIsRead() throws {
        let layout = try Layout()
        try FileManager.default.createSymbolicLink(atPath: layout.root + "/alias.txt", withDestinationPath: layout.root + "/sub/deep.txt")
        #expect(try FileRoots([layout.root]).read("alias.txt", maximumBytes: 100) == Data("deep\n".utf8))
    }

    @Test func aSymlinkedRootStandsForTheFolderItPointsTo() throws {
        let layout = try Layout()
        let link = layout.scratch.appendingPathComponent("root-link").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: layout.root)
        let roots = try FileRoots([link])
        #expect(roots.paths == [layout.root])
        #expect(try roots.read(link + "/inside.txt", maximumBytes: 100) == Data("inside\n".utf8))
        #expect(try roots.read("sub/deep.txt", maximumBytes: 100) == Data("deep\n".utf8))
        #expect(Self.refusal { try roots.read(link + "/../outside.txt", maximumBytes: 100) } != nil)
    }

    @Test func severalRootsEachAdmitTheirOwnFiles() throws {
        let layout = try Layout()
        let roots = try FileRoots([layout.root, layout.root + "-sibling"])
        #expect(try roots.read(layout.root + "-sibling/x.txt", maximumBytes: 100) == Data("sibling\n".utf8))
        #expect(Self.refusal { try roots.read(layout.outside, maximumBytes: 100) } != nil)
    }

    @Test func refusesFoldersAndFilesOverTheLimit() throws {
        let layout = try Layout()
        let roots = try FileRoots([layout.root])
        #expect(Self.refusal { try roots.read("sub", maximumBytes: 100) } == .notRegularFile("sub"))
        #expect(Self.refusal { try roots.read("inside.txt", maximumBytes: 3) } == .tooLarge("inside.txt", byteCount: 7, maximumBytes: 3))
    }

    @Test func aMissingFileIsNotFoundInsideAndOutsideOutside() throws {
        let layout = try Layout()
        let roots = try FileRoots([layout.root])
        #expect(Self.refusal { try roots.read("absent.txt", maximumBytes: 100) } == .notFound("absent.txt", roots: [layout.root]))
        #expect(Self.refusal { try roots.read("../absent.txt", maximumBytes: 100) }
            == .outsideRoots("../absent.txt", resolved: layout.scratch.appendingPathComponent("absent.txt").path, roots: [layout.root]))
    }

    @Test func aRootThatIsMissingOrAFileIsRefused() throws {
        let layout = try Layout()
        #expect(Self.refusal { try FileRoots([layout.root + "/nope"]) } == .badRoot(layout.root + "/nope", reason: "it does not exist"))
        #expect(Self.refusal { try FileRoots([layout.outside]) } == .badRoot(layout.outside, reason: "it is not a folder"))
    }
}
