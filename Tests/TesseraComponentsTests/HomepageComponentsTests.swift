import Foundation
import Testing
import TesseraComponents

/// The homepage modules of seed 000: backgrounds, containers, illustrations and their tokens.
@Suite struct HomepageComponentsTests {
    // MARK: Wave and backgrounds

    /// One pixel column of a render, top to bottom.
    private func column(_ bitmap: Bitmap, _ x: Int) -> [UInt32] {
        (0..<bitmap.height).map { y in
            let p = bitmap[x: x, y: y]
            return UInt32(p.r) << 24 | UInt32(p.g) << 16 | UInt32(p.b) << 8 | UInt32(p.a)
        }
    }

    @Test(arguments: [576.0, 375.0, 768.0, 320.0])
    func waveTilesSeamlessly(width: Double) throws {
        let wave = HomepageWave().fill(.token(.moduleBlush_200_700)).frame(width: width, height: HomepageWave.bandHeight)
        let result = try homepageRenderer().render(wave, width: width)
        let bitmap = result.bitmap
        let first = column(bitmap, 0), last = column(bitmap, bitmap.width - 1)
        #expect(first == last)
        // The band really is a wave: the middle of a half period is not the crest's column.
        let quarter = Int((width / Double(HomepageWave().periods(in: width)) / 4 * result.scale).rounded())
        #expect(column(bitmap, quarter) != first)
    }

    @Test func wavePeriodsDivideTheWidth() {
        let wave = HomepageWave()
        #expect(wave.periods(in: 375) == 2)
        #expect(wave.periods(in: 768) == 4)
        #expect(wave.periods(in: 40) == 1)
        #expect(HomepageWave(wavelength: .nan).periods(in: 375) == 1)
        #expect(wave.periods(in: .infinity) == 1)
    }

    @Test func twoWavesSideBySideMeetWithoutAStep() throws {
        // Two modules' waves of the same width placed edge to edge continue each other.
        let band = HStack(spacing: .zero) {
            HomepageWave().fill(.token(.moduleGreen_200_800))
            HomepageWave().fill(.token(.moduleGreen_200_800))
        }.frame(width: 750, height: HomepageWave.bandHeight)
        let bitmap = try homepageRenderer().render(band, width: 750).bitmap
        #expect(column(bitmap, 749) == column(bitmap, 750))
    }

    @Test func backgroundStyleEdges() {
        #expect(HomepageModuleBackgroundStyle.wave(.accent).edgeHeight == HomepageWave.bandHeight)
        #expect(HomepageModuleBackgroundStyle.curve(.accent, 40).edgeHeight == 40)
        #expect(HomepageModuleBackgroundStyle.color(.accent).edgeHeight == 0)
        #expect(HomepageModuleBackgroundStyle.curve(.surface, 10).color == .surface)
    }

    @Test func backgroundEdgeTakesTheStyleHeight() throws {
        let view = HomepageModuleBackground(style: .curve(.token(.moduleCobalt_200_900), 40)).frame(height: 120)
        let frames = try homepageRenderer().render(view, width: 375).frames
        let edge = try #require(frames["module.background.edge"])
        #expect(edge.height == 40 && edge.minY == 0 && edge.width == 375)
    }

