import Foundation
import GalleryCatalog
import Tessera
import Testing
@testable import GalleryKit

/// The gallery draws, audits and encodes each story image straight from its canvas, with a
/// second scratch for the audit's own canvas (issue #19: no bitmap copy per image). Its files
/// and findings must be exactly those of the plain path: `Story.render`'s bitmap encoded with
/// the gallery's options, and the audit reading that bitmap.
struct StoryImageTests {
    /// Text read from the image as drawn (under a scrim), faint text, a shadowed card, a whole
    /// screen with an icon, and stories that do not fit in one canvas: every way `StoryParts` draws.
    private static let stories: [Story] = sampleStories + [
        Story(group: "Samples/Scrim", name: "under", summary: "Text dimmed by a scrim drawn over it.") {
            ZStack {
                Text("Behind the scrim").foregroundColor(.literal(Color(red: 0.33, green: 0.33, blue: 0.33))).padding(.m).key("page")
                ColorFill(.literal(Color(red: 0, green: 0, blue: 0, alpha: 0.5)))
            }.background(.literal(.white))
        },
        Story(group: "Samples/Scrim", name: "faint", summary: "Too little contrast.") {
            Text("Faint").foregroundColor(.literal(Color(red: 0.9, green: 0.9, blue: 0.9))).padding(.m).key("faint")
        },
    ] + Catalog.stories.filter { ["Surfaces/TabBar/home-selected", "Layer/ScrollView/screen-scrolled", "Atoms/Label/long-text"].contains($0.id) }

    @Test func storyImagesAndFindingsAreThoseOfThePlainPath() throws {
        #expect(Self.stories.count == sampleStories.count + 5)
        let out = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let report = try GalleryRun(settings: settings(out, jobs: 1, scale: 2, contactSheets: false), stories: Self.stories).run()
        #expect(report.manifest.failures.isEmpty)
        #expect(report.audit.entries.contains { $0.finding.key == "page" && $0.finding.kind == .contrast })
        let written = try files(in: out)
        let themes = try ThemeSet()
        for story in Self.stories {
            for scheme in [ColorScheme.light, .dark] {
                let renderer = Story.renderer(themes: themes, colorScheme: scheme, scale: 2)
                let images = report.manifest.images.filter { $0.story == story.group && $0.variant == story.name && $0.theme == scheme.rawValue }
                try #require(images.count == 1, "\(story.id) \(scheme)")
                let plain = try story.render(with: renderer).bitmap
                let png = try PNG.encode(plain, options: GalleryRun.encodeOptions)
                #expect(written[images[0].file] == Data(png), "\(images[0].file)")
                let view = story.make()
                let findings: [AuditFinding] = switch story.size {
                case .width(let width): try renderer.audit(view, width: width)
                case .screen(let width, let height): try renderer.audit(view, width: width, height: height)
                }
                let gallery = report.audit.entries.filter {
                    $0.story == story.group && $0.variant == story.name && $0.finding.theme == scheme.rawValue
                }.map(\.finding)
                #expect(Set(gallery.map { [$0].jsonText }) == Set(findings.map { [$0].jsonText }), "\(story.id) \(scheme)")
            }
        }
    }
}
