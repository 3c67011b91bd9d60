import ArgumentParser
import Foundation
import GalleryKit
import Tessera
import TesseraArguments
@testable import TesseraGallery
import Testing

/// A catalog of the sample stories, as an adopting package declares one.
enum SampleCatalog: StoryCatalog {
    static let title = "Samples <gallery>"
    static var stories: [Story] { sampleStories }
}

/// A catalog whose stories draw with a brand folder of its own (never loaded by these tests).
enum BrandedCatalog: StoryCatalog {
    static let missingBrand = URL(fileURLWithPath: "/nonexistent/AcmeBrandTokens")
    static var tokens: TokenLayers { .defaults.overlaid(by: missingBrand) }
    static var stories: [Story] { sampleStories }
}

/// The command line `GalleryCommand` gives any catalog: parsed and checked before anything renders.
@Suite struct GalleryCommandTests {
    func message(_ arguments: [String]) -> String {
        do {
            _ = try GalleryCommand<SampleCatalog>.parseAsRoot(arguments)
            return "parsed"
        } catch {
            return GalleryCommand<SampleCatalog>.message(for: error)
        }
    }

    /// Runs `gallery render` with `arguments` into a fresh folder at 1x, with Tessera's bundled
    /// tokens as an adopter without a folder of its own has them; returns the folder.
    func render(_ arguments: [String]) throws -> URL {
        let out = try temporaryFolder()
        var command = try GalleryCommand<SampleCatalog>.parseAsRoot(
            ["render", "--scale", "1", "-o", out.path] + arguments)
        try command.run()
        return out
    }