    @Test func badCurveHeightIsAnError() {
        for height in [Double.nan, -4, .infinity] {
            #expect(throws: RenderError.self) {
                try homepageRenderer().render(HomepageModuleBackground(style: .curve(.accent, height)), width: 375)
            }
        }
    }

    @Test func sCurveBorderJoinsTheTwoColors() throws {
        let renderer = try homepageRenderer()
        let border = SCurveBorder(top: .token(.moduleCobalt_100_800), bottom: .token(.moduleBlush_100_600))
        let result = try renderer.render(border, width: 375)
        #expect(result.size.height == SCurveBorder.height)
        let top = renderer.theme[.moduleCobalt_100_800].rgba8, bottom = renderer.theme[.moduleBlush_100_600].rgba8
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { let p = result.bitmap[x: x, y: y]; return [p.r, p.g, p.b, p.a] }
        let w = result.bitmap.width, h = result.bitmap.height
        // Leading side: the upper color down to the lower module; trailing side: the lower color
        // up to the upper module; the S between them.
        for y in [0, h / 2, h - 1] {
            #expect(pixel(2, y) == [top.r, top.g, top.b, top.a])
            #expect(pixel(w - 2, y) == [bottom.r, bottom.g, bottom.b, bottom.a])
        }
        #expect(pixel(w / 2, 1) == [top.r, top.g, top.b, top.a])
        #expect(pixel(w / 2, h - 2) == [bottom.r, bottom.g, bottom.b, bottom.a])
        // Right to left, the S runs the other way.
        let mirrored = try homepageRenderer(direction: .rightToLeft).render(border, width: 375).bitmap
        let p = mirrored[x: 2, y: 0]
        #expect([p.r, p.g, p.b, p.a] == [bottom.r, bottom.g, bottom.b, bottom.a])
    }

    // MARK: Containers

    @Test(arguments: [375.0, 768.0])
    func guardianStandsAboveItsCentredCard(width: Double) throws {
        let frames = try homepageRenderer().render(HomepageSamples.guardian(), width: width).frames
        let module = try #require(frames["module"]), guardian = try #require(frames["module.guardian"])
        let card = try #require(frames["module.card"]), content = try #require(frames["module.content"])
        #expect(module.width == width)
        #expect(guardian.maxY <= card.minY)
        #expect(abs(guardian.midX - module.midX) < 0.5)
        #expect(abs(content.midX - module.midX) < 0.5)
        #expect(content.width <= 560)
        #expect(card.minX >= 16 && card.maxX <= width - 16)
        let title = try #require(frames["module.card.title"]), message = try #require(frames["module.card.message"])
        let action = try #require(frames["module.card.action"])
        #expect(title.maxY <= message.minY && message.maxY <= action.minY)
        #expect(action.maxY <= card.maxY)
    }

    @Test func heroHasItsPanelBorderOnlyWhenColorsDiffer() throws {
        let renderer = try homepageRenderer()
        let frames = try renderer.render(HomepageSamples.hero(), width: 375).frames
        // The cobalt hero's panel is its own background: no border.
        #expect(frames["module.border"] == nil)
        let hero = try #require(frames["module.hero"]), card = try #require(frames["module.card"])
        #expect(hero.minY >= 32 && hero.maxY <= card.minY)

        var style = HomepageModuleStyle.blush
        style.heroImageStyle = HomepageHeroImageStyle(backgroundColor: .token(.moduleCobalt_100_800))
        style.heroTopPadding = .xxl
        let view = HomepageHeroModuleView(style: style) { SunIllustration() } content: {
            HomepageModuleCard(title: "Welcome", style: style.cardStyle)
        }
        let bordered = try renderer.render(view, width: 375).frames
        let border = try #require(bordered["module.border"]), panelHero = try #require(bordered["module.hero"])
        #expect(panelHero.minY == 48)
        #expect(border.minY >= panelHero.maxY && border.height == SCurveBorder.height)
        #expect(try #require(bordered["module.card"]).minY >= border.maxY)
    }

    @Test func championSharesItsRowAndMirrors() throws {
        let ltr = try homepageRenderer().render(HomepageSamples.champion(), width: 375).frames
        let title = try #require(ltr["module.title"]), champion = try #require(ltr["module.champion"])
        #expect(title.maxX <= champion.minX)
        #expect(champion.minY < title.maxY && title.minY < champion.maxY)
        #expect(try #require(ltr["module.card"]).minY >= champion.maxY)

        let rtl = try homepageRenderer(direction: .rightToLeft).render(HomepageSamples.champion(), width: 375).frames
        let rtlTitle = try #require(rtl["module.title"]), rtlChampion = try #require(rtl["module.champion"])
        #expect(rtlChampion.maxX <= rtlTitle.minX)
        #expect(abs(rtlChampion.minX - (375 - champion.maxX)) < 0.5)
    }

    @Test func championMovesBelowALongTitle() throws {
        let long = HomepageSamples.champion(title: "Your live workout with the whole community starts in ten minutes")
        let frames = try homepageRenderer().render(long, width: 320).frames
        let title = try #require(frames["module.title"]), champion = try #require(frames["module.champion"])
        #expect(champion.minY >= title.maxY)
        #expect(abs(champion.maxX - (320 - 16)) < 0.5)
    }

    @Test func modulesRenderAtTheLargestTextSizeInDark() throws {
        let renderer = try homepageRenderer(.dark, textSize: .accessibility5)
        for view in [AnyView(HomepageSamples.hero()), AnyView(HomepageSamples.guardian()), AnyView(HomepageSamples.champion())] {
            let frames = try renderer.render(view, width: 320).frames
            let card = try #require(frames["module.card"]), module = try #require(frames["module"])
            #expect(card.maxX <= 320 - 16 && card.maxY <= module.maxY)
        }
    }

    @Test func cardStyleFallsBackToTheModuleColors() {
        let style = HomepageModuleStyle(foregroundColor: .primary, backgroundColor: .surface)
        #expect(style.cardStyle == CardBackgroundStyle(foreground: .primary, background: .surface))
        #expect(HomepageModuleStyle.blush.cardStyle.background == .token(.moduleBlush_50_550))
    }

    // MARK: Illustrations

    @Test func sunFramesLoop() throws {
        let renderer = try homepageRenderer()
        func png(_ frame: Int) throws -> [UInt8] { try renderer.render(SunIllustration(frame: frame, side: 80), width: 80).pngData() }
        let frames = try (0..<SunIllustration.frameCount).map(png)
        #expect(Set(frames).count == SunIllustration.frameCount)
        #expect(try png(SunIllustration.frameCount) == frames[0])
        #expect(try png(-1) == frames[SunIllustration.frameCount - 1])
        #expect(SunIllustration(frame: 7).phase == 3)
    }

    @Test func sunDiscIsCentered() throws {
        let frames = try homepageRenderer().render(SunIllustration(side: 100), width: 100).frames
        let disc = try #require(frames["sun.disc"])
        #expect(disc.midX == 50 && disc.midY == 50 && disc.width == 42)
    }

    @Test func statsIllustrationKeepsItsSquare() throws {
        let frames = try homepageRenderer().render(StatsIllustration(style: .green, side: 120), width: 375).frames
        let stats = try #require(frames["stats"]), badge = try #require(frames["stats.badge"])
        #expect(stats.width == 120 && stats.height == 120)
        #expect(stats.union(badge) == stats)
    }
}

