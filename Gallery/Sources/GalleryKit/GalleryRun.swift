import ConfinedFiles
import Foundation
import TesseraStories
import Tessera
import TesseraText

/// One `gallery render`: every selected story in every rendition (theme × text size × locale × direction), in parallel, each image written
/// as it is made; then a contact sheet per group and theme, `manifest.json` and `index.html`.
///
/// One failing story is recorded by name with its error and the rest still render. The files
/// written depend only on the catalog, the tokens and the settings — not on `jobs`, timing or
/// which thread rendered what.
public struct GalleryRun: Sendable {
    public let settings: GallerySettings
    /// The index page's title (the catalog's).
    public let title: String
    /// The stories to render with their catalog positions, in catalog order.
    public let selection: [(order: Int, story: Story)]
    /// The key catalogs the tokens are checked against beside Tessera's (the catalog's own).
    public let tokenKeys: [any TokenKeyCatalog.Type]

    /// Selects from `catalog`'s stories.
    public init<Catalog: StoryCatalog>(settings: GallerySettings, catalog: Catalog.Type) throws(GalleryError) {
        try self.init(settings: settings, stories: Catalog.stories, title: Catalog.title, tokenKeys: Catalog.tokenKeys)
    }

    /// Selects from `stories` (the whole catalog: positions and duplicate ids are checked against it).
    public init(
        settings: GallerySettings, stories: [Story], title: String = "Gallery", tokenKeys: [any TokenKeyCatalog.Type] = []
    ) throws(GalleryError) {
        self.tokenKeys = tokenKeys
        var seen: Set<String> = []
        for story in stories where !seen.insert(story.id).inserted { throw .duplicateStory(story.id) }
        var groupSizes: [(group: String, stories: Int)] = []
        for story in stories {
            if groupSizes.last?.group == story.group { groupSizes[groupSizes.count - 1].stories += 1 }
            else if let i = groupSizes.firstIndex(where: { $0.group == story.group }) { groupSizes[i].stories += 1 }
            else { groupSizes.append((story.group, 1)) }
        }
        let groups = settings.shard.groups(of: groupSizes)
        self.settings = settings
        self.title = title
        selection = stories.enumerated()
            .filter { groups.contains($0.element.group) && (settings.filter?.matches($0.element.id) ?? true) }
            .map { (order: $0.offset, story: $0.element) }
    }

    /// What the run made, and how long it took.
    public struct Report: Sendable {
        public var manifest: Manifest
        public var seconds: Double
        /// The median render-and-encode time of one story image.
        public var medianMilliseconds: Double?
        /// What the audit found in the story images (also written as `audit.json`).
        public var audit: GalleryAudit
    }

    /// Renders everything into `settings.output`. `progress` hears (done, total) after each image.
    public func run(progress: (@Sendable (Int, Int) -> Void)? = nil) throws(GalleryError) -> Report {
        let start = ContinuousClock.now
        _ = try Self.createFolder(settings.output)
        let themes: ThemeSet
        do { themes = try ThemeSet(tokens: settings.tokens, keys: tokenKeys) } catch { throw .tokens(settings.tokens, error) }
        let renderers = settings.renditions.map { rendition in
            var renderer = Story.renderer(
                themes: themes, colorScheme: rendition.colorScheme, scale: Double(settings.scale),
                textSize: rendition.textSize, layoutDirection: rendition.layoutDirection, locale: rendition.locale)
            renderer.budget = settings.budget
            return renderer
        }
        let jobs: [(entry: (order: Int, story: Story), renderer: Renderer)] = selection.flatMap { entry in renderers.map { (entry, $0) } }
        let total = jobs.count
        var report: (@Sendable (Int) -> Void)?
        if let progress { report = { done in progress(done, total) } }
        let outcomes = WorkQueue.map(count: total, threads: settings.jobs, progress: report, worker: { WorkerScratch() }) {
            index, spare, scratch -> Result<RenderedStory, Manifest.Failure> in
            render(jobs[index].entry, with: Self.drawing(jobs[index].renderer, spareThreads: spare), scratch: &scratch)
        }
        var manifest = Manifest(title: title, settings: settings.manifestSettings, images: [], contactSheets: [], failures: [])
        var audit = GalleryAudit()
        for (index, outcome) in outcomes.enumerated() {
            switch outcome {
            case .success(let rendered):
                manifest.images += rendered.images
                audit.add(rendered.findings, of: jobs[index].entry.story, order: jobs[index].entry.order,
                          layoutDirection: Rendition(of: jobs[index].renderer).layoutDirection.rawValue)
            case .failure(let failure): manifest.failures.append(failure)
            }
        }
        if settings.contactSheets {
            ImageMemory.releaseFreedMemory()
            drawContactSheets(into: &manifest, renderers: renderers)
        }
        manifest.fonts = Set(renderers.flatMap { $0.textEngine.fonts.openedFaces }).map(FontFingerprint.init).sorted()
        manifest.sort()
        audit.sort()
        try Self.write(manifest, audit: settings.audits ? audit.file : nil, to: settings.output)
        let times = manifest.images.map(\.renderMilliseconds).sorted()
        let median = times.isEmpty ? nil : times.count % 2 == 1 ? times[times.count / 2] : (times[times.count / 2 - 1] + times[times.count / 2]) / 2
        let elapsed = ContinuousClock.now - start
        return Report(manifest: manifest, seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
                      medianMilliseconds: median, audit: audit)
    }

