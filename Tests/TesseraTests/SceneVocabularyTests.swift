import Foundation
import Testing
import Tessera

/// An adopter's vocabulary, through the public API only (this file does not `@testable`
/// import): a modifier and a component of their own, read from JSON like Tessera's.
@Suite struct SceneVocabularyTests {
    /// A modifier built from Tessera's modifier values, as an adopter's design system would.
    static let cardStyle = SceneModifier("cardStyle", value: "`true`, or a color for the fill") { value throws(RenderError) in
        if value.isObject { throw .scene(path: value.path, reason: "must be true or a color") }
        if case let fill? = try? value.color() { return .padding(.m) <> .background(fill) <> .cornerRadius(.card) }
        return try value.bool() ? .padding(.m) <> .background(.card) <> .cornerRadius(.card) : nil
    }

    /// A modifier that wraps the view in another view (a badge in its corner).
    static let badged = SceneModifier("badged", value: "text") { value, view throws(RenderError) in
        let text = try value.string()
        return AnyView(view.overlay(Text(text).font(.caption1).padding(.xxs).background(.accent).key("badge"), alignment: .topTrailing))
    }

    static var vocabulary: SceneVocabulary {
        var vocabulary = SceneVocabulary.standard
        vocabulary.register(cardStyle)
        vocabulary.register(badged)
        vocabulary.components.register("greeting", properties: "`name`") { p throws(RenderError) in
            AnyView(Text("Hello, \(try p.string("name"))").font(.headline).key("greeting"))
        }
        return vocabulary
    }

    static let scene = #"""
    {"width": 240, "body": {"type": "vstack", "children": [
      {"type": "component", "name": "greeting", "properties": {"name": "Ada"}, "modifiers": [{"cardStyle": true}, {"badged": "New"}]},
      {"type": "text", "text": "Plain", "modifiers": [{"cardStyle": "accentSubtle"}, {"padding": "s"}]}
    ]}}
    """#

    /// What the scene says, written in Swift.
    struct Written: View {
        var body: some View {
            VStack {
                Text("Hello, Ada").font(.headline).key("greeting")
                    .modifier(.padding(.m) <> .background(.card) <> .cornerRadius(.card))
                    .overlay(Text("New").font(.caption1).padding(.xxs).background(.accent).key("badge"), alignment: .topTrailing)
                Text("Plain").modifier(.padding(.m) <> .background(.accentSubtle) <> .cornerRadius(.card)).padding(.s)
            }
        }
    }

    @Test func adoptersModifiersAndComponentsRenderAsTheirSwift() throws {
        for scheme in ColorScheme.allCases {
            let r = try renderer(scheme)
            let scene = try Scene(json: Array(Self.scene.utf8)).render(with: r, vocabulary: Self.vocabulary, assetRoot: examplesURL)
            let swift = try r.render(Written(), width: 240)
            #expect(scene.bitmap == swift.bitmap)
            #expect(scene.frames == swift.frames)
            #expect(scene.frames["badge"] != nil && scene.frames["greeting"] != nil)
        }
    }

    @Test func anAdoptersModifierIsUnknownToTheStandardVocabulary() throws {
        let json = #"{"body": {"type": "text", "text": "x", "modifiers": [{"cardStyle": true}]}}"#
        #expect(throws: RenderError.self) {
            try Scene(json: Array(json.utf8)).render(with: try renderer(), assetRoot: examplesURL)
        }
        do {
            _ = try Scene(json: Array(json.utf8)).render(with: try renderer(), assetRoot: examplesURL)
        } catch {
            #expect("\(error)".contains(#"$.body.modifiers[0].cardStyle: unknown modifier "cardStyle""#))
        }
    }

    @Test func anAdoptersModifierErrorsNameTheJSONPath() throws {
        let json = #"{"body": {"type": "text", "text": "x", "modifiers": [{"padding": "m"}, {"cardStyle": 3}]}}"#
        do {
            _ = try Scene(json: Array(json.utf8)).render(with: try renderer(), vocabulary: Self.vocabulary, assetRoot: examplesURL)
            Issue.record("a number for cardStyle must throw")
        } catch {
            #expect("\(error)".contains("$.body.modifiers[1].cardStyle: must be true or false, not a number"))
        }
    }

    /// A modifier whose value is an object reads its members through `SceneProperties`, and
    /// a member it does not know is an error naming it.
    @Test func anAdoptersObjectValueIsCheckedMemberByMember() throws {
        var vocabulary = SceneVocabulary.standard
        vocabulary.register(SceneModifier("tag", value: #"`{"text", "color"}`"#) { value, view throws(RenderError) in
            let tag = try value.properties(known: ["text", "color"])
            let label = Text(try tag.string("text")).background(try tag.optionalColor("color") ?? .accent).key("tag")
            return AnyView(view.overlay(label, alignment: .bottomLeading))
        })
        func render(_ tag: String) throws -> RenderResult {
            let json = #"{"body": {"type": "color", "color": "card", "modifiers": [{"frame": {"height": 40}}, {"tag": \#(tag)}]}}"#
            return try Scene(json: Array(json.utf8)).render(with: try renderer(), width: 120, vocabulary: vocabulary, assetRoot: examplesURL)
        }
        #expect(try render(#"{"text": "Sale", "color": "action"}"#).frames["tag"] != nil)
        for (tag, message) in [(#"{"text": "Sale", "colour": "action"}"#, "$.body.modifiers[1].tag.colour: unknown member"),
                               (#"{"color": "action"}"#, "$.body.modifiers[1].tag.text: is required"),
                               (#""Sale""#, "$.body.modifiers[1].tag: must be an object, not a string")] {
            do {
                _ = try render(tag)
                Issue.record("\(tag) must throw")
            } catch {
                #expect("\(error)".contains(message), "\(error)")
            }
        }
    }

    @Test func registeringAgainReplacesInPlace() {
        var vocabulary = SceneVocabulary.standard
        let count = vocabulary.modifiers.count
        vocabulary.register(SceneModifier("padding", value: "replaced") { _ throws(RenderError) in nil })
        #expect(vocabulary.modifiers.count == count)
        #expect(vocabulary.modifiers.first?.value == "replaced")
        #expect(vocabulary.modifier(named: "padding")?.value == "replaced")
        #expect(SceneVocabulary.standard.modifier(named: "padding")?.value != "replaced")
    }

    /// docs/scenes.md's modifier table is the registry's: a modifier added, renamed or
    /// re-documented without the docs (or the other way round) fails here.
    @Test func docsModifierTableIsTheRegistry() throws {
        let docs = try String(contentsOf: packageURL.appendingPathComponent("docs/scenes.md"), encoding: .utf8)
        let table = SceneVocabulary.standard.modifierTable
        let documented = docs.contains(table)  // not inside #expect, which would print all the docs
        #expect(documented, "docs/scenes.md's modifier table differs from SceneVocabulary.standard; it should read:\n\(table)")
    }
}
