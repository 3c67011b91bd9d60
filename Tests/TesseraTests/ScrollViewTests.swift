import Testing
@testable import Tessera

/// Scroll viewports: sized by their parent (not their content), content at its ideal length,
/// clipped, and drawn scrolled by the content offset.
@Suite struct ScrollViewTests {
    let r: Renderer

    init() throws { r = try renderer() }
    init(r: Renderer) { self.r = r }

    /// Twenty 60-point rows, keyed `row0` … `row19`: 1,200 points of content.
    func rows(_ count: Int = 20) -> some View {
        ForEach(0..<count) { i in Color.black.frame(height: 60).key("row\(i)") }
    }

    /// A header, a scroll view and a tab bar in a VStack: the screen every app has.
    func screen(offset: Double = 0) -> some View {
        VStack(spacing: 0) {
            Color.black.frame(height: 50).key("header")
            ScrollView(contentOffset: offset) {
                VStack(spacing: 0) { rows() }
            }
            .key("scroll")
            Color.black.frame(height: 80).key("tabBar")
        }
    }

    @Test func aScreenFramedToTheDeviceHeightPinsItsTabBar() throws {
        let framed = try r.displayList(for: screen().frame(height: 600), width: 375)
        #expect(framed.size.height == 600)
        #expect(framed.frames["scroll"] == Rect(x: 0, y: 50, width: 375, height: 470))
        #expect(framed.frames["tabBar"] == Rect(x: 0, y: 520, width: 375, height: 80))
        // The same through a canvas of the device size.
        let sized = try r.displayList(for: screen(), width: 375, height: 600)
        #expect(sized.frames["scroll"] == framed.frames["scroll"])
        #expect(sized.frames["tabBar"] == framed.frames["tabBar"])
    }

    @Test func offeredNoHeightAScrollViewIsAsTallAsItsContent() throws {
        let list = try r.displayList(for: screen(), width: 375)
        #expect(list.frames["scroll"]?.height == 1200)
        #expect(list.frames["tabBar"]?.minY == 1250)
        #expect(list.size.height == 1330)
    }

    @Test func theContentOffsetScrollsContentAndKeyedFrames() throws {
        let frames = try r.displayList(for: screen(offset: 130), width: 375, height: 600).frames
        #expect(frames["row0"]?.minY == -80)  // 50 - 130
        #expect(frames["row2"]?.minY == 40)  // 50 - 130 + 120
        #expect(frames["scroll"]?.minY == 50)  // the viewport stays put
        #expect(frames["tabBar"]?.minY == 520)
    }

    @Test func theOffsetIsClampedToTheEndOfTheContent() throws {
        let frames = try r.displayList(for: screen(offset: 100_000), width: 375, height: 600).frames
        #expect(frames["row19"]?.maxY == 520)  // the last row rests on the tab bar
        let method = try r.displayList(for: ScrollView { rows() }.contentOffset(100_000).frame(height: 100), width: 50).frames
        #expect(method["row19"]?.maxY == 100)
    }

    @Test func contentIsClippedToTheViewport() throws {
        let view = VStack(spacing: 0) {
            ScrollView { Color.black.frame(height: 400) }.frame(height: 100)
            Color.clear.frame(height: 300)
        }
        let image = try Renderer(theme: r.theme, scale: 1, background: .literal(.white)).render(view, width: 40).bitmap
        #expect(image[x: 20, y: 50] == (0, 0, 0, 255))
        #expect(image[x: 20, y: 150] == (255, 255, 255, 255))
    }

    @Test func nestedStacksShrinkToo() throws {
        // The viewport sits in an HStack inside a padded VStack: every level must be allowed to
        // get shorter than the scroll content.
        let view = VStack(spacing: 0) {
            Color.black.frame(height: 40)
            HStack(spacing: 0) {
                ScrollView { VStack(spacing: 0) { rows() } }.key("scroll")
                Color.black.frame(width: 20).key("rail")
            }
            .padding(.vertical, 10)
            Color.black.frame(height: 40).key("footer")
        }
        let frames = try r.displayList(for: view, width: 300, height: 500).frames
        #expect(frames["scroll"] == Rect(x: 0, y: 50, width: 280, height: 400))
        #expect(frames["rail"]?.height == 400)
        #expect(frames["footer"]?.maxY == 500)
    }

    @Test func narrowContentIsCenteredAcrossTheAxis() throws {
        let view = ScrollView { Color.black.frame(width: 100, height: 20).key("item") }.frame(height: 50)
        #expect(try r.displayList(for: view, width: 300).frames["item"] == Rect(x: 100, y: 0, width: 100, height: 20))
    }

    @Test func aHorizontalScrollViewIsAsTallAsItsContentAndScrollsFromTheLeadingEdge() throws {
        let view = VStack(spacing: 0) {
            ScrollView(.horizontal, contentOffset: 50) {
                ForEach(0..<5) { i in Color.black.frame(width: 100, height: 40).key("card\(i)") }
            }
            .key("carousel")
        }
        let ltr = try r.displayList(for: view, width: 300).frames
        #expect(ltr["carousel"] == Rect(x: 0, y: 0, width: 300, height: 40))
        let spacing = LengthValue.stack.points(in: r.theme)
        #expect(ltr["card0"]?.minX == -50)
        #expect(ltr["card1"]?.minX == 100 + spacing - 50)
        let rtl = try renderer(direction: .rightToLeft).displayList(for: view, width: 300).frames
        #expect(rtl["card0"]?.maxX == 350)
        #expect(rtl["card1"]?.maxX == 350 - 100 - spacing)
    }

    @Test func backgroundAndPaddingApplyToTheViewportNotTheContent() throws {
        let view = ScrollView(contentOffset: 30) { Color.black.frame(height: 200).key("content") }
            .padding(10)
            .background(.surface)
            .key("padded")
            .frame(height: 100)
        let frames = try r.displayList(for: view, width: 100).frames
        #expect(frames["padded"] == Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(frames["content"] == Rect(x: 10, y: 10 - 30, width: 80, height: 200))
    }

    @Test func aNegativeOrNonFiniteOffsetIsAnError() throws {
        for offset in [-1, Double.nan, .infinity] {
            #expect(throws: RenderError.self) { try r.displayList(for: ScrollView(contentOffset: offset) { Text("x") }, width: 100) }
        }
    }
}
