import Foundation
import TesseraGeometry
import Testing
@testable import TesseraTokens

/// The resolver module: sets, modifiers, contexts, defaults and resolution order.
@Suite struct ResolverTests {
    /// Writes files into a fresh temporary folder (callers remove it when done).
    func folder(_ files: [String: String]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-resolver-\(UUID().uuidString)")
        for (name, text) in files {
            let file = url.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        return url
    }

    let resolver = ##"""
        {
          "version": "2025.10",
          "sets": {
            "base": {"sources": [{"$ref": "base.tokens.json"}, {"c": {"$type": "color", "inline": {"$value": "#010203"}}}]},
            "brand": {"sources": [{"$ref": "brand.tokens.json"}]}
          },
          "modifiers": {
            "theme": {"contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "#/sets/brand"}, {"$ref": "dark.tokens.json"}]}, "default": "light"},
            "contrast": {"contexts": {"normal": [], "high": [{"$ref": "high.tokens.json"}]}}
          },
          "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/contrast"}]
        }
        """##

    var files: [String: String] {
        [
            "tokens.resolver.json": resolver,
            "base.tokens.json": ##"{"c": {"$type": "color", "text": {"$value": "#111111"}, "bg": {"$value": "#ffffff"}, "link": {"$value": "{c.text}"}}}"##,
            "brand.tokens.json": ##"{"c": {"$type": "color", "brand": {"$value": "#2a5cda"}}}"##,
            "light.tokens.json": ##"{"c": {"$type": "color", "bg": {"$value": "#fafafa"}}}"##,
            "dark.tokens.json": ##"{"c": {"$type": "color", "bg": {"$value": "#000000"}, "text": {"$value": "#eeeeee"}}}"##,
            "high.tokens.json": ##"{"c": {"$type": "color", "text": {"$value": "#000000"}}}"##,
        ]
    }

    @Test func laterEntriesOfTheResolutionOrderWin() throws {
        let directory = try folder(files)
        defer { try? FileManager.default.removeItem(at: directory) }
        let library = try TokenLibrary(directory: directory)
        let light = try library.tokens(["contrast": "normal"])
        #expect(light["c.bg"]?.value == .color(Color(r8: 0xfa, g8: 0xfa, b8: 0xfa)))
        #expect(light["c.text"]?.value == .color(Color(r8: 0x11, g8: 0x11, b8: 0x11)))
        #expect(light["c.brand"] == nil)
        #expect(light["c.inline"]?.value == .color(Color(r8: 1, g8: 2, b8: 3)))

        let dark = try library.tokens(["theme": "dark", "contrast": "normal"])
        #expect(dark["c.bg"]?.value == .color(.black))
        #expect(dark["c.brand"] != nil, "a modifier context may include a set")
        // Aliases resolve against the merged result: link follows the dark text.
        #expect(dark["c.link"]?.value == .color(Color(r8: 0xee, g8: 0xee, b8: 0xee)))

        let darkHigh = try library.tokens(["theme": "dark", "contrast": "high"])
        #expect(darkHigh["c.text"]?.value == .color(.black), "the contrast modifier comes after theme, so it wins")
    }

    @Test func enumeratesEveryCombinationOfContexts() throws {
        let directory = try folder(files)
        defer { try? FileManager.default.removeItem(at: directory) }
        let library = try TokenLibrary(directory: directory)
        let inputs = library.resolver.allInputs.map { $0.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",") }
        #expect(inputs == ["contrast=normal,theme=light", "contrast=high,theme=light", "contrast=normal,theme=dark", "contrast=high,theme=dark"])
    }

    @Test func inputErrors() throws {
        let directory = try folder(files)
        defer { try? FileManager.default.removeItem(at: directory) }
        let library = try TokenLibrary(directory: directory)
        #expect(throws: TokenErrors.self) { _ = try library.tokens(["theme": "sepia", "contrast": "normal"]) }
        do {
            _ = try library.tokens(["theme": "sepia", "mode": "x"])
            Issue.record("resolved a bad input")
        } catch {
            #expect(error.diagnostics.map(\.message) == [
                "no modifier named \"mode\" (modifiers: theme, contrast)",
                "\"theme\" has no context \"sepia\" (contexts: light, dark)",
                "the input must choose a context for \"contrast\" (normal, high), as it has no default",
            ])
        }
    }

    @Test func inlineSetsAndModifiersInTheResolutionOrder() throws {
        var files = files
        files["tokens.resolver.json"] = ##"""
            {"version": "2025.10", "resolutionOrder": [
              {"type": "set", "name": "all", "sources": [{"$ref": "base.tokens.json"}]},
              {"type": "modifier", "name": "theme", "contexts": {"light": [], "dark": [{"$ref": "dark.tokens.json"}]}, "default": "light"}
            ]}
            """##
        let directory = try folder(files)
        defer { try? FileManager.default.removeItem(at: directory) }
        let library = try TokenLibrary(directory: directory)
        #expect(try library.tokens()["c.bg"]?.value == .color(.white))
        #expect(try library.tokens(["theme": "dark"])["c.bg"]?.value == .color(.black))
    }

    @Test func documentErrorsNameTheirJSONPath() throws {
        var files = files
        files["tokens.resolver.json"] = ##"""
            {"version": "2025.10",
             "sets": {"s": {"sources": [{"$ref": "missing.tokens.json"}, {"$ref": "#/modifiers/m"}]}, "t": {}},
             "modifiers": {"m": {"contexts": {"only": []}, "default": "other"}, "n": {"contexts": {}}},
             "resolutionOrder": [{"$ref": "#/sets/nope"}, {"type": "set"}, {"type": "layer", "name": "x"}]}
            """##
        let directory = try folder(files)
        defer { try? FileManager.default.removeItem(at: directory) }
        do {
            _ = try TokenLibrary(directory: directory)
            Issue.record("loaded a broken resolver")
        } catch {
            #expect(error.diagnostics.map { "\($0.path): \($0.message)" } == [
                "sets.s.sources[1]: $ref \"#/modifiers/m\": a source may reference a set, never a modifier or a resolutionOrder entry",
                "sets.t: a set needs a \"sources\" array",
                "modifiers.m.contexts: a modifier with one context is a set; give it two or more contexts",
                "modifiers.m.default: default must name one of the contexts (only)",
                "modifiers.n.contexts: a modifier needs at least one context",
                "resolutionOrder[0]: $ref \"#/sets/nope\" names no set or modifier (use \"#/sets/NAME\" or \"#/modifiers/NAME\")",
                "resolutionOrder[1]: an inline set or modifier needs \"name\" and \"type\"",
                "resolutionOrder[2]: type must be \"set\" or \"modifier\", found \"layer\"",
                "sets.s.sources[0]: $ref \"missing.tokens.json\": no such file next to the resolver",
            ])
        }
    }

    @Test func versionMustBe2025_10() throws {
        var files = files
        files["tokens.resolver.json"] = ##"{"version": "2025-10-01", "resolutionOrder": []}"##
        let directory = try folder(files)
        defer { try? FileManager.default.removeItem(at: directory) }
        do {
            _ = try TokenLibrary(directory: directory)
            Issue.record("loaded an unsupported version")
        } catch {
            #expect(error.diagnostics.map(\.message) == ["unsupported version (this reader implements \"2025.10\")"])
        }
    }
}
