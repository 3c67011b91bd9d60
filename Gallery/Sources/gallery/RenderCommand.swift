import ArgumentParser
import Foundation
import GalleryKit
import Tessera

/// `gallery render`: the default command.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render", abstract: "Render stories to <group>/<story>.<theme>@<scale>x.png, contact sheets, manifest.json, index.html.")

    @Option(help: "The output folder.")
    var out = "Gallery/Output"

    @Option(help: "light, dark or all.")
    var theme = "all"

    @Option(help: "Device pixels per point: 1, 2 or 3.")
    var scale = 2

    @Option(help: "Only stories whose group/name matches this glob (* and ?), e.g. 'Atoms/*'.")
    var filter: String?

    @Option(help: "Render threads (default: all cores). Output does not depend on it.")
    var jobs = ProcessInfo.processInfo.activeProcessorCount

    @Option(name: .customLong("text-size"), help: "Dynamic Type category: \(TextSize.allCases.map(\.rawValue).joined(separator: ", ")).")
    var textSize = TextSize.large.rawValue

    @Flag(help: "Lay out right to left.")
    var rtl = false

    @Option(help: "Render only slice K of N (e.g. 2/4); join slices with `gallery merge`.")
    var shard = "1/1"

    @Option(help: "The token folder.")
    var tokens = "Tokens"

    func run() throws {
        let settings: GallerySettings
        let run: GalleryRun
        do {
            let schemes: [ColorScheme] = switch theme {
            case "all": [.light, .dark]
            case "light": [.light]
            case "dark": [.dark]
            default: throw GalleryError.invalidArgument("--theme", theme, "must be light, dark or all")
            }
            guard let size = TextSize(rawValue: textSize) else {
                throw GalleryError.invalidArgument("--text-size", textSize, "must be one of \(TextSize.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            settings = try GallerySettings(
                tokens: try GallerySettings.folder("--tokens", tokens), output: try GallerySettings.folder("--out", out), schemes: schemes, scale: scale,
                filter: filter.map(GlobPattern.init), jobs: jobs, textSize: size, layoutDirection: rtl ? .rightToLeft : .leftToRight,
                shard: try Shard(parsing: shard))
            run = try GalleryRun(settings: settings)
        } catch let error as GalleryError {
            throw ValidationError(error.description)
        }
        let progress = ProgressLine(enabled: isatty(STDERR_FILENO) == 1)
        var onProgress: (@Sendable (Int, Int) -> Void)?
        if progress.enabled { onProgress = { done, total in progress.update(done: done, of: total) } }
        let report: GalleryRun.Report
        do {
            report = try run.run(progress: onProgress)
        } catch {
            progress.finish()
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode.failure
        }
        progress.finish()
        let manifest = report.manifest
        for failure in manifest.failures {
            FileHandle.standardError.write(Data("FAILED \(failure.story)/\(failure.variant) (\(failure.theme)): \(failure.error)\n".utf8))
        }
        let median = report.medianMilliseconds.map { String(format: "%.2f ms", $0) } ?? "–"
        print("\(manifest.images.count) images, \(manifest.contactSheets.count) contact sheets in \(String(format: "%.2f", report.seconds)) s "
              + "(median \(median) per image, \(settings.jobs) jobs), \(manifest.failures.count) failed")
        print("Gallery: \(settings.output.standardizedFileURL.path)/index.html")
        if !manifest.failures.isEmpty { throw ExitCode.failure }
    }
}
