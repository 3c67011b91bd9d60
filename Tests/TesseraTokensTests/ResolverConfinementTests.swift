import ConfinedFiles
import Foundation
import Testing
@testable import TesseraTokens

#if canImport(Glibc)
import Glibc
#endif

/// A token resolver's `$ref`s stay inside the token folder, after following links, and only
/// regular files are read (issue 16, item 2).
@Suite struct ResolverConfinementTests {
    /// `base/tokens` (the token folder, with a resolver naming `refs`) beside `base/out`, which
    /// holds a valid token file a hostile resolver would like read.
    final class TokenFolder {
        let base: URL
        var tokens: URL { base.appendingPathComponent("tokens") }
        var out: URL { base.appendingPathComponent("out") }

        init(refs: [String]) throws {
            base = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-confined-\(UUID().uuidString)")
            for folder in [tokens, out] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
            let sources = refs.map { #"{"$ref": "\#($0)"}"# }.joined(separator: ", ")
            try write(##"{"version": "2025.10", "sets": {"s": {"sources": [\##(sources)]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}"##,
                      to: "tokens/tokens.resolver.json")
            try write(##"{"c": {"$type": "color", "inside": {"$value": "#ffffff"}}}"##, to: "tokens/base.tokens.json")
            try write(##"{"c": {"$type": "color", "leaked": {"$value": "#000000"}}}"##, to: "out/leak.tokens.json")
        }

        deinit { try? FileManager.default.removeItem(at: base) }

        func write(_ text: String, to path: String) throws {
            try Data(text.utf8).write(to: base.appendingPathComponent(path))
        }

        func link(_ name: String, to target: String) throws {
            try FileManager.default.createSymbolicLink(atPath: tokens.appendingPathComponent(name).path, withDestinationPath: target)
        }

        /// The diagnostics of loading the folder (empty when it loads).
        func messages() -> [String] {
            do {
                _ = try TokenLibrary(directory: tokens)
                return []
            } catch {
                return error.diagnostics.map { "\($0.path): \($0.message)" }
            }
        }
    }

    @Test func aDotDotRefIsRefusedAndNeitherReadNorListed() throws {
        let folder = try TokenFolder(refs: ["base.tokens.json", "../out/leak.tokens.json"])
        #expect(folder.messages() == [
            "sets.s.sources[1]: $ref \"../out/leak.tokens.json\": leads outside its folder (after following links)",
        ])
        let checked = TokenChecker.check(directory: folder.tokens, contrast: []).map(\.description)
        #expect(checked.contains { $0.contains("leads outside its folder") })
        #expect(!checked.contains { $0.contains("leaked") || $0.contains("not referenced") })
    }

    @Test func systemFilesAreRefusedWithoutQuotingTheirContent() throws {
        let depth = FileManager.default.temporaryDirectory.path.split(separator: "/").count + 2
        let passwd = String(repeating: "../", count: depth) + "etc/passwd"
        let folder = try TokenFolder(refs: [passwd, "/proc/self/environ", "/etc/passwd", "~/x.tokens.json"])
        let messages = folder.messages()
        #expect(messages.count == 4)
        #expect(messages[0].hasSuffix("leads outside its folder (after following links)"))
        for message in messages[1...] { #expect(message.contains("must be a relative path inside its folder"), "\(message)") }
        // Nothing was parsed, so nothing of the files can show in a message.
        #expect(!messages.contains { $0.contains("malformed") || $0.contains("root") || $0.contains("PATH") })
    }

    @Test func linksLeadingOutChainsAndLoopsAreRefused() throws {
        let folder = try TokenFolder(refs: ["link.tokens.json", "chain1.tokens.json", "dir/leak.tokens.json", "loop1.tokens.json"])
        try folder.link("link.tokens.json", to: folder.out.appendingPathComponent("leak.tokens.json").path)
        try folder.link("chain1.tokens.json", to: "chain2.tokens.json")
        try folder.link("chain2.tokens.json", to: "../out/leak.tokens.json")
        try folder.link("dir", to: "../out")
        try folder.link("loop1.tokens.json", to: "loop2.tokens.json")
        try folder.link("loop2.tokens.json", to: "loop1.tokens.json")
        let messages = folder.messages()
        #expect(messages.count == 4)
        for message in messages.prefix(3) { #expect(message.hasSuffix("leads outside its folder (after following links)"), "\(message)") }
        #expect(messages.last?.hasSuffix("is a symbolic link loop or a chain of links too long to follow") == true)
    }

    @Test func linksStayingInsideAreFollowed() throws {
        let folder = try TokenFolder(refs: ["alias.tokens.json", "sub/../base.tokens.json"])
        try FileManager.default.createDirectory(at: folder.tokens.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try folder.link("alias.tokens.json", to: "base.tokens.json")
        #expect(folder.messages() == [])
        #expect(try TokenLibrary(directory: folder.tokens).tokens()["c.inside"] != nil)
    }

    @Test func aResolverLinkedFromOutsideIsRefused() throws {
        let folder = try TokenFolder(refs: ["base.tokens.json"])
        try folder.write(##"{"version": "2025.10", "resolutionOrder": [{"$ref": "#/sets/s"}], "sets": {"s": {"sources": [{"$ref": "leak.tokens.json"}]}}}"##,
                         to: "out/evil.resolver.json")
        try FileManager.default.removeItem(at: folder.tokens.appendingPathComponent("tokens.resolver.json"))
        try folder.link("tokens.resolver.json", to: "../out/evil.resolver.json")
        #expect(folder.messages() == [": cannot read the resolver document: it leads outside its folder (after following links)"])
    }

    @Test func fifosAndDevicesAreRefusedWithoutBlocking() throws {
        let folder = try TokenFolder(refs: ["pipe.tokens.json", "zero.tokens.json", "folder.tokens.json"])
        #expect(mkfifo(folder.tokens.appendingPathComponent("pipe.tokens.json").path, 0o644) == 0)
        try folder.link("zero.tokens.json", to: "/dev/zero")
        try FileManager.default.createDirectory(at: folder.tokens.appendingPathComponent("folder.tokens.json"), withIntermediateDirectories: true)
        #expect(folder.messages() == [
            "sets.s.sources[0]: $ref \"pipe.tokens.json\": is not a regular file (directories, FIFOs, sockets and devices are refused)",
            "sets.s.sources[1]: $ref \"zero.tokens.json\": leads outside its folder (after following links)",
            "sets.s.sources[2]: $ref \"folder.tokens.json\": is not a regular file (directories, FIFOs, sockets and devices are refused)",
        ])
    }

    @Test func theCheckersFolderWalkDoesNotFollowLinks() throws {
        // A link back to the folder and one to its parent: the walk must neither loop nor list
        // the token file outside.
        let folder = try TokenFolder(refs: ["base.tokens.json"])
        try folder.link("again", to: ".")
        try folder.link("up", to: "..")
        let started = ContinuousClock.now
        let checked = TokenChecker.check(directory: folder.tokens, contrast: []).map(\.description)
        #expect(ContinuousClock.now - started < .seconds(5))
        #expect(checked == [])
    }

    @Test func aMissingTokenFolderIsAClearError() throws {
        let folder = try TokenFolder(refs: [])
        do {
            _ = try TokenLibrary(directory: folder.base.appendingPathComponent("nothing"))
            Issue.record("loaded a missing folder")
        } catch {
            #expect(error.diagnostics.map(\.message) == ["the token folder does not exist"])
        }
    }
}
