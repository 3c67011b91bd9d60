import ArgumentParser
import Foundation
import GalleryKit

/// `gallery approve`: the accepted changes of a review folder become the snapshot suite's
/// references; the review page writes this command for the changes a designer marked.
struct ApproveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "approve",
        abstract: "Write accepted images of a review folder (gallery compare --out) as snapshot references.",
        discussion: """
            Name stories as the review page does: Atoms/Button/primary@dark for one theme, Atoms/Button/primary for \
            every theme. Only large-text, left-to-right images become references (what the snapshot suite checks).
            """)

    @Argument(help: "The review folder (gallery compare --out).")
    var review: String

    @Option(parsing: .upToNextOption, help: "The accepted changes: group/name@theme or group/name.")
    var stories: [String] = []

    @Option(help: "The snapshot suite's reference folder.")
    var snapshots = "Snapshots"

    func run() throws {
        guard !stories.isEmpty else { throw ValidationError("name the accepted changes with --stories") }
        let outcome: GalleryApprove.Outcome
        do {
            outcome = try GalleryApprove.approve(
                review: try GallerySettings.folder("review folder", review), selections: stories,
                snapshots: try GallerySettings.folder("--snapshots", snapshots))
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode.failure
        }
        for path in outcome.written { print("wrote \(snapshots)/\(path)") }
        for reason in outcome.skipped { print("skipped \(reason)") }
        print("\(outcome.written.count) references written, \(outcome.skipped.count) skipped")
    }
}