    @Test func rendersAnAdoptersCatalogWithTheSettingsGiven() throws {
        let out = try render(["--theme", "dark,light", "--text-size", "accessibility3", "--direction", "rtl", "--jobs", "1",
                              "--filter", "Samples/Chip/*"])
        let manifest = try Manifest.read(from: out)
        #expect(manifest.title == "Samples <gallery>")
        #expect(manifest.settings.themes == ["dark", "light"])
        #expect(manifest.settings.textSizes == ["accessibility3"])
        #expect(manifest.settings.layoutDirections == ["rightToLeft"])
        #expect(manifest.images.allSatisfy { $0.textSize == "accessibility3" && $0.layoutDirection == "rightToLeft" })
        #expect(manifest.images.map(\.file) == [
            "Samples/Chip/accent.dark@1x.png", "Samples/Chip/accent.light@1x.png",
            "Samples/Chip/subtle.dark@1x.png", "Samples/Chip/subtle.light@1x.png",
        ])
        let index = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains("<title>Samples &lt;gallery&gt;</title>"))
    }

    @Test func aCatalogsOwnTokensAreUsedUnlessTokensIsGiven() throws {
        func layers(_ arguments: [String]) throws -> TokenLayers {
            try #require(try GalleryCommand<BrandedCatalog>.parseAsRoot(["render"] + arguments) as? RenderCommand<BrandedCatalog>)
                .tokenLayers()
        }
        #expect(try layers([]) == .defaults.overlaid(by: BrandedCatalog.missingBrand))
        #expect(try layers(["--tokens", "/team/tokens"]) == .folder(URL(fileURLWithPath: "/team/tokens")))
        #expect(try layers(["--tokens", "/team/brand", "--over-defaults"]) == .defaults.overlaid(by: URL(fileURLWithPath: "/team/brand")))
        #expect(SampleCatalog.tokens == .defaults)
    }

    @Test func renderIsTheDefaultAndDefaultsToBothThemesAt2x() throws {
        let command = try #require(try GalleryCommand<SampleCatalog>.parseAsRoot([]) as? RenderCommand<SampleCatalog>)
        #expect(command.theme.values == [.light, .dark])
        #expect(command.scale == 2)
        #expect(command.textSize.values == [TextSizeArgument(.large)])
        #expect(command.direction.values == [.ltr])
        #expect(command.shard == .whole)
    }

    @Test func theOldRtlFlagStillWorks() throws {
        let command = try #require(try GalleryCommand<SampleCatalog>.parseAsRoot(["render", "--rtl"]) as? RenderCommand<SampleCatalog>)
        #expect(command.direction.values == [.rtl])
    }

    @Test func badValuesAreUsageErrorsNamingTheOption() {
        #expect(message(["render", "--theme", "purple"]).contains("'purple' is invalid for '--theme"))
        #expect(message(["render", "--theme", "light,light"]).contains("--theme"))
        #expect(message(["render", "--text-size", "huge"]).contains("'huge' is invalid for '--text-size"))
        #expect(message(["render", "--direction", "up"]).contains("'up' is invalid for '--direction"))
        #expect(message(["render", "--scale", "4"]).contains("--scale must be 1, 2 or 3, not 4"))
        #expect(message(["render", "--jobs", "0"]).contains("--jobs must be from 1 to 256, not 0"))
        #expect(message(["render", "--shard", "3/2"]).contains("must be K/N with 1 ≤ K ≤ N ≤ 1000"))
    }

    @Test func severalTextSizesAndDirectionsRenderAMatrixNamedPerImage() throws {
        let out = try render(["--theme", "dark", "--text-size", "large,accessibility3", "--direction", "all",
                              "--filter", "Samples/Chip/accent"])
        let manifest = try Manifest.read(from: out)
        #expect(manifest.settings.textSizes == ["large", "accessibility3"])
        #expect(manifest.settings.layoutDirections == ["leftToRight", "rightToLeft"])
        #expect(manifest.images.map(\.file) == [
            "Samples/Chip/accent.dark.large.ltr@1x.png", "Samples/Chip/accent.dark.large.rtl@1x.png",
            "Samples/Chip/accent.dark.accessibility3.ltr@1x.png", "Samples/Chip/accent.dark.accessibility3.rtl@1x.png",
        ])
        #expect(manifest.images.map { "\($0.textSize) \($0.layoutDirection)" } == [
            "large leftToRight", "large rightToLeft", "accessibility3 leftToRight", "accessibility3 rightToLeft",
        ])
        // Larger text draws a larger chip: the renditions really differ.
        #expect(manifest.images[0].height < manifest.images[2].height)
        #expect(manifest.images[0].sha256 != manifest.images[1].sha256)
        #expect(manifest.contactSheets.map(\.file) == [
            "_contact-sheets/Samples/Chip.dark.large.ltr.png", "_contact-sheets/Samples/Chip.dark.large.rtl.png",
            "_contact-sheets/Samples/Chip.dark.accessibility3.ltr.png", "_contact-sheets/Samples/Chip.dark.accessibility3.rtl.png",
        ])
        let index = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        // The index offers a toggle for each axis of the matrix.
        let axes = try #require(embeddedData(in: index)?["axes"] as? [[String: Any]])
        #expect(axes.map { "\($0["key"] ?? ""): \(($0["names"] as? [String] ?? []).joined(separator: ","))" } == [
            "theme: dark", "textSize: large,accessibility3", "layoutDirection: ltr,rtl", "locale: en-US",
        ])
    }

    @Test func listPrintsTheCatalogsStories() throws {
        #expect(try GalleryCommand<SampleCatalog>.parseAsRoot(["list", "--filter", "Samples/Card/*"]) is ListCommand<SampleCatalog>)
    }
}

/// `--theme light,dark`, `--text-size all`: comma lists of an option's values.
@Suite struct ArgumentListTests {
    @Test func parsesListsInOrderAndAll() throws {
        #expect(ArgumentList<ThemeArgument>(argument: "dark,light")?.values == [.dark, .light])
        #expect(ArgumentList<ThemeArgument>(argument: "light")?.values == [.light])
        #expect(ArgumentList<DirectionArgument>(argument: "all")?.values == [.ltr, .rtl])
        #expect(ArgumentList<TextSizeArgument>(argument: "all")?.values.count == TextSize.allCases.count)
    }

    @Test func refusesUnknownEmptyAndRepeatedValues() {
        #expect(ArgumentList<ThemeArgument>(argument: "light,purple") == nil)
        #expect(ArgumentList<ThemeArgument>(argument: "") == nil)
        #expect(ArgumentList<ThemeArgument>(argument: "light,") == nil)
        #expect(ArgumentList<ThemeArgument>(argument: "dark,dark") == nil)
    }

    @Test func helpListsTheValuesAndAll() {
        #expect(ArgumentList<DirectionArgument>.allValueStrings == ["ltr", "rtl", "all"])
        #expect(ArgumentList(ThemeArgument.allCases).defaultValueDescription == "all")
        #expect(ArgumentList([ThemeArgument.dark]).defaultValueDescription == "dark")
    }
}
