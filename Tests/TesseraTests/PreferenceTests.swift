import Testing
@testable import Tessera

/// Preferences: custom keys reduce in drawing order; overlays see frames from the first pass.
@Suite struct PreferenceTests {
    enum Count: PreferenceKey {
        static var defaultValue: Int { 0 }
        static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
    }

    @Test func customPreferencesReduceUpTheTree() throws {
        var seen = -1
        let view = VStack {
            Text("a").preference(key: Count.self, value: 2)
            Text("b").preference(key: Count.self, value: 3)
        }
        .overlayPreferenceValue(Count.self) { total in
            let _ = { seen = total }()
            EmptyView()
        }
        _ = try renderer().render(view, width: 100)
        #expect(seen == 5)
    }

    @Test func spotlightOverlayDrawsAtTheKeyedFrame() throws {
        let view = VStack(alignment: .leading, spacing: 20) {
            Text("Welcome")
            Text("Tap here").padding(.s).key("target")
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .overlayPreferenceValue(KeyedFrames.self, alignment: .topLeading) { frames in
            if let target = frames["target"] {
                RoundedRectangle(cornerRadius: 8)
                    .stroke(.accent, lineWidth: 2)
                    .frame(width: target.width, height: target.height)
                    .key("spotlight")  // inside the offset, so it reports where the ring is drawn
                    .offset(x: target.minX, y: target.minY)
            }
        }
        let result = try renderer().render(view, width: 200)
        let target = try #require(result.frames["target"])
        #expect(result.frames["spotlight"] == target)
    }
}
