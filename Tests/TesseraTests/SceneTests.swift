import Foundation
import Testing
@testable import Tessera

/// JSON scenes: the example card, errors by JSON path, hostile input.
@Suite struct SceneTests {
    func render(_ json: String, limits: SceneLimits = .default, components: SceneComponents = SceneComponents()) throws -> RenderResult {
        try Scene(json: Array(json.utf8), limits: limits).render(with: renderer(), components: components, assetRoot: examplesURL)
    }

    func sceneError(_ json: String, limits: SceneLimits = .default) -> String? {
        do {
            _ = try render(json, limits: limits)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func exampleSceneRendersTheSameCardAsSwift() throws {
        let bytes = [UInt8](try Data(contentsOf: examplesURL.appendingPathComponent("card.scene.json")))
        for scheme in ColorScheme.allCases {
            let r = try renderer(scheme)
            let scene = try Scene(json: bytes).render(with: r, assetRoot: examplesURL)
            let swift = try r.render(ChainCard(), width: 375)
            #expect(scene.bitmap == swift.bitmap)
            #expect(scene.frames == swift.frames)
        }
    }

    @Test func errorsNameTheJSONPath() {
        #expect(sceneError(#"{"body": {"type": "vstak"}}"#)?.contains("$.body.type") == true)
        #expect(sceneError(#"{"body": {"type": "vstack", "children": [{"type": "text"}]}}"#)?.contains("$.body.children[0].text: is required") == true)
        #expect(sceneError(#"{"body": {"type": "text", "text": "x", "modifiers": [{"padding": "m"}, {"paddin": 4}]}}"#)?.contains("$.body.modifiers[1].paddin") == true)
        #expect(sceneError(#"{"body": {"type": "text", "text": "x", "modifiers": [{"foregroundColor": "chartreuse"}]}}"#)?.contains("unknown color") == true)
        #expect(sceneError(#"{"body": {"type": "text", "text": "x", "colour": "red"}}"#)?.contains("$.body.colour") == true)
        #expect(sceneError(#"{"body": {"type": "text", "text": 4}}"#)?.contains("must be a string") == true)
        #expect(sceneError(#"{"body": {"type": "text", "text": "x"} "#)?.contains("byte") == true)
        #expect(sceneError(#"{"body": {"type": "component", "name": "banner"}}"#)?.contains("unknown component \"banner\"") == true)
        #expect(sceneError(#"{"width": -3, "body": {"type": "divider"}}"#)?.contains("$.width") == true)
    }

    /// A hostile name is quoted, not echoed: the message stays short whatever the key's size,
    /// and the "did you mean" search over a 1 MB name stays quick.
    @Test func longUnknownNamesAreQuotedShort() {
        let key = String(repeating: "k", count: 1_000_000)
        let member = sceneError(#"{"body": {"type": "text", "text": "x", "\#(key)": 1}}"#) ?? ""
        #expect(member.contains("unknown member") && member.count < 300, "\(member.prefix(300))")
        let clock = ContinuousClock(), start = clock.now
        let color = sceneError(#"{"body": {"type": "text", "text": "x", "modifiers": [{"foregroundColor": "\#(key)"}]}}"#) ?? ""
        #expect(color.contains("unknown color") && color.count < 400, "\(color.prefix(400))")
        #expect(clock.now - start < .seconds(2))
    }

    @Test func imagesResolveOnlyInsideTheAssetRoot() {
        for file in ["../Package.swift", "/etc/passwd", "assets/../../x.png", "~/x.png"] {
            let error = sceneError(#"{"body": {"type": "image", "file": "\#(file)"}}"#)
            #expect(error?.contains("asset root") == true, "\(file): \(error ?? "rendered")")
        }
        #expect(sceneError(#"{"body": {"type": "image", "file": "missing.png"}}"#)?.contains("\"missing.png\" does not exist") == true)
        #expect(sceneError(#"{"body": {"type": "image", "file": "assets/swatch.png", "resizable": true, "contentMode": "fill"}}"#) == nil)
    }

    @Test func hostileScenesHitLimitsInsteadOfExhaustingResources() {
        var limits = SceneLimits.default
        limits.maximumDepth = 20
        let deep = String(repeating: #"{"type": "vstack", "children": ["#, count: 30) + #"{"type": "divider"}"# + String(repeating: "]}", count: 30)
        #expect(sceneError(#"{"body": \#(deep)}"#, limits: limits)?.contains("nested deeper") == true)

        limits = .default
        limits.maximumNodes = 10
        let many = Array(repeating: #"{"type": "divider"}"#, count: 20).joined(separator: ",")
        #expect(sceneError(#"{"body": {"type": "vstack", "children": [\#(many)]}}"#, limits: limits)?.contains("more than 10 views") == true)

        let long = String(repeating: "x", count: SceneLimits.default.maximumTextLength + 1)
        #expect(sceneError(#"{"body": {"type": "text", "text": "\#(long)"}}"#)?.contains("longer than") == true)
        #expect(sceneError(#"{"body": {"type": "color", "color": "card", "modifiers": [{"frame": {"height": 1000000}}]}}"#) != nil)
    }

    @Test func registeredComponentsBuildFromTheirProperties() throws {
        var components = SceneComponents()
        components.register("badge") { properties throws(RenderError) in
            AnyView(Text(try properties.string("label")).padding(.xs).background(try properties.optionalColor("color") ?? .accent).key("badge"))
        }
        let result = try render(#"{"body": {"type": "component", "name": "badge", "properties": {"label": "New", "color": "action"}}}"#,
                                components: components)
        #expect(result.frames["badge"] != nil)
        do {
            _ = try render(#"{"body": {"type": "component", "name": "badge", "properties": {"label": 3}}}"#, components: components)
            Issue.record("a number label must throw")
        } catch {
            #expect("\(error)".contains("$.body.properties.label"))
        }
    }
}

@Suite struct NestedLayerTests {
    /// Each ZStack level asks its layers for their size several times; without the per-render
    /// cache this scene (24 nested ZStacks) would take 2^24 layouts and never finish.
    @Test func deeplyNestedZStacksLayOutInLinearTime() throws {
        let depth = 24
        let json = String(repeating: #"{"type": "zstack", "children": [{"type": "color", "color": "card", "modifiers": [{"frame": {"width": 4, "height": 4}}]}, "#, count: depth)
            + #"{"type": "text", "text": "deep"}"# + String(repeating: "]}", count: depth)
        let result = try Scene(json: Array(#"{"body": \#(json)}"#.utf8)).render(with: renderer(), assetRoot: examplesURL)
        #expect(result.size.height > 10)
    }
}

@Suite struct ExampleSceneTests {
    @Test func everyExampleSceneRendersInBothThemes() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: examplesURL.path).filter { $0.hasSuffix(".scene.json") }.sorted()
        #expect(names.count >= 2)
        for name in names {
            let scene = try Scene(json: [UInt8](Data(contentsOf: examplesURL.appendingPathComponent(name))))
            for scheme in ColorScheme.allCases {
                let result = try scene.render(with: renderer(scheme), assetRoot: examplesURL)
                #expect(result.size.width == 375, "\(name)")
            }
        }
    }
}
