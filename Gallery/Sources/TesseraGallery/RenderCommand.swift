import ArgumentParser
import Foundation
import GalleryKit
import Tessera
import TesseraArguments
import TesseraStories

/// `gallery render`: the default command.
///
/// Settings are spelled as `tessera render` spells them (`--theme`, `--scale`, `--text-size`,
/// `--direction`, `--locale`) and checked while the command line is parsed, so a typo is a usage error
/// naming the option and its values before anything renders.
struct RenderCommand<Catalog: StoryCatalog>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "render",
            abstract: "Render stories to <group>/<story>.<theme>@<scale>x.png, contact sheets, manifest.json, index.html.",
            discussion: """
                Several text sizes or directions render a matrix: file names then add the text size and \
                the direction after the theme (<story>.dark.accessibility3.rtl@2x.png). Locales other than \
                en-US, or several, add the locale last (<story>.dark.en-XA@2x.png); the pseudo-locale \
                en-XA accents every text and makes it longer, ar-XB draws it right to left (in rtl only).
                """)
    }

    @Option(name: .shortAndLong, help: "The output folder.")
    var out = "Gallery/Output"

    @Option(help: "Themes, comma-separated, or all.")
    var theme = ArgumentList(ThemeArgument.allCases)

    @Option(help: "Device pixels per point: 1, 2 or 3.")
    var scale = 2

    @Option(help: "Only stories whose group/name matches this glob (* and ?), e.g. 'Atoms/*'.")
    var filter: String?

    @Option(help: "Render threads (default: all cores). Output does not depend on it.")
    var jobs = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: "Dynamic Type categories, comma-separated, or all: each story is rendered at each.")
    var textSize = ArgumentList([TextSizeArgument(.large)])

    @Option(help: "Layout directions, comma-separated, or all.")
    var direction = ArgumentList([DirectionArgument.ltr])

    @Option(help: "Locales (BCP 47), comma-separated, or all (en-US and the pseudo-locales en-XA, ar-XB).")
    var locale = ArgumentList([LocaleArgument(Renderer.defaultLocale)])

    /// The spelling before `--direction rtl`, kept (hidden) so existing scripts still run; it wins
    /// over `--direction`.
    @Flag(help: .hidden)
    var rtl = false

    @Option(help: "Render only slice K of N (e.g. 2/4); join slices with `gallery merge`.",
            transform: { text in
                do { return try Shard(parsing: text) } catch { throw ValidationError("\(error)") }
            })
    var shard = Shard.whole

    @Option(help: "The token folder (holding *.resolver.json); the catalog's tokens (by default Tessera's) when omitted.")
    var tokens: String?

    @OptionGroup var layering: TokenLayerOptions

    @Flag(help: "Fail when the audit finds anything a story does not waive (audit.json lists every finding).")
    var strict = false

    @Flag(help: "Render without auditing (no audit.json).")
    var noAudit = false

    mutating func validate() throws {
        guard (1...3).contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3, not \(scale)") }
        guard (1...256).contains(jobs) else { throw ValidationError("--jobs must be from 1 to 256, not \(jobs)") }
        if strict && noAudit { throw ValidationError("--strict needs the audit: leave out --no-audit") }
        if rtl { direction = ArgumentList([.rtl]) }
    }

    /// The tokens to render with: `--tokens` (layered over the defaults with `--over-defaults`),
    /// else the catalog's own (`StoryCatalog.tokens`).
    func tokenLayers() throws -> TokenLayers {
        guard tokens != nil || layering.overDefaults else { return Catalog.tokens }
        return try layering.layers(tokens.map { try GallerySettings.folder("--tokens", $0).path })
    }

    func run() throws {
        ImageMemory.keepFreedMemory()
        let settings: GallerySettings
        let run: GalleryRun
        do {
            var gallery = try GallerySettings(
                tokens: try tokenLayers(), output: try GallerySettings.folder("--out", out),
                schemes: theme.values.map(\.colorScheme),
                scale: scale, filter: filter.map(GlobPattern.init), jobs: jobs,
                textSizes: textSize.values.map(\.textSize), layoutDirections: direction.values.map(\.layoutDirection),
                locales: locale.values.map(\.locale), shard: shard)
            gallery.audits = !noAudit
            settings = gallery
            run = try GalleryRun(settings: settings, catalog: Catalog.self)
        } catch {
            throw ValidationError("\(error)")
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
            let rendition = "\(failure.theme), \(failure.textSize), \(failure.layoutDirection)" + (failure.locale.map { ", \($0)" } ?? "")
            FileHandle.standardError.write(Data("FAILED \(failure.story)/\(failure.variant) (\(rendition)): \(failure.error)\n".utf8))
        }
        let median = report.medianMilliseconds.map { String(format: "%.2f ms", $0) } ?? "–"
        print("\(manifest.images.count) images, \(manifest.contactSheets.count) contact sheets in \(String(format: "%.2f", report.seconds)) s "
              + "(median \(median) per image, \(settings.jobs) jobs), \(manifest.failures.count) failed")
        if settings.audits { print(report.audit.summary) }
        print("Gallery: \(settings.output.standardizedFileURL.path)/index.html")
        if !manifest.failures.isEmpty { throw ExitCode.failure }
        if strict, !report.audit.unwaived.isEmpty {
            for entry in report.audit.unwaived {
                let finding = entry.finding
                let name = finding.key ?? finding.path
                FileHandle.standardError.write(Data("AUDIT \(entry.story)/\(entry.variant) (\(finding.theme), \(finding.textSize), \(finding.direction)): \(finding.kind.rawValue) \(name)\n".utf8))
            }
            throw ExitCode.failure
        }
    }
}