// MARK: - Shared by the homepage and spotlight tests
/// The repository, found from this file's location.
let componentsPackageURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

func homepageRenderer(_ scheme: ColorScheme = .light, textSize: TextSize = .large,
                      direction: LayoutDirection = .leftToRight) throws -> Renderer {
    try Renderer(colorScheme: scheme, scale: 2, textSize: textSize, layoutDirection: direction,
                 background: .background)
}

/// The modules the tests and the looks share.
enum HomepageSamples {
    static func guardian(message: String = "Record your weight and measurements so you can see how far you have come.") -> some View {
        HomepageGuardianModuleView(style: .blush) {
            StatsIllustration(style: .blush)
        } content: {
            HomepageModuleCard(title: "Add your starting stats", message: message, action: "Add stats",
                               style: HomepageModuleStyle.blush.cardStyle)
        }
    }

    static func hero(frame: Int = 0) -> some View {
        HomepageHeroModuleView(style: .cobalt) {
            SunIllustration(frame: frame)
        } content: {
            HomepageModuleCard(title: "Welcome to your plan", message: "Four weeks of workouts and recipes, planned around you.",
                               action: "Get started", style: HomepageModuleStyle.cobalt.cardStyle)
        }
    }

    static func champion(title: String = "Today's workout") -> some View {
        HomepageChampionModuleView(title: title, style: .green) {
            SunIllustration(frame: 1, side: 72)
        } content: {
            HomepageModuleCard(title: "HIIT · 25 minutes", message: "Warm up, five rounds, cool down.", action: "Start",
                               style: HomepageModuleStyle.green.cardStyle)
        }
    }
}

extension HomepageComponentsTests {
    @Test func designLibraryBuildsAModuleWithItsCard() throws {
        let module = DesignLibrary().guardianModule(style: .green, title: "Plan your week", message: "Pick your workouts.",
                                                    action: "Plan") { StatsIllustration(style: .green, side: 96) }
        let frames = try homepageRenderer().render(module, width: 375).frames
        let card = try #require(frames["module.card"]), guardian = try #require(frames["module.guardian"])
        #expect(guardian.height == 96 && guardian.maxY <= card.minY)
        #expect(frames["module.card.action"] != nil)
    }
}
