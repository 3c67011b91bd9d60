import Testing
@testable import Tessera

/// Stacks, spacers, frames, ZStack and RTL, checked through keyed frames.
@Suite struct LayoutSemanticsTests {
    let r: Renderer

    init() throws { r = try renderer() }

    @Test func hstackPlacesChildrenLeadingToTrailingWithSpacing() throws {
        let view = HStack(spacing: 10) {
            Color.black.frame(width: 20, height: 20).key("a")
            Color.black.frame(width: 30, height: 10).key("b")
        }
        let frames = try r.displayList(for: view, width: 100).frames
        #expect(frames["a"] == Rect(x: 20, y: 0, width: 20, height: 20))  // 60 wide, centered in 100
        #expect(frames["b"] == Rect(x: 50, y: 5, width: 30, height: 10))
    }

    @Test func rightToLeftMirrorsHStackOrderAndLeadingPadding() throws {
        let view = HStack(spacing: 0) {
            Color.black.frame(width: 20, height: 20).key("first")
            Spacer()
            Color.black.frame(width: 20, height: 20).key("last")
        }
        .padding(.leading, 10)
        let ltr = try r.displayList(for: view, width: 100).frames
        let rtl = try renderer(direction: .rightToLeft).displayList(for: view, width: 100).frames
        #expect(ltr["first"]?.minX == 10)
        #expect(ltr["last"]?.maxX == 100)
        #expect(rtl["first"]?.maxX == 90)
        #expect(rtl["last"]?.minX == 0)
    }

    @Test func spacerPushesAndFrameMaxWidthInfinityFills() throws {
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("Title").key("title")
            Color.black.frame(height: 1).frame(maxWidth: .infinity).key("rule")
        }
        let frames = try r.displayList(for: view, width: 300).frames
        #expect(frames["rule"]?.width == 300)
        #expect(frames["title"]?.minX == 0)
        #expect((frames["title"]?.width ?? 0) < 100)
    }

    @Test func zstackTakesTheSizeOfItsLargestLayer() throws {
        let view = ZStack(alignment: .bottomTrailing) {
            Color.black.frame(width: 80, height: 40).key("big")
            Color.black.frame(width: 10, height: 10).key("small")
        }
        .key("stack")
        let frames = try r.displayList(for: view, width: 200).frames
        let stack = try #require(frames["stack"])
        #expect(stack.width == 80 && stack.height == 40)
        #expect(frames["small"] == Rect(x: stack.maxX - 10, y: stack.maxY - 10, width: 10, height: 10))
    }

    @Test func textWrapsWithinTheProposedWidth() throws {
        let long = "A long line of text that cannot possibly fit in a narrow column of eighty points"
        let frames = try r.displayList(for: Text(long).key("t"), width: 80).frames
        let text = try #require(frames["t"])
        #expect(text.width <= 80)
        #expect(text.height > 60)
        let limited = try r.displayList(for: Text(long).lineLimit(1).key("t"), width: 80).frames
        #expect((limited["t"]?.height ?? 0) < 30)
    }

    @Test func renderWithSizeFillsTheCanvas() throws {
        let result = try r.render(Color.black.key("fill"), size: Size(width: 50, height: 30))
        #expect(result.frames["fill"] == Rect(x: 0, y: 0, width: 50, height: 30))
        #expect(result.bitmap.width == 100 && result.bitmap.height == 60)
    }

    @Test func flexExposesFlexboxProperties() throws {
        let view = Flex(direction: .row, wrap: .wrap, justifyContent: .spaceBetween, columnGap: 0) {
            Color.black.frame(width: 60, height: 10).key("a")
            Color.black.frame(width: 60, height: 10).key("b")
            Color.black.frame(width: 60, height: 10).flex(grow: 0, shrink: 0).key("c")
        }
        let frames = try r.displayList(for: view, width: 150).frames
        #expect(frames["a"]?.minX == 0)
        #expect(frames["b"]?.maxX == 150)
        #expect(frames["c"]?.minY == 10)  // wrapped to the second line
    }
}
