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
        do {
            let manifest = try GalleryMerge.merge(inputs.map { URL(fileURLWithPath: $0) }, into: URL(fileURLWithPath: out))
            print("Merged \(inputs.count) folders: \(manifest.images.count) images, \(manifest.failures.count) failed → \(out)/index.html")
            if !manifest.failures.isEmpty { throw ExitCode.failure }
        } catch let error as GalleryError {
            throw ValidationError(error.description)
        }
    }
}
