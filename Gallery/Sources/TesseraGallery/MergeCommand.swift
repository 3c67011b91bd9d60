import ArgumentParser
import Foundation
import GalleryKit

/// `gallery merge`: joins the outputs of `gallery render --shard K/N` into one folder with one
/// manifest and index, checking every file against its SHA-256.
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge", abstract: "Merge shard outputs (folders holding manifest.json) into one gallery.")

    @Argument(help: "The shard output folders.")
    var inputs: [String]

    @Option(name: .shortAndLong, help: "The merged gallery's folder.")
    var out = "Gallery/Output"

    func run() throws {
        guard !inputs.isEmpty else { throw ValidationError("give at least one shard folder") }
        let folders: [URL], output: URL
        do {
            folders = try inputs.map { input throws(GalleryError) in try GallerySettings.folder("shard folder", input) }
            output = try GallerySettings.folder("--out", out)
        } catch {
            throw ValidationError(error.description)
        }
        let manifest: Manifest
        do {
            manifest = try GalleryMerge.merge(folders, into: output)
        } catch {
            // A bad shard is not a usage mistake: the reason alone, without the usage text.
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode.failure
        }
        print("Merged \(inputs.count) folders: \(manifest.images.count) images, \(manifest.failures.count) failed → \(out)/index.html")
        if !manifest.failures.isEmpty { throw ExitCode.failure }
    }
}
