import ArgumentParser
import Foundation
import GalleryKit

/// `gallery compare`: what changed between two gallery runs, as `changes.json` and a review page.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare two gallery runs (folders holding manifest.json) and write a review of the changes.",
        discussion: """
            Images are matched by story, variant, theme, scale, text size, direction (and locale), classed as \
            changed, added, removed or unchanged, and the changes written to DIR/changes.json and DIR/index.html \
            with before, after and diff images. Use a fresh DIR for each comparison.
            """)

    @Argument(help: "The baseline run's folder (e.g. main's gallery).")
    var baseline: String

    @Argument(help: "The current run's folder (e.g. the branch's gallery).")
    var current: String

    @Option(name: .shortAndLong, help: "The review folder.")
    var out = "Gallery/Review"

    @Flag(help: "Exit with status 1 when any image changed, was added or was removed.")
    var failOnChange = false

    @Option(help: "Comparison threads (default: all cores). Output does not depend on it.")
    var jobs = ProcessInfo.processInfo.activeProcessorCount

    mutating func validate() throws {
        guard (1...256).contains(jobs) else { throw ValidationError("--jobs must be from 1 to 256, not \(jobs)") }
    }

    func run() throws {
        let folders: [URL]
        do {
            folders = try [("baseline", baseline), ("current", current), ("--out", out)].map { option, value throws(GalleryError) in
                try GallerySettings.folder(option, value)
            }
        } catch {
            throw ValidationError(error.description)
        }
        let report: ChangeReport
        do {
            report = try GalleryCompare.compare(baseline: folders[0], current: folders[1], into: folders[2], jobs: jobs,
                                                command: CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "gallery")
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode.failure
        }
        let counts = ImageChange.Status.allCases.map { "\(report.counts[$0.rawValue] ?? 0) \($0.rawValue)" }.joined(separator: ", ")
        print(counts)
        for change in report.reviewable {
            print("\(change.status.rawValue)\t\(change.approvalID)\t\(change.textSize) \(change.layoutDirection)\t\(change.differentPixels.map { "\($0) pixels" } ?? change.note ?? "")")
        }
        print("Review: \(folders[2].standardizedFileURL.path)/\(ReviewPage.fileName)")
        if failOnChange && !report.reviewable.isEmpty { throw ExitCode.failure }
    }
}