    /// Writes `audit.json` (when the run was audited), `manifest.json` and the index built from
    /// both (also used by `gallery merge`).
    static func write(_ manifest: Manifest, audit: AuditFile?, to folder: URL) throws(GalleryError) {
        let json: Data
        do { json = try manifest.jsonData() } catch {
            throw .io(path: folder.appendingPathComponent(Manifest.fileName).path, reason: "cannot be encoded (\(error))")
        }
        if let audit { try write(Array(audit.text.utf8), to: GalleryAudit.fileName, in: folder) }
        try write(Array(json), to: Manifest.fileName, in: folder)
        try write(Array(IndexPage(manifest: manifest, audit: audit).html().utf8), to: IndexPage.fileName, in: folder)
    }

    /// Writes through `FileRoot`, so a link already in the output (a shard merged into itself, a
    /// folder from elsewhere) is replaced, never written through.
    static func write(_ bytes: [UInt8], to relativePath: String, in folder: URL) throws(GalleryError) {
        do { try FileRoot(folder.path).write(bytes, to: relativePath) } catch { throw .writing(error, in: folder) }
    }

    /// Creates the output folder (and its parents) and returns it as the root writes stay in.
    /// One `mkdir` per component, so a failure names the folder and the system's reason
    /// ("Not a directory", "Permission denied") rather than a Foundation error dump.
    static func createFolder(_ url: URL) throws(GalleryError) -> FileRoot {
        var path = ""
        for component in url.standardizedFileURL.path.split(separator: "/") {
            path += "/" + component
            guard mkdir(path, 0o755) == 0 || errno == EEXIST else {
                throw .io(path: path, reason: "cannot create the folder (\(String(cString: strerror(errno))))")
            }
        }
        do { return try FileRoot(url.path) } catch { throw .io(path: url.path, reason: error.explanation) }
    }

    /// A story's images in one rendition and what the audit found in it.
    private struct RenderedStory {
        var images: [Manifest.Image]
        var findings: [AuditFinding]
    }

    /// The story's image, or its parts when it is taller than one canvas (`StoryParts`), audited.
    private func render(_ entry: (order: Int, story: Story), with renderer: Renderer,
                        scratch: inout WorkerScratch) -> Result<RenderedStory, Manifest.Failure> {
        let story = entry.story
        let rendition = Rendition(of: renderer)
        let theme = rendition.colorScheme.rawValue, textSize = rendition.textSize.rawValue
        let layoutDirection = rendition.layoutDirection.rawValue, locale = rendition.locale
        func failure(_ message: String) -> Result<RenderedStory, Manifest.Failure> {
            .failure(Manifest.Failure(story: story.group, variant: story.name, order: entry.order, theme: theme, textSize: textSize,
                                      layoutDirection: layoutDirection, locale: locale, error: message))
        }
        if let problem = StoryFile.problem(with: story) { return failure("the story's id \(problem)") }
        let clock = ContinuousClock()
        let start = clock.now
        var pngs: [(png: [UInt8], width: Int, height: Int)] = []
        let findings: [AuditFinding]
        do {
            let encoder = scratch.png
            findings = try StoryParts.render(story, with: renderer, audits: settings.audits, scratch: &scratch.raster) {
                canvas throws(RenderError) in
                pngs.append((try WorkerScratch.encode(canvas, with: encoder), canvas.width, canvas.height))
            }
        } catch {
            return failure("\(error)")
        }
        let elapsed = clock.now - start
        let milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        var images: [Manifest.Image] = []
        for (index, image) in pngs.enumerated() {
            let part = pngs.count > 1 ? index + 1 : nil
            let file = StoryFile.path(group: story.group, name: story.name, rendition: settings.fileLabel(rendition),
                                      scale: settings.scale, part: part)
            do {
                try writeFile(image.png, to: file)
            } catch {
                return failure("\(error)")
            }
            images.append(Manifest.Image(
                story: story.group, variant: story.name, summary: story.summary, order: entry.order, theme: theme,
                textSize: textSize, layoutDirection: layoutDirection, locale: locale, scale: settings.scale, part: part, parts: part.map { _ in pngs.count }, file: file,
                width: image.width, height: image.height, sha256: SHA256.hexDigest(image.png),
                renderMilliseconds: (milliseconds / Double(pngs.count) * 1000).rounded() / 1000))
        }
        return .success(RenderedStory(images: images, findings: findings))
    }

