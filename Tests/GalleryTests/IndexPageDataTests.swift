import Foundation
import Testing
import TesseraJSON
@testable import GalleryKit

/// What the index embeds for a given manifest and audit.json: the page's script reads nothing else.
@Suite struct IndexPageDataTests {
    func image(_ story: String, _ variant: String, _ theme: String, textSize: String = "large", part: Int? = nil) -> Manifest.Image {
        Manifest.Image(story: story, variant: variant, summary: "\(variant) summary", order: 0, theme: theme, textSize: textSize,
                       layoutDirection: "leftToRight", scale: 2, part: part, parts: part.map { _ in 2 },
                       file: "\(story)/\(variant).\(theme).\(textSize)\(part.map { ".part-\($0)" } ?? "")@2x.png",
                       width: 750, height: 200, sha256: "00", renderMilliseconds: 1)
    }

    var manifest: Manifest {
        let settings = Manifest.Settings(scale: 2, themes: ["light", "dark"], textSizes: ["large", "accessibility3"],
                                         layoutDirections: ["leftToRight"], filter: nil, shard: "1/1")
        return Manifest(
            title: "Samples </script>", settings: settings,
            images: [image("Atoms/Chip", "accent", "light"), image("Atoms/Chip", "accent", "dark"),
                     image("Atoms/Chip", "accent", "dark", textSize: "accessibility3"),
                     image("Tokens", "colors", "light", part: 1), image("Tokens", "colors", "light", part: 2)],
            contactSheets: [Manifest.ContactSheet(story: "Atoms/Chip", order: 0, theme: "dark", textSize: "large",
                                                  layoutDirection: "leftToRight", page: nil, pages: nil,
                                                  file: "_contact-sheets/Atoms/Chip.dark.large.png", width: 375, height: 90, sha256: "00")],
            failures: [Manifest.Failure(story: "Atoms/Chip", variant: "broken", order: 1, theme: "dark", textSize: "large",
                                        layoutDirection: "leftToRight", error: "no such image")])
    }

    let auditText = """
        {"images": 5, "findings": [
          {"story":"Atoms/Chip","variant":"accent","layoutDirection":"leftToRight","kind":"contrast","key":"chip","path":"Chip > Text","frame":{"x":1,"y":2,"width":30,"height":12},"text":"Accent","ratio":2.5,"required":4.5,"textColor":"#ffffff","theme":"dark","textSize":"accessibility3","direction":"rightToLeft","locale":"en-US"},
          {"story":"Atoms/Chip","variant":"accent","layoutDirection":"leftToRight","kind":"touchTarget","path":"Chip","frame":{"x":0,"y":0,"width":60,"height":32},"height":32,"minimum":44,"theme":"sepia","textSize":"large","direction":"leftToRight","locale":"en-US","waived":"the row is the target"}
        ]}
        """

    @Test func storiesVariantsImagesAndRenditionsAsAxisIndices() throws {
        let data = try IndexPageData(manifest: manifest, audit: nil)
        #expect(data.title == "Samples </script>")
        #expect(data.scale == 2)
        #expect(data.axes.map(\.key) == ["theme", "textSize", "layoutDirection"])
        #expect(data.axes[0].values == ["light", "dark"] && data.axes[1].values == ["large", "accessibility3"])
        #expect(data.axes[2].names == ["ltr"])
        #expect(data.stories.map(\.id) == ["Atoms/Chip", "Tokens"])
        let chip = data.stories[0]
        // A variant only a failure names still has its place, with the failure's rendition.
        #expect(chip.variants.map(\.name) == ["accent", "broken"])
        #expect(chip.variants[0].summary == "accent summary")
        #expect(chip.variants[0].images.map(\.rendition) == [[0, 0, 0], [1, 0, 0], [1, 1, 0]])
        #expect(chip.variants[0].images[2].file == "Atoms/Chip/accent.dark.accessibility3@2x.png")
        #expect(chip.variants[1].failures == [IndexPageData.Failure(rendition: [1, 0, 0], error: "no such image")])
        #expect(chip.sheets.map(\.file) == ["_contact-sheets/Atoms/Chip.dark.large.png"])
        #expect(data.stories[1].variants[0].images.map { "\($0.part ?? 0)/\($0.parts ?? 0)" } == ["1/2", "2/2"])
        #expect(data.audit == nil)
        #expect(data.summary == "2 stories · 3 variants · 5 images · theme light, dark · text size large, accessibility3 · direction ltr · @2x · 1 failed")
    }

