import Foundation
import Testing
import TesseraComponents

/// Seed 002's spotlight: the overlay layout's traits and the presenter over a real layout.
@Suite struct SpotlightTests {
    let container = Rect(x: 0, y: 0, width: 100, height: 100)

    // MARK: DefaultOverlay.Layout

    @Test func messageGoesBelowAFocusAboveTheHorizon() {
        let traits = DefaultOverlay.Layout(focus: Rect(x: 0, y: 0, width: 10, height: 10), container: container).traits(for: .circle)
        #expect(traits.messageAlignment == .bottom)
    }

    @Test func messageGoesAboveAFocusBelowTheHorizon() {
        let traits = DefaultOverlay.Layout(focus: Rect(x: 0, y: 90, width: 10, height: 10), container: container).traits(for: .circle)
        #expect(traits.messageAlignment == .top)
    }

    @Test func aFocusOnTheHorizonCountsAsBelowIt() {
        let traits = DefaultOverlay.Layout(focus: Rect(x: 40, y: 45, width: 20, height: 10), container: container)
            .traits(for: .roundedRect(cornerRadius: 4))
        #expect(traits.messageAlignment == .top)
    }

    @Test func circleCutoutCoversTheWholeFrame() {
        let frame = Rect(x: 20, y: 30, width: 30, height: 40)
        let traits = DefaultOverlay.Layout(focus: frame, container: container).traits(for: .circle)
        let padding = DefaultOverlay.Layout.focusPadding
        #expect(traits.focus.width == 50 + 2 * padding && traits.focus.height == traits.focus.width)
        #expect(traits.focus.midX == frame.midX && traits.focus.midY == frame.midY)
        #expect(traits.cornerRadius == traits.focus.width / 2)
    }

    @Test func roundedRectCutoutIsPaddedAndKeepsItsCurve() {
        let frame = Rect(x: 10, y: 60, width: 80, height: 20)
        let traits = DefaultOverlay.Layout(focus: frame, container: container).traits(for: .roundedRect(cornerRadius: 6))
        let padding = DefaultOverlay.Layout.focusPadding
        #expect(traits.focus == frame.insetBy(dx: -padding, dy: -padding))
        #expect(traits.cornerRadius == 6 + padding)
        // A radius larger than the cut-out allows becomes a capsule, never more.
        let capsule = DefaultOverlay.Layout(focus: frame, container: container).traits(for: .roundedRect(cornerRadius: 500))
        #expect(capsule.cornerRadius == capsule.focus.height / 2)
        let negative = DefaultOverlay.Layout(focus: frame, container: container).traits(for: .roundedRect(cornerRadius: -3))
        #expect(negative.cornerRadius == padding)
    }

    // MARK: Presenting

    private let tour = Spotlight(elements: [
        Spotlight.Element(key: "inbox", message: "New offers and messages land in your inbox."),
        Spotlight.Element(key: "card", message: "Add your starting stats to track your progress."),
        Spotlight.Element(key: "missing", message: "Not on this screen."),
    ], cancellable: true)

    private func screen() -> some View {
        VStack(alignment: .leading, spacing: .m) {
            HStack {
                Text("Good morning").font(.largeTitle)
                Spacer()
                Image(icon: .inbox).spotlightElement(key: "inbox").key("inbox")
            }
            Spacer()
            HomepageModuleCard(title: "Add your starting stats", action: "Add", style: HomepageModuleStyle.blush.cardStyle)
                .spotlightElement(key: "card", shape: .roundedRect(cornerRadius: 16))
        }
        .padding(.m)
    }

    private func render(_ spotlight: Spotlight?, step: Int, direction: LayoutDirection = .leftToRight) throws -> RenderResult {
        try homepageRenderer(direction: direction).render(screen().presentSpotlight(spotlight, step: step), size: Size(width: 375, height: 700))
    }