    /// One sheet per group and rendition (several pages when it is too tall for one canvas), of the
    /// stories that rendered in that rendition (a failed story would fail the whole sheet, and is
    /// reported already).
    private func drawContactSheets(into manifest: inout Manifest, renderers: [Renderer]) {
        var groups: [(group: String, order: Int, stories: [Story])] = []
        for entry in selection where StoryFile.problem(with: entry.story) == nil {
            if let i = groups.firstIndex(where: { $0.group == entry.story.group }) { groups[i].stories.append(entry.story) }
            else { groups.append((entry.story.group, entry.order, [entry.story])) }
        }
        let failed = Set(manifest.failures.map {
            "\($0.story)/\($0.variant)\u{0}\($0.theme)\u{0}\($0.textSize)\u{0}\($0.layoutDirection)\u{0}\($0.locale ?? "")"
        })
        let jobs = groups.flatMap { group in renderers.map { (group, $0) } }
        let outcomes = WorkQueue.map(count: jobs.count, threads: settings.jobs, worker: { WorkerScratch() }) {
            index, spare, scratch -> Result<[Manifest.ContactSheet], Manifest.Failure> in
            let (group, storyRenderer) = jobs[index]
            let rendition = Rendition(of: storyRenderer)
            let theme = rendition.colorScheme.rawValue, textSize = rendition.textSize.rawValue
            let layoutDirection = rendition.layoutDirection.rawValue, locale = rendition.locale
            var renderer = Self.drawing(storyRenderer, spareThreads: spare)
            renderer.scale = 1
            let stories = group.stories.filter {
                !failed.contains("\($0.id)\u{0}\(theme)\u{0}\(textSize)\u{0}\(layoutDirection)\u{0}\(locale)")
            }
            do {
                // Sheets are not audited, so each page is encoded straight from its canvas (no
                // bitmap copy) before the next is drawn.
                let pages = try ContactSheetPages.lists(group: group.group, stories: stories, with: renderer)
                var sheets: [Manifest.ContactSheet] = []
                for (index, list) in pages.enumerated() {
                    let page = pages.count > 1 ? index + 1 : nil
                    let file = StoryFile.contactSheetPath(group: group.group, rendition: settings.fileLabel(rendition), page: page)
                    let canvas = try renderer.canvas(drawing: list, reusing: &scratch.raster)
                    let png = try WorkerScratch.encode(canvas, with: scratch.png)
                    let (width, height) = (canvas.width, canvas.height)
                    canvas.recycle(into: &scratch.raster)
                    try writeFile(png, to: file)
                    sheets.append(Manifest.ContactSheet(story: group.group, order: group.order, theme: theme, textSize: textSize,
                                                        layoutDirection: layoutDirection, locale: locale, page: page, pages: page.map { _ in pages.count }, file: file,
                                                        width: width, height: height, sha256: SHA256.hexDigest(png)))
                }
                return .success(sheets)
            } catch {
                return .failure(Manifest.Failure(story: group.group, variant: "contact sheet", order: group.order, theme: theme,
                                                 textSize: textSize, layoutDirection: layoutDirection, locale: locale,
                                                 error: "\(error)"))
            }
        }
        for outcome in outcomes {
            switch outcome {
            case .success(let sheets): manifest.contactSheets += sheets
            case .failure(let failure): manifest.failures.append(failure)
            }
        }
    }

    /// `renderer` drawing its large images on its own thread plus `spareThreads`: only the last
    /// jobs of a phase get spare threads, so bands do not compete with other jobs for the cores
    /// for long (Benchmarks/README.md, "Banded drawing"). The pixels do not depend on it.
    static func drawing(_ renderer: Renderer, spareThreads: Int) -> Renderer {
        var renderer = renderer
        renderer.rasterThreads = 1 + spareThreads
        return renderer
    }

    /// Review images favour speed over size (`WorkerScratch.encode`).
    static let encodeOptions = PNG.EncodeOptions.fast

    private func writeFile(_ bytes: [UInt8], to relativePath: String) throws(GalleryError) {
        try Self.write(bytes, to: relativePath, in: settings.output)
    }
}

extension Manifest.Failure: Error {}
