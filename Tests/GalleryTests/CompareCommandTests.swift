import ArgumentParser
import Foundation
import GalleryKit
@testable import TesseraGallery
import Testing

/// `gallery compare` and `gallery approve` as every adopter's command line has them.
struct CompareCommandTests {
    func run(_ arguments: [String]) throws {
        var command = try GalleryCommand<SampleCatalog>.parseAsRoot(arguments)
        try command.run()
    }

    @Test func compareExitsZeroByDefaultAndOneWithFailOnChangeOnlyWhenSomethingChanged() throws {
        let base = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: base) }
        let first = base.appendingPathComponent("first").path, second = base.appendingPathComponent("second").path
        let light = base.appendingPathComponent("light").path
        try run(["render", "--scale", "1", "-o", first, "--filter", "Samples/Chip/*"])
        try run(["render", "--scale", "1", "-o", second, "--filter", "Samples/Chip/*"])
        try run(["render", "--scale", "1", "-o", light, "--tokens", CompareTests.lightEditedTokens(in: base).path,
                 "--filter", "Samples/Chip/*"])
        let review = base.appendingPathComponent("review").path
        try run(["compare", first, second, "--out", review + "0", "--fail-on-change"])
        try run(["compare", first, light, "--out", review + "1"])
        #expect(throws: ExitCode.failure) { try run(["compare", first, light, "--out", review + "2", "--fail-on-change"]) }
        // A missing run is an error with exit status 1, not a crash.
        #expect(throws: ExitCode.failure) { try run(["compare", first, base.appendingPathComponent("nowhere").path, "--out", review + "3"]) }
    }

    @Test func approveNeedsNamedChanges() {
        let message: String
        do {
            var command = try GalleryCommand<SampleCatalog>.parseAsRoot(["approve", "/tmp/review"])
            try command.run()
            message = "ran"
        } catch {
            message = GalleryCommand<SampleCatalog>.message(for: error)
        }
        #expect(message.contains("--stories"))
    }
}
