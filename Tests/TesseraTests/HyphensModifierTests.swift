import Foundation
import Testing
@testable import Tessera

/// `.hyphens(_:)`: the chain, the modifier value, the environment and a JSON scene draw the same
/// hyphenated text, and differ from the default, which does not hyphenate.
@Suite struct HyphensModifierTests {
    let r: Renderer
    /// Narrower than "Notifications" at the body size, wider than "Notifica‐".
    let width = 80.0

    init() throws { r = try renderer() }

    @Test func theModifierTheValueTheEnvironmentAndTheSceneAgree() throws {
        let chain = try r.render(Text("Notifications").hyphens(.auto), width: width)
        let value = try r.render(Text("Notifications").modifier(.hyphens(.auto)), width: width)
        let environment = try r.render(Text("Notifications").environment(\.hyphens, .auto), width: width)
        let scene = try Scene(json: Array(#"""
            {"width": 80, "body": {"type": "text", "text": "Notifications", "modifiers": [{"hyphens": "auto"}]}}
            """#.utf8)).render(with: r, assetRoot: examplesURL)
        #expect(chain.bitmap == value.bitmap)
        #expect(chain.bitmap == environment.bitmap)
        #expect(chain.bitmap == scene.bitmap)
        let plain = try r.render(Text("Notifications"), width: width)
        #expect(plain.bitmap != chain.bitmap)
        #expect(try r.render(Text("Notifications").hyphens(.none), width: width).bitmap == plain.bitmap)
    }

    @Test func theEnvironmentCarriesHyphensIntoTheTextStyle() throws {
        var environment = EnvironmentValues(theme: r.theme)
        #expect(environment.textStyle(.body).hyphens == .none)
        environment.hyphens = .auto
        environment.locale = "de-CH"
        let style = environment.textStyle(.body)
        #expect(style.hyphens == .auto && style.locale == "de-CH")
    }

    @Test func anUnknownValueNamesItsPath() {
        do {
            _ = try Scene(json: Array(#"{"body": {"type": "text", "text": "x", "modifiers": [{"hyphens": "sometimes"}]}}"#.utf8))
                .render(with: r, assetRoot: examplesURL)
            Issue.record("an unknown hyphens value must be an error")
        } catch {
            #expect("\(error)".contains("$.body.modifiers[0].hyphens"))
            #expect("\(error)".contains("none, manual, auto"))
        }
    }
}
