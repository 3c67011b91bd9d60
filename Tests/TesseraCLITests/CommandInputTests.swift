import ArgumentParser
import Foundation
import Testing
import TesseraText
@testable import tessera
import TesseraArguments

/// The command line refuses absurd numbers with the usage, and names the file and the reason when
/// it cannot read or write one.
@Suite struct CommandInputTests {
    @Test(arguments: [
        ["draw", "a.json", "-o", "a.png", "--scale", "1e-300"],
        ["draw", "a.json", "-o", "a.png", "--width", "nan"],
        ["draw", "a.json", "-o", "a.png", "--repeat", "0"],
        ["render", "a.json", "-o", "a.png", "--scale", "1e-300"],
        ["render", "a.json", "-o", "a.png", "--scale", "9"],
        ["layout", "a.json", "--scale", "0"],
        ["layout", "a.json", "--height", "-1"],
        ["text", "draw", "hi", "-o", "a.png", "--scale", "1e-300"],
        ["text", "measure", "hi", "--size", "inf"],
        ["tokens", "sheet", "--scale", "1.5"],
        ["render", "a.json", "-o", "a.png", "--locale", "../en"],
        ["render", "a.json", "-o", "a.png", "--locale", "en_US"],
    ])
    func absurdNumbersAreRefusedBeforeAnyWork(arguments: [String]) {
        #expect(throws: (any Error).self) { try TesseraCommand.parseAsRoot(arguments) }
    }

    @Test func sensibleNumbersPass() throws {
        _ = try TesseraCommand.parseAsRoot(["draw", "a.json", "-o", "a.png", "--scale", "3", "--width", "390"])
        _ = try TesseraCommand.parseAsRoot(["layout", "a.json", "--scale", "2", "--width", "0"])
    }

    @Test func hyphensTakesTheCSSValues() throws {
        func style(_ value: String) throws -> TextStyle? {
            let command = try TesseraCommand.parseAsRoot(["text", "measure", "hyphenation", "--hyphens", value])
            return try (command as? TextMeasureCommand)?.options.style()
        }
        #expect(try style("auto")?.hyphens == .auto)
        #expect(try style("manual")?.hyphens == .manual)
        #expect(throws: ValidationError.self) { try style("sometimes") }
    }

    @Test func aPseudoLocaleIsSpelledAsAndroidDoesAndArXBIsRightToLeft() throws {
        let command = try #require(try TesseraCommand.parseAsRoot(["render", "a.json", "-o", "a.png", "--locale", "ar-xb"]) as? RenderCommand)
        let renderer = try command.options.renderer()
        #expect(renderer.locale == "ar-XB")
        #expect(renderer.layoutDirection == .rightToLeft)
        let plain = try #require(try TesseraCommand.parseAsRoot(["render", "a.json", "-o", "a.png", "--locale", "ja"]) as? RenderCommand)
        #expect(try plain.options.renderer().layoutDirection == .leftToRight)
    }

    @Test func devicesAndFIFOsAreNotRead() {
        let error = #expect(throws: DrawError.self) { try CommandFiles.read("/dev/zero") }
        #expect(error?.description == "cannot read /dev/zero: is not a regular file (directories, FIFOs, sockets and devices are refused)")
    }

    @Test func unwritableOutputsSayWhy() {
        let error = #expect(throws: DrawError.self) { try CommandFiles.save([1, 2, 3], to: "/nonexistent-folder/out.png") }
        #expect(error?.description == "cannot write /nonexistent-folder/out.png: No such file or directory")
    }

    @Test func aBrokenTokenFolderIsAnInputErrorNotAUsageError() throws {
        // A usage error (exit 64) would print the usage as if the command line were wrong.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(#"{"a": {"$type": "number", "$value": "{missing}"}}"#.utf8).write(to: folder.appendingPathComponent("a.tokens.json"))
        try Data(##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "a.tokens.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}"##.utf8)
            .write(to: folder.appendingPathComponent("tokens.resolver.json"))
        var command = try TesseraCommand.parseAsRoot(["tokens", "list", "--directory", folder.path])
        let error = #expect(throws: InputError.self) { try command.run() }
        #expect(error?.description.contains("a.tokens.json") == true && error?.description.contains("missing") == true)
        #expect(TesseraCommand.exitCode(for: InputError("x")) == .failure)
    }

    @Test func filesAreWrittenWhole() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-cli-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try CommandFiles.save("old, longer content", to: path)
        try CommandFiles.save([1, 2, 3], to: path)
        #expect(try CommandFiles.read(path) == [1, 2, 3])
    }

    @Test func documentFoldersAreWhereTheirFilesResolve() {
        #expect(OptionRange.folder(of: "a.json") == ".")
        #expect(OptionRange.folder(of: "dir/sub/a.json") == "dir/sub")
        #expect(OptionRange.folder(of: "/a.json") == "/")
    }
}
