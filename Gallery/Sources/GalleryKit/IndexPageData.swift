import Foundation
import TesseraJSON

/// Everything the index shows, as the one JSON blob `index.html` embeds: the run's rendition axes,
/// its stories (a manifest `story`, e.g. "Atoms/Button") with their variants, each variant's images,
/// failures and audit findings, and the contact sheets.
///
/// The page builds the DOM of one story at a time from it, so a gallery of thousands of images
/// opens with a sidebar and no `<img>` until a story is shown. Renditions are indices into `axes`
/// (`RenditionAxes`), which keeps the blob small and lets the page filter by any axis the
/// manifest carries. Built from the manifest and `audit.json` alone, so `gallery merge` builds
/// the same page.
struct IndexPageData: Encodable, Equatable {
    struct Axis: Encodable, Equatable {
        /// The manifest field ("theme", "textSize", "layoutDirection", "locale").
        var key: String
        var label: String
        var values: [String]
        /// The values as toggles and captions show them ("rtl").
        var names: [String]
    }

    /// A story image or a contact sheet page.
    struct Image: Encodable, Equatable {
        var file: String
        var width: Int
        var height: Int
        /// The index of its value on each axis.
        var rendition: [Int]
        /// The part (of a story drawn in parts) or page (of a split contact sheet), and how many.
        var part: Int?
        var parts: Int?
    }

    struct Failure: Encodable, Equatable {
        var rendition: [Int]
        var error: String
    }

    /// A finding of `audit.json`, with its rendition as axis indices (-1 where it names no value
    /// of the run) and what is not its kind, place or waiver under `figures` and `notes`.
    struct Finding: Encodable, Equatable {
        var kind: String
        var key: String?
        var path: String
        /// x, y, width, height in points.
        var frame: [Double]
        var text: String?
        var figures: [String: Double]
        var notes: [String: String]
        var rendition: [Int]
        /// The story's reason, when it waived the finding.
        var waived: String?
    }

    struct Variant: Encodable, Equatable {
        var name: String
        var summary: String
        var images: [Image] = []
        var failures: [Failure] = []
        var findings: [Finding] = []
    }

    struct Story: Encodable, Equatable {
        /// The manifest's `story`: the page's address and its path in the sidebar's tree.
        var id: String
        var variants: [Variant] = []
        var sheets: [Image] = []
    }

    /// Totals of `audit.json`; nil when the run was not audited.
    struct Audit: Encodable, Equatable {
        var images: Int
        var findings: Int
        var waived: Int
        /// Unwaived findings by kind.
        var kinds: [String: Int]
    }

    var title: String
    /// One line: counts, the settings, failures.
    var summary: String
    var scale: Int
    var axes: [Axis]
    var stories: [Story]
    var audit: Audit?

    init(manifest: Manifest, audit: AuditFile?) throws(GalleryError) {
        let renditions = try RenditionAxes(manifest)
        title = manifest.title ?? "Gallery"
        scale = manifest.settings.scale
        axes = renditions.axes.map { Axis(key: $0.key, label: $0.label, values: $0.values, names: $0.values.map(RenditionAxes.name)) }
        var book = StoryBook()
        for (image, rendition) in zip(manifest.images, renditions.images) {
            let at = book.variant(image.story, image.variant, summary: image.summary)
            book.stories[at.story].variants[at.variant].images.append(Image(
                file: image.file, width: image.width, height: image.height, rendition: rendition, part: image.part, parts: image.parts))
        }
        for (failure, rendition) in zip(manifest.failures, renditions.failures) {
            let at = book.variant(failure.story, failure.variant)
            book.stories[at.story].variants[at.variant].failures.append(Failure(rendition: rendition, error: failure.error))
        }
        for (sheet, rendition) in zip(manifest.contactSheets, renditions.contactSheets) {
            book.stories[book.story(sheet.story)].sheets.append(Image(
                file: sheet.file, width: sheet.width, height: sheet.height, rendition: rendition, part: sheet.page, parts: sheet.pages))
        }
        for node in audit?.findings ?? [] {
            guard let story = node["story"]?.stringValue, let variant = node["variant"]?.stringValue else { continue }
            let at = book.variant(story, variant)
            book.stories[at.story].variants[at.variant].findings.append(Self.finding(node, rendition: renditions.indices(ofFinding: node)))
        }
        stories = book.stories
        self.audit = audit.map { file in
            let findings = book.stories.flatMap(\.variants).flatMap(\.findings)
            var kinds: [String: Int] = [:]
            for finding in findings where finding.waived == nil { kinds[finding.kind, default: 0] += 1 }
            return Audit(images: file.images, findings: findings.count, waived: findings.count { $0.waived != nil }, kinds: kinds)
        }
        summary = Self.summary(manifest, axes: axes, variants: stories.reduce(0) { $0 + $1.variants.count }, stories: stories.count)
    }

