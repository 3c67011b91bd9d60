import Foundation
import GalleryCatalog
import Tessera
import Testing
@testable import GalleryKit

/// The gallery at the largest text size: stories and contact sheets taller than one canvas come
/// out whole, in parts and pages, instead of failing.
struct LargeTextTests {
    @Test func theLargestTextSizeRendersTheTallestStoriesAndSheetsInParts() throws {
        let out = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        // The two that failed: the semantic colors page (11,038 pt at 2x, its descriptions
        // wrapping whole) and the contact sheet of every Today module at every device size. One
        // theme keeps the debug build quick.
        let stories = Catalog.stories.filter { $0.id == "Tokens/colors" || $0.group == "Showcase/Today/everything-at-once" }
        let settings = try GallerySettings(output: out, schemes: [.light], scale: 2,
                                           textSizes: [.accessibility5], layoutDirections: [.rightToLeft])
        let manifest = try GalleryRun(settings: settings, stories: stories).run().manifest
        #expect(manifest.failures.isEmpty, "\(manifest.failures.map(\.error))")
        let colors = manifest.images.filter { $0.story == "Tokens" && $0.variant == "colors" }
        #expect(colors.map(\.part) == [1, 2] && colors.allSatisfy { $0.parts == 2 })
        #expect(colors.map(\.file) == ["Tokens/colors.light@2x.part-1.png", "Tokens/colors.light@2x.part-2.png"])
        #expect(colors.allSatisfy { $0.width == 1536 && $0.height <= Canvas.maxSide })
        // Parts follow each other with nothing lost: together as tall as the whole page.
        #expect(colors.map(\.height).reduce(0, +) == 22_076)
        let sheets = manifest.contactSheets.filter { $0.story == "Showcase/Today/everything-at-once" }
        #expect(sheets.count > 1 && sheets.allSatisfy { $0.height <= Canvas.maxSide && $0.pages == sheets.count })
        #expect(sheets.map(\.page) == sheets.indices.map { $0 + 1 })
        let written = try files(in: out)
        for file in manifest.images.map(\.file) + manifest.contactSheets.map(\.file) { #expect(written[file] != nil, "\(file)") }
    }

    @Test func cutsFallBetweenLinesAndNeverExceedTheLimit() {
        // Lines 30 pt tall every 40 pt: a cut at 100 would split the line at 80...110, so it
        // moves up to 80; the next slice starts there.
        let lines = stride(from: 0.0, to: 300, by: 40).map { $0...($0 + 30) }
        let cuts = StoryParts.cutPositions(height: 300, limit: 100, scale: 2, obstacles: lines)
        #expect(cuts == [80, 160, 240])
        // One obstacle taller than a slice cannot be avoided: cut straight at the limit.
        #expect(StoryParts.cutPositions(height: 250, limit: 100, scale: 2, obstacles: [0...250]) == [100, 200])
        // Cuts land on device pixels.
        #expect(StoryParts.cutPositions(height: 20, limit: 10.5, scale: 3, obstacles: []).map { $0 * 3 } == [31])
    }
}
