import Foundation
import Tessera
import Testing
@testable import TesseraTokens

/// A brand's token folder layered over Tessera's bundled defaults: it overrides and extends them
/// without copying them, and every problem names the brand's file, line and token.
@Suite struct TokenLayersTests {
    /// A brand folder: a resolver with a `theme` modifier, shared tokens and one file per theme.
    static func brandFolder(shared: String = "{}", light: String, dark: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-brand-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let resolver = """
            {
              "version": "2025.10",
              "sets": { "brand": { "sources": [{ "$ref": "brand.tokens.json" }] } },
              "modifiers": { "theme": { "default": "light", "contexts": {
                "light": [{ "$ref": "light.tokens.json" }], "dark": [{ "$ref": "dark.tokens.json" }] } } },
              "resolutionOrder": [{ "$ref": "#/sets/brand" }, { "$ref": "#/modifiers/theme" }]
            }
            """
        for (name, text) in [("brand.resolver.json", resolver), ("brand.tokens.json", shared), ("light.tokens.json", light), ("dark.tokens.json", dark)] {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return folder
    }

    /// The accent as a brand color of its own, which Tessera's accent now aliases.
    static func accent(_ step: String) -> String {
        """
        {
          "color": {
            "brand": { "accent": { "$type": "color", "$value": "{palette.green.\(step)}" } },
            "accent": { "primary": { "$value": "{color.brand.accent}" } }
          }
        }
        """
    }

    static let brandShared = """
        {
          "font": { "family": { "sans": { "$type": "fontFamily", "$value": ["DejaVu Sans"] } } },
          "space": { "hero": { "$type": "dimension", "$value": { "value": 40, "unit": "px" } } }
        }
        """

    /// Diagnostics of a layered folder, as `file:line:column: token: message` with the folder's
    /// temporary path shortened to `Brand`.
    func problems(_ folder: URL) -> [String] {
        let library: TokenLibrary
        do { library = try TokenLayers.defaults.overlaid(by: folder).library() } catch { return error.diagnostics.map(\.description) }
        return TokenChecker.check(library, contrast: ContrastRequirement.componentPairs).map { $0.description.replacingOccurrences(of: folder.path, with: "Brand") }
    }

    @Test func aBrandOverridesAndExtendsTheDefaultsInBothThemes() throws {
        let folder = try Self.brandFolder(shared: Self.brandShared, light: Self.accent("600"), dark: Self.accent("500"))
        defer { try? FileManager.default.removeItem(at: folder) }
        let themes = try ThemeSet(tokens: .defaults.overlaid(by: folder))
        let defaults = try ThemeSet()
        let light = try #require(themes[.light]), dark = try #require(themes[.dark])
        #expect(light[.accentPrimary] != (try #require(defaults[.light]))[.accentPrimary])
        #expect(light[.accentPrimary] == light[TokenKey<Color>("color.brand.accent")])
        #expect(light[.accentPrimary] != dark[.accentPrimary])
        #expect(light[.body].fontFamily == ["DejaVu Sans"], "the ramp follows the brand font through its alias")
        #expect(light[TokenKey<Length>("space.hero")].points == 40)
        // Everything the brand does not touch is Tessera's.
        #expect(light[.textPrimary] == (try #require(defaults[.light]))[.textPrimary])
        #expect(problems(folder) == [])
    }

    @Test func aFolderAloneReplacesTheDefaults() throws {
        let folder = try Self.brandFolder(shared: Self.brandShared, light: "{}", dark: "{}")
        defer { try? FileManager.default.removeItem(at: folder) }
        let library = try TokenLayers.folder(folder).library()
        #expect(try library.tokens().names.sorted() == ["font.family.sans", "space.hero"])
        // A renderer demands Tessera's keys, which this set lacks: reported when it is made.
        #expect(throws: RenderError.self) { try Renderer(tokens: folder) }
    }

    /// A theme of a set without Tessera's tokens, handed to a renderer as a value, fails the render
    /// with the missing keys instead of stopping the program at the first subscript.
    @Test func aThemeLackingTesserasKeysIsARenderError() throws {
        let folder = try Self.brandFolder(shared: Self.brandShared, light: "{}", dark: "{}")
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = try TokenLibrary(directory: folder).theme(.light)
        do {
            _ = try Renderer(theme: theme).render(Text("Hello"), width: 100)
            Issue.record("rendered with a theme that has none of Tessera's tokens")
        } catch {
            #expect("\(error)".contains("TesseraTokenKeys: color.accent.pressed: key has no token"), "\(error)")
        }
        let defaults = try #require(try ThemeSet()[.light])
        do {
            _ = try Renderer(theme: defaults).render(Text("Hello").environment(\.theme, theme), width: 100)
            Issue.record("rendered a subtree with a theme that has none of Tessera's tokens")
        } catch {
            #expect("\(error)".contains("key has no token"), "\(error)")
        }
    }

    @Test func anUnknownAliasIntoTheDefaultsNamesTheBrandsFileLineAndToken() throws {
        let folder = try Self.brandFolder(light: Self.accent("9999"), dark: Self.accent("500"))
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(problems(folder).contains(
            "Brand/light.tokens.json:3:56: color.brand.accent: alias {palette.green.9999} points to no token (chain: color.accent.primary → color.brand.accent → palette.green.9999)"),
            "\(problems(folder))")
    }

    @Test func anOverrideOfAnotherTypeThanTheDefaultIsAnError() throws {
        let shared = ##"{ "space": { "4": { "$type": "color", "$value": "#ff0000" } } }"##
        let folder = try Self.brandFolder(shared: shared, light: "{}", dark: "{}")
        defer { try? FileManager.default.removeItem(at: folder) }
        let found = problems(folder)
        #expect(found.contains(
            "Brand/brand.tokens.json:1:19: space.4: is a color, but it overrides a dimension of the layer beneath (Tessera defaults/dimensions.tokens.json); an override must keep the type"),
            "\(found)")
        #expect(throws: RenderError.self) { try Renderer(tokens: .defaults.overlaid(by: folder)) }
    }

    @Test func aCycleAcrossTheTwoLayersNamesTheChain() throws {
        // The brand points Tessera's accent at its own token, and that token back at the accent.
        let cycle = """
            {
              "color": {
                "brand": { "accent": { "$type": "color", "$value": "{color.accent.primary}" } },
                "accent": { "primary": { "$value": "{color.brand.accent}" } }
              }
            }
            """
        let folder = try Self.brandFolder(light: cycle, dark: Self.accent("500"))
        defer { try? FileManager.default.removeItem(at: folder) }
        let found = problems(folder)
        #expect(found.contains { $0.hasPrefix("Brand/light.tokens.json:") && $0.contains("cycle") && $0.contains("color.accent.primary → color.brand.accent → color.accent.primary") },
                "\(found)")
    }

    @Test func aBrandCatalogIsCheckedWhenTheRendererIsMade() throws {
        enum BrandKeys: TokenKeyCatalog {
            static func names(of type: TokenType) -> [String] { type == .color ? ["color.brand.accent"] : [] }
        }
        let folder = try Self.brandFolder(light: Self.accent("600"), dark: Self.accent("500"))
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try Renderer(tokens: .defaults.overlaid(by: folder), keys: [BrandKeys.self])
        do {
            _ = try Renderer(keys: [BrandKeys.self])
            Issue.record("the defaults have no color.brand.accent")
        } catch {
            #expect("\(error)".contains("color.brand.accent: key has no token"), "\(error)")
        }
    }

    @Test func theDefaultsComeFromTheLibrarysResources() throws {
        let bundled = try TokenLayers.defaults.library()
        #expect(bundled.directory.path.contains(".resources") || bundled.directory.path.contains(".bundle"), "\(bundled.directory.path)")
        #expect(try bundled.tokens(["theme": "dark"]).names == TokenLibrary(directory: tokenFolder).tokens(["theme": "dark"]).names)
        let renderer = try Renderer(colorScheme: .dark, scale: 2)
        #expect(renderer.themes[.light] != nil && renderer.themes[.dark] != nil, "both themes load when the renderer is made")
    }
}
