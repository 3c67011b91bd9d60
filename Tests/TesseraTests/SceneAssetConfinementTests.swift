import Foundation
import Testing
@testable import Tessera

#if canImport(Glibc)
import Glibc
#endif

/// Scene images resolve through `FileRoot(asset root)`: links out, chains, loops, FIFOs and
/// devices are refused while the scene is read; a FIFO used to block `tessera render` forever
/// (issue 16, item 6).
@Suite struct SceneAssetConfinementTests {
    /// `base/assets` (the asset root, holding `swatch.png` and `d1/d2/d3`) beside `base/outside`,
    /// which holds a PNG a hostile scene would like drawn.
    final class Assets {
        let base: URL
        var root: URL { base.appendingPathComponent("assets") }
        var outside: URL { base.appendingPathComponent("outside") }

        init() throws {
            base = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-assets-\(UUID().uuidString)")
            for folder in [root.appendingPathComponent("d1/d2/d3"), outside] {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            }
            let swatch = examplesURL.appendingPathComponent("assets/swatch.png")
            try FileManager.default.copyItem(at: swatch, to: root.appendingPathComponent("swatch.png"))
            try FileManager.default.copyItem(at: swatch, to: outside.appendingPathComponent("secret.png"))
        }

        deinit { try? FileManager.default.removeItem(at: base) }

        func link(_ name: String, to target: String) throws {
            try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent(name).path, withDestinationPath: target)
        }

        /// The error of rendering a scene of one image, nil when it rendered.
        func error(_ file: String) -> String? {
            let json = #"{"body": {"type": "image", "file": "\#(file)"}}"#
            do {
                _ = try Scene(json: Array(json.utf8)).render(with: renderer(), assetRoot: root)
                return nil
            } catch {
                return "\(error)"
            }
        }
    }

    @Test func linksLeadingOutAreRefusedChainsAndLinkThenDotDotToo() throws {
        let assets = try Assets()
        try assets.link("out", to: assets.outside.path)
        try assets.link("direct.png", to: assets.outside.appendingPathComponent("secret.png").path)
        try assets.link("chain1.png", to: "chain2.png")
        try assets.link("chain2.png", to: "out/secret.png")
        try assets.link("lnk", to: "d1/d2/d3")
        for file in ["out/secret.png", "direct.png", "chain1.png", "lnk/../../../../outside/secret.png", "../outside/secret.png"] {
            let error = assets.error(file)
            #expect(error?.contains("leads outside its folder") == true && error?.contains("$.body.file") == true, "\(file): \(error ?? "rendered")")
        }
        #expect(assets.error(assets.outside.appendingPathComponent("secret.png").path)?.contains("must be a relative path") == true)
    }

    @Test func linksAndDotDotStayingInsideAreFollowed() throws {
        let assets = try Assets()
        try assets.link("lnk", to: "d1/d2/d3")
        try assets.link("alias.png", to: "swatch.png")
        for file in ["alias.png", "lnk/../../../swatch.png", "d1/../swatch.png"] {
            #expect(assets.error(file) == nil, "\(file)")
        }
    }

    @Test func loopsAreAnError() throws {
        let assets = try Assets()
        try assets.link("loop1.png", to: "loop2.png")
        try assets.link("loop2.png", to: "loop1.png")
        #expect(assets.error("loop1.png")?.contains("symbolic link loop") == true)
    }

    @Test func fifosDevicesAndFoldersAreRefusedWithoutBlocking() throws {
        let assets = try Assets()
        #expect(mkfifo(assets.root.appendingPathComponent("pipe.png").path, 0o644) == 0)
        try assets.link("zero.png", to: "/dev/zero")
        #expect(assets.error("pipe.png")?.contains("not a regular file") == true)
        #expect(assets.error("d1")?.contains("not a regular file") == true)
        #expect(assets.error("zero.png")?.contains("leads outside its folder") == true)
    }

    @Test func aMissingAssetRootIsAnError() throws {
        let json = #"{"body": {"type": "image", "file": "swatch.png"}}"#
        #expect(throws: RenderError.self) {
            _ = try Scene(json: Array(json.utf8)).render(with: renderer(), assetRoot: URL(fileURLWithPath: "/nonexistent-assets"))
        }
    }

    @Test func theImageCacheReadsOnlyRegularFiles() throws {
        // `Image(file:)` written in Swift is not confined, but still never opens a FIFO or device.
        let assets = try Assets()
        let pipe = assets.root.appendingPathComponent("pipe.png").path
        #expect(mkfifo(pipe, 0o644) == 0)
        for file in [pipe, "/dev/zero"] {
            #expect(throws: RenderError.image(path: "Image", file: file, reason: "is not a regular file (directories, FIFOs, sockets and devices are refused)")) {
                try renderer().render(Image(file: file), width: 10)
            }
        }
    }
}
