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

/// `.environment(\.colorScheme, …)` re-themes a subtree from the renderer's themes.
@Suite struct ColorSchemeOverrideTests {
    /// The solid colors filled, in drawing order.
    func fills(_ view: some View, _ r: Renderer) throws -> [Color] {
        try r.displayList(for: view, width: 20).displayList.operations.compactMap { op -> Color? in
            if case .fill(_, .solid(let color), _, _) = op { return color }
            return nil
        }
    }

    @Test func aDarkSubtreeInALightScreenResolvesDarkTokens() throws {
        let light = try renderer(.light), dark = try renderer(.dark)
        let lightCard = light.theme[.cardBackground], darkCard = dark.theme[.cardBackground]
        #expect(lightCard != darkCard)
        let view = VStack(spacing: 0) {
            ColorFill(.card).frame(width: 4, height: 4)
            ColorFill(.card).frame(width: 4, height: 4).environment(\.colorScheme, .dark)
            VStack { ColorFill(.card).frame(width: 4, height: 4).environment(\.colorScheme, .light) }
                .environment(\.colorScheme, .dark)
        }
        #expect(try fills(view, light) == [lightCard, darkCard, lightCard])
    }

    @Test func inheritedStylesResolveInTheSubtreesTheme() throws {
        let light = try renderer(.light), dark = try renderer(.dark)
        // The foreground color is set above the dark subtree; its token resolves inside it.
        let view = VStack {
            Rectangle().frame(width: 4, height: 4).environment(\.colorScheme, .dark)
        }
        .foregroundColor(.secondary)
        #expect(try fills(view, light) == [dark.theme[.textSecondary]])
        let reader = EnvironmentReader { env in Text(env.colorScheme.rawValue).key(env.colorScheme.rawValue) }
            .environment(\.colorScheme, .dark)
        #expect(try light.displayList(for: reader, width: 100).frames["dark"] != nil)
    }

    @Test func aDarkCardOnALightPageHasDarkPixels() throws {
        let r = try renderer(.light, scale: 1)
        let view = HStack(spacing: 0) {
            ColorFill(.card).frame(width: 10, height: 10)
            ColorFill(.card).frame(width: 10, height: 10).environment(\.colorScheme, .dark)
        }
        let image = try r.render(view, width: 20).bitmap
        let expectedLight = r.theme[.cardBackground].rgba8, expectedDark = try renderer(.dark).theme[.cardBackground].rgba8
        #expect(image[x: 5, y: 5] == expectedLight)
        #expect(image[x: 15, y: 5] == expectedDark)
    }

    @Test func themesReplaceBothSchemesForASubtree() throws {
        let light = try renderer(.light), dark = try renderer(.dark)
        let swapped = ThemeSet(light: dark.theme, dark: light.theme)
        let view = ColorFill(.card).frame(width: 4, height: 4).environment(\.themes, swapped)
        #expect(try fills(view, light) == [dark.theme[.cardBackground]])
    }

    @Test func forcingASchemeTheRendererHasNoThemeForIsAnError() throws {
        let single = Renderer(theme: try renderer(.light).theme, colorScheme: .light)
        #expect(throws: RenderError.self) {
            try single.displayList(for: ColorFill(.card).environment(\.colorScheme, .dark), width: 4)
        }
        // Forcing the scheme it has is fine.
        _ = try single.displayList(for: ColorFill(.card).environment(\.colorScheme, .light), width: 4)
    }
}

/// Custom environment keys, as modules define them.
struct ModuleStyle: Sendable, Equatable {
    var name: String
    static let plain = ModuleStyle(name: "plain")
}

struct ModuleStyleKey: EnvironmentKey {
    static let defaultValue = ModuleStyle.plain
}

extension EnvironmentValues {
    var moduleStyle: ModuleStyle {
        get { self[ModuleStyleKey.self] }
        set { self[ModuleStyleKey.self] = newValue }
    }
}

@Suite struct EnvironmentKeyTests {
    struct StyleProbe: View {
        var key: String
        var body: some View {
            EnvironmentReader { env in Text(env.moduleStyle.name).key("\(key)=\(env.moduleStyle.name)") }
        }
    }

    @Test func customValuesFlowDownAndTheInnermostWins() throws {
        let view = VStack {
            StyleProbe(key: "outside")
            VStack {
                StyleProbe(key: "inside")
                StyleProbe(key: "nested").environment(\.moduleStyle, ModuleStyle(name: "green"))
            }
            .environment(\.moduleStyle, ModuleStyle(name: "blush"))
        }
        let frames = try renderer().displayList(for: view, width: 200).frames
        #expect(Set(frames.keys) == ["outside=plain", "inside=blush", "nested=green"])
    }
}