    @Test func focusesTheStepsElementWithTheMessageBelow() throws {
        let frames = try render(tour, step: 0).frames
        let inbox = try #require(frames["inbox"]), focus = try #require(frames["spotlight.focus"])
        let expected = DefaultOverlay.Layout(focus: inbox, container: Rect(x: 0, y: 0, width: 375, height: 700)).traits(for: .circle)
        // Layout rounds to the device pixel grid (half points at scale 2).
        for (a, b) in [(focus.minX, expected.focus.minX), (focus.minY, expected.focus.minY),
                       (focus.width, expected.focus.width), (focus.height, expected.focus.height)] {
            #expect(abs(a - b) <= 0.5)
        }
        let card = try #require(frames["spotlight.card"])
        #expect(card.minY >= focus.maxY)
        #expect(frames["spotlight.skip"] != nil && frames["spotlight.progress"] != nil && frames["spotlight.next"] != nil)
    }

    @Test func putsTheMessageAboveAnElementLowOnTheScreen() throws {
        let frames = try render(tour, step: 1).frames
        let focus = try #require(frames["spotlight.focus"]), card = try #require(frames["spotlight.card"])
        #expect(focus.minY > 350)
        #expect(card.maxY <= focus.minY)
    }

    @Test func aMissingElementGetsACentredMessageWithoutACutout() throws {
        let frames = try render(tour, step: 2).frames
        #expect(frames["spotlight.focus"] == nil)
        let card = try #require(frames["spotlight.card"])
        #expect(abs(card.midY - 350) < 1)
    }

    @Test func nothingIsDrawnOutsideTheSequence() throws {
        let plain = try homepageRenderer().render(screen(), size: Size(width: 375, height: 700)).pngData()
        for (spotlight, step) in [(tour, 3), (tour, -1), (nil, 0)] as [(Spotlight?, Int)] {
            let result = try render(spotlight, step: step)
            #expect(result.frames["spotlight.card"] == nil)
            #expect(try result.pngData() == plain)
        }
    }

    @Test func aSequenceThatCannotBeCancelledOffersNoSkip() throws {
        var strict = tour
        strict.cancellable = false
        let frames = try render(strict, step: 0).frames
        #expect(frames["spotlight.skip"] == nil)
        #expect(frames["spotlight.next"] != nil)
    }

    @Test func theCutoutIsClearAndTheRestDimmed() throws {
        let result = try render(tour, step: 0)
        let plain = try homepageRenderer().render(screen(), size: Size(width: 375, height: 700))
        let focus = try #require(result.frames["spotlight.focus"])
        let scale = result.scale
        func pixel(_ bitmap: Bitmap, _ point: Point) -> [UInt8] {
            let p = bitmap[x: Int(point.x * scale), y: Int(point.y * scale)]
            return [p.r, p.g, p.b, p.a]
        }
        // Inside the cut-out (off the ring) the screen shows as it is; far from it, it is darker.
        let inside = Point(x: focus.midX + focus.width / 4, y: focus.midY)
        #expect(pixel(result.bitmap, inside) == pixel(plain.bitmap, inside))
        let outside = Point(x: 200, y: 600)
        #expect(pixel(result.bitmap, outside)[0] < pixel(plain.bitmap, outside)[0])
    }

    @Test func focusFollowsTheMirroredLayout() throws {
        let ltr = try #require(try render(tour, step: 0).frames["spotlight.focus"])
        let rtl = try #require(try render(tour, step: 0, direction: .rightToLeft).frames["spotlight.focus"])
        #expect(abs(rtl.midX - (375 - ltr.midX)) < 0.5)
    }
}

extension SpotlightTests {
    @Test func aCutoutPastTheEdgeStillRenders() throws {
        // A circle around an element in the corner reaches past the container's edges.
        let view = VStack(alignment: .leading) {
            Image(icon: .inbox).spotlightElement(key: "corner")
            Spacer()
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .presentSpotlight(Spotlight(elements: [.init(key: "corner", message: "In the corner.")], cancellable: false), step: 0)
        let frames = try homepageRenderer().render(view, size: Size(width: 200, height: 300)).frames
        let focus = try #require(frames["spotlight.focus"])
        #expect(focus.minX < 0 && focus.minY < 0)
        #expect(try #require(frames["spotlight.card"]).minY >= focus.maxY)
    }
}
