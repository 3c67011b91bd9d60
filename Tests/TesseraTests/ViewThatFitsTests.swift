import Testing
@testable import Tessera

/// ViewThatFits picks, at layout time, the first candidate whose ideal size fits.
@Suite struct ViewThatFitsTests {
    let r: Renderer

    init() throws { r = try renderer() }

    /// Side by side (200 points of ideal width) or stacked (100 wide).
    func adaptive() -> some View {
        ViewThatFits {
            HStack(spacing: 0) {
                Color.black.frame(width: 100, height: 20).key("wide.a")
                Color.black.frame(width: 100, height: 20).key("wide.b")
            }
            VStack(spacing: 0) {
                Color.black.frame(width: 100, height: 20).key("stacked.a")
                Color.black.frame(width: 100, height: 20).key("stacked.b")
            }
        }
        .key("fits")
    }

    @Test func theFirstCandidateThatFitsTheWidthIsDrawn() throws {
        let roomy = try r.displayList(for: adaptive(), width: 300).frames
        #expect(roomy["wide.b"] == Rect(x: 150, y: 0, width: 100, height: 20))
        #expect(roomy["stacked.a"] == nil)
        #expect(roomy["fits"]?.size == Size(width: 200, height: 20))
        let exact = try r.displayList(for: adaptive(), width: 200).frames
        #expect(exact["wide.a"] != nil)
        let narrow = try r.displayList(for: adaptive(), width: 150).frames
        #expect(narrow["wide.a"] == nil)
        #expect(narrow["stacked.b"] == Rect(x: 25, y: 20, width: 100, height: 20))
        #expect(narrow["fits"]?.size == Size(width: 100, height: 40))
    }

    @Test func theLastCandidateIsUsedWhenNoneFits() throws {
        let frames = try r.displayList(for: adaptive(), width: 60).frames
        #expect(frames["stacked.a"] != nil && frames["wide.a"] == nil)
    }

    @Test func itMeasuresAgainstTheRoomItsParentLeaves() throws {
        let view = HStack(spacing: 0) {
            Color.black.frame(width: 80, height: 20).key("sibling")
            adaptive()
        }
        #expect(try r.displayList(for: view, width: 300).frames["wide.a"] != nil)   // 220 left
        #expect(try r.displayList(for: view, width: 260).frames["stacked.a"] != nil) // 180 left
    }

    @Test func largeTextFallsBackToTheStackedLayout() throws {
        let view = ViewThatFits {
            HStack(spacing: 8) {
                Text("Cappuccino").key("row.title")
                Text("4.20 €").key("row.price")
            }
            VStack(alignment: .leading, spacing: 0) {
                Text("Cappuccino").key("stack.title")
                Text("4.20 €").key("stack.price")
            }
        }
        let large = try renderer(textSize: .large).displayList(for: view, width: 200).frames
        let huge = try renderer(textSize: .accessibility5).displayList(for: view, width: 200).frames
        #expect(large["row.title"] != nil && large["stack.title"] == nil)
        #expect(huge["stack.title"] != nil && huge["row.title"] == nil)
    }

    @Test func theVerticalAxisIsCheckedWhenAsked() throws {
        let view = ViewThatFits(in: .vertical) {
            Color.black.frame(width: 10, height: 80).key("tall")
            Color.black.frame(width: 10, height: 30).key("short")
        }
        .frame(height: 50)
        let frames = try r.displayList(for: view, width: 100).frames
        #expect(frames["short"] != nil && frames["tall"] == nil)
        // Horizontal only (the default): the height is not checked.
        let horizontal = ViewThatFits {
            Color.black.frame(width: 10, height: 80).key("tall")
            Color.black.frame(width: 10, height: 30).key("short")
        }
        .frame(height: 50)
        #expect(try r.displayList(for: horizontal, width: 100).frames["tall"] != nil)
    }

    @Test func anEmptyViewThatFitsTakesNoRoom() throws {
        let view = VStack(spacing: 0) { ViewThatFits {}; Color.black.frame(width: 10, height: 10).key("after") }
        #expect(try r.displayList(for: view, width: 100).frames["after"]?.minY == 0)
    }
}
