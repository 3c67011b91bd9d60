import Foundation
import Testing
@testable import GalleryKit

#if canImport(Glibc)
import Glibc
#endif

/// `gallery merge` reads shard folders from other machines: a manifest's files must stay inside
/// their shard, writes inside `--out`, and only regular files are read (issue 16, item 1).
struct MergeConfinementTests {
    /// A base folder holding a shard, an output folder and an `outside` folder with a secret.
    final class Folders {
        let base: URL
        var shard: URL { base.appendingPathComponent("shard") }
        var out: URL { base.appendingPathComponent("out") }
        var outside: URL { base.appendingPathComponent("outside") }
        let secret = Array("secret bytes".utf8)

        init() throws {
            base = try temporaryFolder()
            for folder in [shard, out, outside] {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            }
            try Data(secret).write(to: outside.appendingPathComponent("secret.png"))
        }

        deinit { try? FileManager.default.removeItem(at: base) }

        func link(_ name: String, to target: String, in folder: URL? = nil) throws {
            try FileManager.default.createSymbolicLink(
                atPath: (folder ?? shard).appendingPathComponent(name).path, withDestinationPath: target)
        }

        /// The shard's manifest listing one image, `file`, with the SHA-256 of `bytes`.
        func list(_ file: String, sha256 bytes: [UInt8]) throws {
            let image = Manifest.Image(
                story: "Samples/Chip", variant: "accent", summary: "", order: 0, theme: "light", textSize: "large",
                layoutDirection: "leftToRight", scale: 1, part: nil,
                parts: nil, file: file, width: 1, height: 1, sha256: SHA256.hexDigest(bytes), renderMilliseconds: 0)
            let settings = Manifest.Settings(scale: 1, themes: ["light"], textSizes: ["large"], layoutDirections: ["leftToRight"],
                                             filter: nil, shard: "1/2")
            let manifest = Manifest(settings: settings, images: [image], contactSheets: [], failures: [])
            try manifest.jsonData().write(to: shard.appendingPathComponent(Manifest.fileName))
        }

        /// The merge's error message; nil (and a recorded issue) when it succeeded.
        func mergeError() -> String? {
            do {
                _ = try GalleryMerge.merge([shard], into: out)
                return nil
            } catch {
                return error.description
            }
        }

        /// Every file below `base` outside the shard and the `outside` folder's secret: what a
        /// merge may have written where it must not.
        func strayFiles() throws -> [String] {
            try files(in: base).keys.filter { !$0.hasPrefix("shard/") && $0 != "outside/secret.png" && !$0.hasPrefix("out/") }.sorted()
        }
    }

    @Test func aDotDotPathToASystemFileIsRefused() throws {
        let folders = try Folders()
        let osRelease = try [UInt8](Data(contentsOf: URL(fileURLWithPath: "/etc/os-release")))
        try folders.list("../../../../etc/os-release", sha256: osRelease)
        let error = try #require(folders.mergeError())
        #expect(error.contains("shard/manifest.json") && error.contains("images[0]") && error.contains("../../../../etc/os-release"))
        try folders.list("../outside/secret.png", sha256: folders.secret)
        #expect(try #require(folders.mergeError()).contains("uses \"..\" as a name"))
        #expect(try files(in: folders.out).isEmpty)
    }

    @Test func anAbsolutePathIsRefused() throws {
        let folders = try Folders()
        try folders.list(folders.outside.appendingPathComponent("secret.png").path, sha256: folders.secret)
        #expect(try #require(folders.mergeError()).contains("empty"))
        #expect(try files(in: folders.out).isEmpty)
    }

    @Test func aLinkThenDotDotCannotPlaceBytesAboveTheOutput() throws {
        // The reproducer: `lnk -> d1/d2/d3` and `lnk/../../../PWNED.txt`.
        let folders = try Folders()
        try FileManager.default.createDirectory(at: folders.shard.appendingPathComponent("d1/d2/d3"), withIntermediateDirectories: true)
        try folders.link("lnk", to: "d1/d2/d3")
        let attack = Array("attacker".utf8)
        for file in ["PWNED.txt", "PWNED.png"] { try Data(attack).write(to: folders.shard.appendingPathComponent(file)) }
        for file in ["lnk/../../../PWNED.txt", "lnk/../../../PWNED.png"] {
            try folders.list(file, sha256: attack)
            #expect(folders.mergeError() != nil, "\(file) was merged")
        }
        #expect(try folders.strayFiles().isEmpty)
        #expect(try files(in: folders.out).isEmpty)
    }