    /// The blob as it sits in `<script type="application/json">`: sorted keys (the same run gives
    /// the same page), and every `<` escaped so no story text can end the script element.
    func embeddedJSON() throws(GalleryError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(self), as: UTF8.self).replacingOccurrences(of: "<", with: "\\u003c")
        } catch {
            throw .io(path: IndexPage.fileName, reason: "cannot be encoded (\(error))")
        }
    }

    /// Stories and variants in the order the manifest first names them (catalog order); a
    /// variant only a failure or a finding names still gets its place.
    private struct StoryBook {
        var stories: [Story] = []
        private var storyIndex: [String: Int] = [:]
        private var variantIndex: [String: (story: Int, variant: Int)] = [:]

        mutating func story(_ id: String) -> Int {
            if let index = storyIndex[id] { return index }
            stories.append(Story(id: id))
            storyIndex[id] = stories.count - 1
            return stories.count - 1
        }

        mutating func variant(_ story: String, _ name: String, summary: String = "") -> (story: Int, variant: Int) {
            let key = "\(story)\u{0}\(name)"
            if let found = variantIndex[key] { return found }
            let s = self.story(story)
            stories[s].variants.append(Variant(name: name, summary: summary))
            variantIndex[key] = (s, stories[s].variants.count - 1)
            return (s, stories[s].variants.count - 1)
        }
    }

    private static func finding(_ node: JSONNode, rendition: [Int]) -> Finding {
        let placed: Set<String> = ["story", "variant", "kind", "key", "path", "frame", "text", "waived"]
        let renditionMembers = Set(RenditionAxes.fields.map(\.finding))
        var figures: [String: Double] = [:], notes: [String: String] = [:]
        for member in node.objectMembers ?? [] where !placed.contains(member.key) && !renditionMembers.contains(member.key) {
            if let number = member.node.numberValue { figures[member.key] = number }
            else if let string = member.node.stringValue { notes[member.key] = string }
        }
        let frame = ["x", "y", "width", "height"].map { node["frame"]?[$0]?.numberValue ?? 0 }
        return Finding(kind: node["kind"]?.stringValue ?? "", key: node["key"]?.stringValue, path: node["path"]?.stringValue ?? "",
                       frame: frame, text: node["text"]?.stringValue, figures: figures, notes: notes, rendition: rendition,
                       waived: node["waived"]?.stringValue)
    }

    /// "43 stories · 222 variants · 444 images · theme light, dark · text size large · @2x".
    private static func summary(_ manifest: Manifest, axes: [Axis], variants: Int, stories: Int) -> String {
        var parts = ["\(stories) stories", "\(variants) variants", "\(manifest.images.count) images"]
        parts += axes.map { "\($0.label.lowercased()) \($0.names.joined(separator: ", "))" }
        parts.append("@\(manifest.settings.scale)x")
        if let filter = manifest.settings.filter { parts.append("filter \(filter)") }
        if manifest.settings.shard != "1/1" { parts.append("shard \(manifest.settings.shard)") }
        if !manifest.failures.isEmpty { parts.append("\(manifest.failures.count) failed") }
        return parts.joined(separator: " · ")
    }
}
