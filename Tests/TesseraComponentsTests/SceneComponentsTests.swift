import Foundation
import Testing
import TesseraComponents

/// The design library as JSON-scene components: names resolve, bad properties name their path.
@Suite struct SceneComponentsTests {
    /// Scenes that name design-library components (the built-in-only examples sit one folder up).
    static let examples = componentsPackageURL.appendingPathComponent("Examples/components")

    func render(_ json: String) throws -> RenderResult {
        let scene = try Scene(json: Array(json.utf8))
        return try scene.render(with: homepageRenderer(), components: .designLibrary, assetRoot: Self.examples)
    }

    @Test func pharmacyExampleRendersWithRegisteredComponents() throws {
        let bytes = try [UInt8](Data(contentsOf: Self.examples.appendingPathComponent("pharmacy.scene.json")))
        let result = try Scene(json: bytes).render(with: homepageRenderer(), components: .designLibrary, assetRoot: Self.examples)
        #expect(result.frames["banner.leadingIcon"]?.size == Size(width: 24, height: 24))
        #expect(result.size.width == 375 && result.size.height > 200)
    }

    @Test func sceneRow3MatchesTheSwiftView() throws {
        let scene = try render("""
            {"width": 375, "body": {"type": "component", "name": "row3",
              "properties": {"title": "Collect", "detail": "Within 2 hours", "icon": "pharmacy"}}}
            """)
        let swift = try homepageRenderer().render(
            Row3(title: "Collect", detail: "Within 2 hours", image: RowIcon(.pharmacy)), width: 375)
        #expect(try scene.pngData() == swift.pngData())
    }

    @Test(arguments: [
        (#"{"type": "component", "name": "button", "properties": {"title": "Go", "style": "loud"}}"#, "$.body.properties.style"),
        (#"{"type": "component", "name": "row3", "properties": {"title": "A", "detail": "B", "icon": "rocket"}}"#, "$.body.properties.icon"),
        (#"{"type": "component", "name": "row3", "properties": {"title": "A", "detail": "B"}}"#, "$.body.properties.icon"),
        (#"{"type": "component", "name": "banner", "properties": {}}"#, "$.body.properties.description"),
    ])
    func badPropertiesNameTheirPath(body: String, path: String) {
        #expect {
            _ = try render(#"{"width": 375, "body": "# + body + "}")
        } throws: { error in
            "\(error)".contains(path)
        }
    }

    /// Every icon in the token files can be named in a scene.
    @Test func everyIconTokenIsNameable() throws {
        let theme = try homepageRenderer().theme
        let iconNames = theme.tokens.names.filter { $0.hasPrefix("icon.") }.map { String($0.dropFirst(5)) }
        #expect(!iconNames.isEmpty)
        for name in iconNames {
            #expect(throws: Never.self, "icon \(name)") {
                _ = try render("""
                    {"width": 375, "body": {"type": "component", "name": "chip", "properties": {"title": "x", "icon": "\(name)"}}}
                    """)
            }
        }
    }
}
