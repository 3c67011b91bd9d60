import ConfinedFiles
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A scratch folder `root` with a sibling `outside` holding a secret, removed when the test ends.
private final class Sandbox {
    let base: String
    var root: String { base + "/root" }
    var outside: String { base + "/outside" }

    init() throws {
        base = FileManager.default.temporaryDirectory.appendingPathComponent("confined-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/d1/d2/d3", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try Data("inside".utf8).write(to: URL(fileURLWithPath: root + "/d1/file.txt"))
        try Data("secret".utf8).write(to: URL(fileURLWithPath: outside + "/secret.txt"))
    }

    func link(_ name: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: root + "/" + name, withDestinationPath: target)
    }

    deinit { try? FileManager.default.removeItem(atPath: base) }
}

@Suite struct FileRootTests {
    private func reason(_ body: () throws -> Void) -> FileAccessError.Reason? {
        do { try body(); return nil } catch { return (error as? FileAccessError)?.reason }
    }

    @Test func readsAFileInsideItsRoot() throws {
        let box = try Sandbox()
        let root = try FileRoot(box.root)
        #expect(try root.contents(of: "d1/file.txt", maxBytes: 100) == Array("inside".utf8))
        #expect(try root.contents(of: "d1/d2/../file.txt", maxBytes: 100) == Array("inside".utf8))
    }

    @Test func refusesAbsoluteHomeAndDotDotPaths() throws {
        let box = try Sandbox()
        let root = try FileRoot(box.root)
        #expect(reason { _ = try root.contents(of: box.outside + "/secret.txt", maxBytes: 100) } == .notRelative)
        #expect(reason { _ = try root.contents(of: "~/secret.txt", maxBytes: 100) } == .notRelative)
        #expect(reason { _ = try root.contents(of: "", maxBytes: 100) } == .notRelative)
        #expect(reason { _ = try root.contents(of: "../outside/secret.txt", maxBytes: 100) } == .outsideRoot)
        #expect(reason { _ = try root.contents(of: "d1/../../outside/secret.txt", maxBytes: 100) } == .outsideRoot)
        #expect(reason { _ = try root.contents(of: "../../../../etc/os-release", maxBytes: 1 << 20) } == .outsideRoot)
    }

    @Test func refusesLinksLeadingOutAndFollowsLinksStayingIn() throws {
        let box = try Sandbox()
        try box.link("out", to: box.outside)
        try box.link("secret.txt", to: box.outside + "/secret.txt")
        try box.link("chain1", to: "chain2")
        try box.link("chain2", to: "out/secret.txt")
        try box.link("in", to: "d1")
        let root = try FileRoot(box.root)
        #expect(reason { _ = try root.contents(of: "out/secret.txt", maxBytes: 100) } == .outsideRoot)
        #expect(reason { _ = try root.contents(of: "secret.txt", maxBytes: 100) } == .outsideRoot)
        #expect(reason { _ = try root.contents(of: "chain1", maxBytes: 100) } == .outsideRoot)
        #expect(try root.contents(of: "in/file.txt", maxBytes: 100) == Array("inside".utf8))
    }

    @Test func takesDotDotAfterALinkAsTheKernelDoes() throws {
        // `lnk -> d1/d2/d3`, so `lnk/../../../x` is `root/x`, and one more `..` leaves the root.
        let box = try Sandbox()
        try box.link("lnk", to: "d1/d2/d3")
        try Data("top".utf8).write(to: URL(fileURLWithPath: box.root + "/top.txt"))
        let root = try FileRoot(box.root)
        #expect(try root.contents(of: "lnk/../../../top.txt", maxBytes: 100) == Array("top".utf8))
        #expect(reason { _ = try root.contents(of: "lnk/../../../../outside/secret.txt", maxBytes: 100) } == .outsideRoot)
    }

    @Test func reportsLinkLoopsAndMissingFiles() throws {
        let box = try Sandbox()
        try box.link("loop1", to: "loop2")
        try box.link("loop2", to: "loop1")
        try box.link("dangling", to: "nowhere")
        let root = try FileRoot(box.root)
        #expect(reason { _ = try root.contents(of: "loop1", maxBytes: 100) } == .linkLoop)
        #expect(reason { _ = try root.contents(of: "dangling", maxBytes: 100) } == .notFound)
        #expect(reason { _ = try root.contents(of: "missing.txt", maxBytes: 100) } == .notFound)
    }

