import Testing
@testable import Tessera

/// Environment propagation and text-size scaling.
@Suite struct EnvironmentTests {
    @Test func fontAndColorFlowDownToNestedText() throws {
        let r = try renderer()
        let plain = try r.displayList(for: VStack { Text("Hello").key("t") }, width: 200).frames["t"]
        let big = try r.displayList(for: VStack { Text("Hello").key("t") }.font(.largeTitle), width: 200).frames["t"]
        #expect((big?.height ?? 0) > (plain?.height ?? 0))

        let list = try r.displayList(for: VStack { Text("Hello") }.foregroundColor(.literal(Color(red: 1, green: 0, blue: 0))), width: 200)
        let paints = list.displayList.operations.compactMap { op -> Paint? in
            if case .mask(_, _, _, let paint) = op { return paint }
            return nil
        }
        #expect(!paints.isEmpty)
        #expect(paints.allSatisfy { $0 == .solid(Color(red: 1, green: 0, blue: 0)) })
    }

    @Test func textSizeCategoryScalesEveryTypographyToken() throws {
        let view = Text("Scaled").font(.body).key("t")
        let large = try renderer(textSize: .large).displayList(for: view, width: 300).frames["t"]
        let huge = try renderer(textSize: .accessibility3).displayList(for: view, width: 300).frames["t"]
        let overridden = try renderer(textSize: .large).displayList(for: view.textSize(.accessibility3), width: 300).frames["t"]
        #expect((huge?.height ?? 0) > (large?.height ?? 0) * 1.5)
        #expect(overridden == huge)
    }

    @Test func themeFollowsTheColorScheme() throws {
        let view = Color.black.frame(width: 4, height: 4).background(.card)
        let light = try renderer(.light).displayList(for: ColorFill(.card).frame(width: 4, height: 4), width: 4).displayList
        let dark = try renderer(.dark).displayList(for: ColorFill(.card).frame(width: 4, height: 4), width: 4).displayList
        #expect(light != dark)
        _ = view
    }

    @Test func environmentKeyPathOverridesASubtree() throws {
        let r = try renderer()
        let view = HStack(spacing: 0) {
            Color.black.frame(width: 10, height: 10).key("a")
            Color.black.frame(width: 10, height: 10).key("b")
        }
        let mirrored = try r.displayList(for: view.environment(\.layoutDirection, .rightToLeft), width: 20).frames
        #expect(mirrored["a"]?.minX == 10)
    }
}

@Suite struct EnvironmentReaderTests {
    @Test func componentsReadTheEnvironmentAndTint() throws {
        let red = Color(red: 1, green: 0, blue: 0)
        let view = EnvironmentReader { env in
            Text(env.layoutDirection == .rightToLeft ? "rtl" : "ltr").key(env.colorScheme.rawValue)
        }
        #expect(try renderer(.dark).displayList(for: view, width: 100).frames["dark"] != nil)
        let tinted = try renderer().displayList(for: Rectangle().fill(.tint).frame(width: 4, height: 4).tint(.literal(red)), width: 4)
        #expect(tinted.displayList.operations.contains { if case .fill(_, .solid(red), _, _) = $0 { true } else { false } })
    }
}
