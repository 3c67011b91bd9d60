import Foundation
import Testing
@testable import Tessera

/// Scenes name any typography, color, dimension or shadow token by its DTCG name; the names stay
/// keys until render, so `{"colorScheme": "dark"}` re-themes a subtree as `.environment` does.
@Suite struct SceneTokenTests {
    func scene(_ body: String, _ r: Renderer) throws -> RenderResult {
        try Scene(json: Array(#"{"width": 40, "body": \#(body)}"#.utf8)).render(with: r, assetRoot: examplesURL)
    }

    func sceneError(_ body: String) -> String? {
        do {
            _ = try scene(body, try renderer())
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func everyTypographyTokenIsReachableByNameOrShortName() throws {
        let r = try renderer(scale: 1)
        let swift = try r.render(Text("Bold").font(.bodyEmphasized), width: 40)
        for name in ["bodyEmphasized", "typography.bodyEmphasized"] {
            let result = try scene(#"{"type": "text", "text": "Bold", "modifiers": [{"font": "\#(name)"}]}"#, r)
            #expect(result.bitmap == swift.bitmap, "\(name)")
        }
        let regular = try r.render(Text("Bold").font(.body), width: 40)
        #expect(regular.bitmap != swift.bitmap)
    }

    @Test func unknownTokenNamesNameThePathAndTheNearestToken() {
        let font = sceneError(#"{"type": "text", "text": "x", "modifiers": [{"font": "bodyEmphasised"}]}"#)
        #expect(font?.contains("$.body.modifiers[0].font") == true)
        #expect(font?.contains(#"unknown typography "bodyEmphasised" (did you mean "typography.bodyEmphasized"?)"#) == true)
        let color = sceneError(#"{"type": "color", "color": "color.text.primry"}"#)
        #expect(color?.contains("$.body.color") == true)
        #expect(color?.contains(#"did you mean "color.text.primary"?"#) == true)
        let length = sceneError(#"{"type": "divider", "modifiers": [{"padding": "space.44"}]}"#)
        #expect(length?.contains("$.body.modifiers[0].padding") == true)
        #expect(length?.contains("did you mean") == true)
        // Nothing close: no guess, only the choices.
        #expect(sceneError(#"{"type": "color", "color": "chartreuse"}"#)?.contains("did you mean") == false)
        // A token of another type is not a color.
        #expect(sceneError(#"{"type": "color", "color": "space.4"}"#)?.contains("unknown color") == true)
    }

    @Test func dimensionAndShadowTokensByNameMatchTheirSwiftKeys() throws {
        let r = try renderer(scale: 1)
        let swift = try r.render(Text("x").padding(.m).background(.card).cornerRadius(.l).shadow(.high), width: 40)
        let result = try scene(#"{"type": "text", "text": "x", "modifiers": [{"padding": "space.4"}, {"background": "color.card.background"}, {"cornerRadius": "radius.large"}, {"shadow": "elevation.high"}]}"#, r)
        #expect(result.bitmap == swift.bitmap)
    }

    @Test func colorSchemeForcesASubtreeDarkInALightScene() throws {
        let r = try renderer(.light, scale: 1)
        let dark = try renderer(.dark).theme
        let body = #"""
            {"type": "hstack", "spacing": 0, "children": [
              {"type": "color", "color": "card", "modifiers": [{"frame": {"width": 10, "height": 10}}]},
              {"type": "color", "color": "color.card.background", "modifiers": [{"frame": {"width": 10, "height": 10}}, {"colorScheme": "dark"}]},
              {"type": "vstack", "children": [{"type": "rectangle", "modifiers": [{"frame": {"width": 10, "height": 10}}]}],
               "modifiers": [{"colorScheme": "dark"}, {"foregroundColor": "secondary"}]}
            ]}
            """#
        let image = try scene(body, r).bitmap
        #expect(image[x: 5, y: 5] == r.theme[.cardBackground].rgba8)
        #expect(image[x: 15, y: 5] == dark[.cardBackground].rgba8)
        // The foreground color is set outside the dark subtree and resolves inside it.
        #expect(image[x: 25, y: 5] == dark[.textSecondary].rgba8)
        #expect(r.theme[.cardBackground] != dark[.cardBackground])
    }

    @Test func colorSchemeMustBeLightOrDark() {
        let error = sceneError(#"{"type": "divider", "modifiers": [{"colorScheme": "dusk"}]}"#)
        #expect(error?.contains("$.body.modifiers[0].colorScheme") == true)
    }

    @Test func aSingleThemeRendererRefusesAForcedScheme() throws {
        let single = Renderer(theme: try renderer(.light).theme, colorScheme: .light)
        do {
            _ = try scene(#"{"type": "vstack", "children": [{"type": "color", "color": "card", "modifiers": [{"colorScheme": "dark"}]}]}"#, single)
            Issue.record("a single-theme renderer must refuse a dark subtree")
        } catch {
            #expect("\(error)".contains("$.body.children[0].modifiers[0].colorScheme"))
            #expect("\(error)".contains("no dark theme"))
        }
        // Forcing the scheme it has is fine.
        _ = try scene(#"{"type": "color", "color": "card", "modifiers": [{"colorScheme": "light"}]}"#, single)
    }
}