    @Test func readsOnlyRegularFilesAndNeverBlocksOnAFIFO() throws {
        let box = try Sandbox()
        #expect(mkfifo(box.root + "/pipe", 0o644) == 0)
        try box.link("zero", to: "/dev/zero")
        let root = try FileRoot(box.root)
        #expect(reason { _ = try root.contents(of: "pipe", maxBytes: 100) } == .notRegularFile)
        #expect(reason { _ = try root.contents(of: "d1", maxBytes: 100) } == .notRegularFile)
        #expect(reason { _ = try RegularFile.contents(of: "/dev/zero", maxBytes: 100) } == .notRegularFile)
        #expect(reason { _ = try RegularFile.contents(of: box.root + "/pipe", maxBytes: 100) } == .notRegularFile)
        // A link to a device outside the root is refused for leaving it, before it is opened.
        #expect(reason { _ = try root.contents(of: "zero", maxBytes: 100) } == .outsideRoot)
        // A device node inside the root (made without privileges by rooting at /dev) is refused
        // for what it is, without reading: /dev/zero would never end, /dev/urandom never repeat.
        let devices = try FileRoot("/dev")
        for device in ["zero", "null", "urandom"] {
            #expect(reason { _ = try devices.contents(of: device, maxBytes: 100) } == .notRegularFile)
            #expect(reason { _ = try devices.resolveRegularFile(device) } == .notRegularFile)
        }
    }

    @Test func resolvesRegularFilesForLaterReadersWithoutOpeningThem() throws {
        let box = try Sandbox()
        #expect(mkfifo(box.root + "/pipe", 0o644) == 0)
        try box.link("in", to: "d1")
        try box.link("out", to: box.outside)
        let root = try FileRoot(box.root)
        #expect(try root.resolveRegularFile("in/file.txt") == root.resolvedPath + "/d1/file.txt")
        #expect(reason { _ = try root.resolveRegularFile("pipe") } == .notRegularFile)
        #expect(reason { _ = try root.resolveRegularFile("d1") } == .notRegularFile)
        #expect(reason { _ = try root.resolveRegularFile("out/secret.txt") } == .outsideRoot)
        #expect(reason { _ = try root.resolveRegularFile("/dev/null") } == .notRelative)
        #expect(root.containsFile("d1/file.txt") && !root.containsFile("pipe"))
    }

    @Test func capsTheSizeItReads() throws {
        let box = try Sandbox()
        let root = try FileRoot(box.root)
        #expect(reason { _ = try root.contents(of: "d1/file.txt", maxBytes: 5) } == .tooLarge(limit: 5))
        #expect(try root.contents(of: "d1/file.txt", maxBytes: 6).count == 6)
    }

    @Test func writesInsideAndNeverThroughALinkOut() throws {
        let box = try Sandbox()
        try box.link("lnk", to: "d1/d2/d3")
        try box.link("out", to: box.outside)
        try box.link("victim.txt", to: box.outside + "/secret.txt")
        let root = try FileRoot(box.root)
        try root.write(Array("new".utf8), to: "a/b/new.txt")
        #expect(try root.contents(of: "a/b/new.txt", maxBytes: 10) == Array("new".utf8))
        #expect(reason { try root.write([1], to: "lnk/../../../../PWNED.txt") } == .outsideRoot)
        #expect(reason { try root.write([1], to: "out/PWNED.txt") } == .outsideRoot)
        #expect(reason { try root.write([1], to: "/tmp/PWNED.txt") } == .notRelative)
        // A link at the file's own name is replaced by the file, and its target left alone.
        try root.write(Array("mine".utf8), to: "victim.txt")
        #expect(try String(contentsOfFile: box.outside + "/secret.txt", encoding: .utf8) == "secret")
        #expect(try root.contents(of: "victim.txt", maxBytes: 10) == Array("mine".utf8))
        #expect(!FileManager.default.fileExists(atPath: box.base + "/PWNED.txt"))
    }

    @Test func quotesAtMostAFewDozenCharactersOfAPath() {
        let error = FileAccessError(path: String(repeating: "a", count: 10_000), reason: .notFound)
        #expect(error.description.count < FileAccessError.quoteLimit + 40)
        #expect(FileAccessError.quoted("a\nb") == "a\\nb")
    }

    @Test func refusesARootThatIsNotAFolder() throws {
        let box = try Sandbox()
        #expect(reason { _ = try FileRoot(box.root + "/d1/file.txt") } == .notDirectory)
        #expect(reason { _ = try FileRoot(box.root + "/nothing") } == .notFound)
    }
}
