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

    /// A `.flex(grow:)` child makes its stack take all the room, as a `Spacer` does: the stack
    /// must not hug its content, or a growing column of empty text leaves nothing to grow into.
    @Test(arguments: ["", "Title"])
    func growingChildMakesItsStackFillTheWidth(title: String) throws {
        let view = HStack(spacing: 8) {
            VStack(alignment: .leading) { Text(title) }.flex(grow: 1, shrink: 1).key("column")
            Color.black.frame(width: 20, height: 20).key("trailing")
        }
        .key("row")
        .padding(10)
        let frames = try r.displayList(for: view, width: 200).frames
        #expect(frames["row"]?.minX == 10 && frames["row"]?.width == 180)
        #expect(frames["trailing"]?.maxX == 190)
        #expect(frames["column"]?.minX == 10 && frames["column"]?.width == 152)
    }

    @Test func growingChildMakesItsColumnFillTheHeight() throws {
        let view = VStack(spacing: 0) {
            Color.black.frame(width: 20, height: 20).flex(grow: 1).key("top")
            Color.black.frame(width: 20, height: 20).key("bottom")
        }
        let frames = try r.displayList(for: view, width: 100, height: 100).frames
        #expect(frames["bottom"]?.maxY == 100)
        #expect(frames["top"]?.height == 80)
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

/// PNG file images: intrinsic size, fit and fill.
@Suite struct ImageTests {
    let swatch = examplesURL.appendingPathComponent("assets/swatch.png").path

    @Test func fileImagesHaveTheirPixelSizeOverTheirScale() throws {
        let r = try renderer()
        #expect(try r.displayList(for: Image(file: swatch).key("i"), width: 50).frames["i"] == Rect(x: 21, y: 0, width: 8, height: 4))
        #expect(try r.displayList(for: Image(file: swatch, scale: 2).key("i"), width: 50).frames["i"]?.width == 4)
    }

    @Test func resizableImagesFitOrFillTheirFrame() throws {
        let r = try renderer()
        func imageRect(_ mode: ContentMode) throws -> (Rect, Bool) {
            let ops = try r.displayList(for: Image(file: swatch).resizable(contentMode: mode).frame(width: 20, height: 20), width: 20)
                .displayList.operations
            let rect = ops.compactMap { op -> Rect? in if case .image(_, let rect, _, _, _) = op { rect } else { nil } }.first
            let clipped = ops.contains { if case .pushClip = $0 { true } else { false } }
            return (try #require(rect), clipped)
        }
        let fit = try imageRect(.fit), fill = try imageRect(.fill)
        #expect(fit.0 == Rect(x: 0, y: 5, width: 20, height: 10) && !fit.1)
        #expect(fill.0 == Rect(x: -10, y: 0, width: 40, height: 20) && fill.1)
    }

    @Test func aMissingFileIsAnErrorNamingIt() throws {
        #expect(throws: RenderError.image(path: "Image", file: "/nonexistent.png", reason: "does not exist")) {
            try renderer().render(Image(file: "/nonexistent.png"), width: 10)
        }
    }
}

@Suite struct MirroringTests {
    /// The bounds of the icon's filled path, after its transform.
    func iconBounds(_ view: some View, _ direction: LayoutDirection) throws -> Rect? {
        let ops = try renderer(direction: direction).displayList(for: view, width: 24).displayList.operations
        return ops.compactMap { op -> Rect? in
            if case .fill(let path, _, _, let transform) = op { return path.applying(transform).bounds }
            return nil
        }.first
    }

    @Test func iconsMirrorOnlyWhenAsked() throws {
        let plain = Image(icon: .chevronRight)
        let directional = Image(icon: .chevronRight).flipsForRightToLeftLayoutDirection()
        let ltr = try #require(try iconBounds(plain, .leftToRight))
        #expect(try iconBounds(plain, .rightToLeft) == ltr)
        #expect(try iconBounds(directional, .leftToRight) == ltr)
        let flipped = try #require(try iconBounds(directional, .rightToLeft))
        #expect(abs(flipped.minX - (24 - ltr.maxX)) < 1e-9)
    }
}