    @Test func linksLeadingOutOfTheShardAreRefusedChainsAndLoopsToo() throws {
        let folders = try Folders()
        try folders.link("out", to: folders.outside.path)
        try folders.link("direct.png", to: folders.outside.appendingPathComponent("secret.png").path)
        try folders.link("chain1.png", to: "chain2.png")
        try folders.link("chain2.png", to: "out/secret.png")
        try folders.link("loop1.png", to: "loop2.png")
        try folders.link("loop2.png", to: "loop1.png")
        for file in ["out/secret.png", "direct.png", "chain1.png"] {
            try folders.list(file, sha256: folders.secret)
            #expect(try #require(folders.mergeError()).contains("leads outside its folder"), "\(file)")
        }
        try folders.list("loop1.png", sha256: folders.secret)
        #expect(try #require(folders.mergeError()).contains("loop"))
        #expect(try files(in: folders.out).isEmpty)
    }

    @Test func aLinkChainStayingInsideTheShardIsFollowed() throws {
        let folders = try Folders()
        let image = Array("png bytes".utf8)
        try FileManager.default.createDirectory(at: folders.shard.appendingPathComponent("real"), withIntermediateDirectories: true)
        try Data(image).write(to: folders.shard.appendingPathComponent("real/a.png"))
        try folders.link("Samples", to: "real")
        try folders.list("Samples/a.png", sha256: image)
        #expect(folders.mergeError() == nil)
        #expect(try Data(contentsOf: folders.out.appendingPathComponent("Samples/a.png")) == Data(image))
    }

    @Test func fifosAndDevicesAreRefusedWithoutBlocking() throws {
        let folders = try Folders()
        #expect(mkfifo(folders.shard.appendingPathComponent("pipe.png").path, 0o644) == 0)
        try folders.list("pipe.png", sha256: [])
        #expect(try #require(folders.mergeError()).contains("not a regular file"))
        try folders.link("zero.png", to: "/dev/zero")
        try folders.list("zero.png", sha256: [])
        #expect(folders.mergeError() != nil)
        // A manifest that is itself a FIFO is refused too, not waited on.
        try FileManager.default.removeItem(at: folders.shard.appendingPathComponent(Manifest.fileName))
        #expect(mkfifo(folders.shard.appendingPathComponent(Manifest.fileName).path, 0o644) == 0)
        #expect(try #require(folders.mergeError()).contains("not a regular file"))
    }

    @Test func aManifestLinkedFromOutsideIsRefused() throws {
        let folders = try Folders()
        try folders.link(Manifest.fileName, to: "/etc/passwd")
        let error = try #require(folders.mergeError())
        #expect(error.contains("leads outside its folder") && !error.contains("root:"))
    }

    @Test func linksInTheOutputAreNeverWrittenThrough() throws {
        let folders = try Folders()
        let image = Array("png bytes".utf8)
        try FileManager.default.createDirectory(at: folders.shard.appendingPathComponent("Samples"), withIntermediateDirectories: true)
        try Data(image).write(to: folders.shard.appendingPathComponent("Samples/a.png"))
        try folders.list("Samples/a.png", sha256: image)
        // A folder on the way that leads out is refused; a link at a file's own name is replaced.
        try folders.link("Samples", to: folders.outside.path, in: folders.out)
        #expect(try #require(folders.mergeError()).contains("leads outside its folder"))
        try FileManager.default.removeItem(at: folders.out.appendingPathComponent("Samples"))
        try folders.link("index.html", to: folders.outside.appendingPathComponent("secret.png").path, in: folders.out)
        #expect(folders.mergeError() == nil)
        #expect(try [UInt8](Data(contentsOf: folders.outside.appendingPathComponent("secret.png"))) == folders.secret)
        #expect(try folders.strayFiles().isEmpty)
    }

    @Test func anEmptyFolderOptionIsAnErrorNotTheCurrentFolder() {
        #expect(throws: GalleryError.invalidArgument("--out", "\"\"", "must name a folder (\".\" for the current one)")) {
            try GallerySettings.folder("--out", "")
        }
        #expect(throws: Never.self) { try GallerySettings.folder("--out", ".") }
    }

    @Test func anOutputThatIsAFileIsAClearError() throws {
        let folders = try Folders()
        let image = Array("png bytes".utf8)
        try Data(image).write(to: folders.shard.appendingPathComponent("a.png"))
        try folders.list("a.png", sha256: image)
        try FileManager.default.removeItem(at: folders.out)
        try Data().write(to: folders.out)
        #expect(try #require(folders.mergeError()).hasSuffix("out: is not a folder"))
        do {
            _ = try GalleryMerge.merge([folders.shard], into: folders.out.appendingPathComponent("sub"))
            Issue.record("merged into a folder below a file")
        } catch {
            #expect(error.description.hasSuffix("out/sub: cannot create the folder (Not a directory)"))
        }
    }
}