    @Test func findingsSitWithTheirVariantWithFiguresNotesAndWaivers() throws {
        let audit = try AuditFile.parse(Array(auditText.utf8), path: "audit.json")
        let data = try IndexPageData(manifest: manifest, audit: audit)
        let findings = data.stories[0].variants[0].findings
        #expect(findings.count == 2)
        #expect(findings[0] == IndexPageData.Finding(
            kind: "contrast", key: "chip", path: "Chip > Text", frame: [1, 2, 30, 12], text: "Accent",
            figures: ["ratio": 2.5, "required": 4.5], notes: ["direction": "rightToLeft", "textColor": "#ffffff"],
            rendition: [1, 1, 0], waived: nil))
        // The image's direction places it (a mirrored view inside a left-to-right image says
        // rightToLeft as its own `direction`, kept as a note).
        // A theme the run did not render matches every image along that axis (-1).
        #expect(findings[1].rendition == [-1, 0, 0])
        #expect(findings[1].waived == "the row is the target")
        #expect(findings[1].figures == ["height": 32, "minimum": 44])
        #expect(data.audit == IndexPageData.Audit(images: 5, findings: 2, waived: 1, kinds: ["contrast": 1]))
    }

    @Test func aLocaleOnTheEntriesBecomesAnAxisInTheSettingsOrder() throws {
        let json = """
            {"settings": {"themes": ["light"], "locales": ["en-US", "ar"]},
             "images": [{"theme": "light", "locale": "ar"}, {"theme": "light", "locale": "en-US"}, {"theme": "light", "locale": "ja"}],
             "contactSheets": [], "failures": [{"theme": "light"}]}
            """
        let axes = RenditionAxes(manifestJSON: try JSONParser.parse(json))
        #expect(axes.axes.map(\.key) == ["theme", "locale"])
        #expect(axes.axes[1].values == ["en-US", "ar", "ja"])
        #expect(axes.images == [[0, 1], [0, 0], [0, 2]])
        #expect(axes.failures == [[0, -1]])
        let finding = try JSONParser.parse(#"{"theme": "light", "locale": "ja", "direction": "rightToLeft"}"#)
        #expect(axes.indices(ofFinding: finding) == [0, 2])
    }

    @Test func thePageEmbedsTheDataWhereNoTextCanEndItsScript() throws {
        let html = try IndexPage(manifest: manifest, audit: nil).html()
        // Two script elements (the data and the code), each closed once.
        #expect(html.components(separatedBy: "</script>").count == 3)
        let data = try #require(embeddedData(in: html))
        #expect(data["title"] as? String == "Samples </script>")
        #expect(!html.contains("http://") && !html.contains("https://"))
        #expect(html.contains("<title>Samples &lt;/script&gt;</title>"))
    }

    @Test func aBrokenAuditFileIsAnErrorNamingItAndWhere() throws {
        #expect(throws: GalleryError.io(path: "a/audit.json", reason: "not a gallery audit ($.findings[0] must be an object with a story, a variant and a kind)")) {
            try AuditFile.parse(Array(#"{"images": 1, "findings": [{"story": "x"}]}"#.utf8), path: "a/audit.json")
        }
        #expect(throws: GalleryError.self) { try AuditFile.parse(Array("{\"images\": -1, \"findings\": []}".utf8), path: "audit.json") }
    }
}

/// The index's embedded page data, as the browser's `JSON.parse` reads it.
func embeddedData(in html: String) -> [String: Any]? {
    guard let start = html.range(of: "<script type=\"application/json\" id=\"gallery-data\">"),
          let end = html.range(of: "</script>", range: start.upperBound..<html.endIndex) else { return nil }
    let json = Data(html[start.upperBound..<end.lowerBound].utf8)
    return (try? JSONSerialization.jsonObject(with: json)) as? [String: Any]
}
