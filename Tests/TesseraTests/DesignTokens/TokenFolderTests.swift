import Foundation
import TesseraGeometry
import Testing
import Tessera
@testable import TesseraTokens

/// The shipped token folder (`Sources/Tessera/Resources/Tokens`): it checks clean, both themes are complete and readable, the type
/// ramp is the iOS one, and the committed Swift keys match the files.
@Suite struct TokenFolderTests {
    let library: TokenLibrary

    init() throws {
        library = try TokenLibrary(directory: tokenFolder)
    }

    @Test func checksClean() {
        #expect(TokenChecker.check(directory: tokenFolder, contrast: ContrastRequirement.componentPairs).map(\.description) == [])
    }

    @Test func generatedKeysAreNotStale() throws {
        let command = "tessera tokens swift Sources/Tessera/Resources/Tokens --catalog TesseraTokenKeys --import TesseraGeometry --import TesseraTokens"
        let generated = try TokenKeyGenerator.swiftSource(
            for: library.tokens(),
            options: .init(catalog: "TesseraTokenKeys", imports: ["TesseraGeometry", "TesseraTokens"], command: command))
        let committed = try String(contentsOf: packageURL.appendingPathComponent("Sources/Tessera/Tokens/TokenKeys.swift"), encoding: .utf8)
        #expect(generated == committed, "Sources/Tessera/Tokens/TokenKeys.swift is stale: run `swift run \(command) -o Sources/Tessera/Tokens/TokenKeys.swift`")
    }

    @Test func bothThemesDefineTheSameTokens() throws {
        let light = try library.tokens(["theme": "light"])
        let dark = try library.tokens(["theme": "dark"])
        #expect(Set(light.names) == Set(dark.names))
        #expect(TokenChecker.completenessProblems(library.resolver).isEmpty)
        #expect(light.names.filter { $0.hasPrefix("color.") }.count >= 30)
    }

    @Test(arguments: ColorScheme.allCases)
    func everyComponentTextPairMeetsWCAG(scheme: ColorScheme) throws {
        let tokens = try library.tokens(["theme": scheme.rawValue])
        for pair in ContrastRequirement.componentPairs {
            guard case .color(let foreground)? = tokens[pair.foreground]?.value, case .color(let background)? = tokens[pair.background]?.value else {
                Issue.record("\(pair.foreground) or \(pair.background) is not a color in \(scheme)")
                continue
            }
            let ratio = TokenChecker.contrast(foreground, on: background)
            #expect(ratio >= pair.minimum, "\(pair.foreground) on \(pair.background) in \(scheme): \(ratio):1 < \(pair.minimum):1")
        }
    }

    @Test func themesResolveTypedKeys() throws {
        let light = try library.theme(.light)
        let dark = try library.theme(.dark)
        #expect(light[.backgroundPrimary] == .white)
        #expect(dark[.backgroundPrimary].relativeLuminance < 0.01)
        #expect(light[.textPrimary] != dark[.textPrimary])
        // Seed 000's module pair: blush 100 in light, blush 600 in dark.
        #expect(light[.moduleBlush_100_600] == (try color("palette.blush.100")))
        #expect(dark[.moduleBlush_100_600] == (try color("palette.blush.600")))
        #expect(light[.space4].points == 16)
        #expect(light[.radiusCard].points == 12)
        #expect(light[.elevationLow].count == 2)
        #expect(light[.house].pathData.hasPrefix("M"))
        #expect(light[.standard].duration.milliseconds == 250)
        // Shadows alias semantic colors, so they follow the theme.
        #expect(light[.elevationHigh][0].color.alpha < dark[.elevationHigh][0].color.alpha)
    }

    func color(_ name: String) throws -> Color {
        guard case .color(let c)? = try library.tokens()[name]?.value else { throw TokenErrors([]) }
        return c
    }

    @Test func typeRampIsTheIOSOne() throws {
        let theme = try library.theme()
        let expected: [(TokenKey<Typography>, Double, Double, Double)] = [
            (.largeTitle, 34, 41, 400), (.title1, 28, 34, 400), (.title2, 22, 28, 400), (.title3, 20, 25, 400),
            (.headline, 17, 22, 600), (.body, 17, 22, 400), (.callout, 16, 21, 400), (.subheadline, 15, 20, 400),
            (.footnote, 13, 18, 400), (.caption1, 12, 16, 400), (.caption2, 11, 13, 400),
        ]
        for (key, size, line, weight) in expected {
            let style = theme[key]
            #expect(style.fontFamily == ["Inter"], "\(key)")
            #expect(style.fontSize.points == size, "\(key)")
            #expect(abs(style.lineHeightPoints - line) < 0.001, "\(key): line height \(style.lineHeightPoints)")
            #expect(style.fontWeight.value == weight, "\(key)")
        }
    }

    @Test func textSizesScaleTheRamp() throws {
        let theme = try library.theme()
        #expect(theme.typography(.body, size: .large) == theme[.body])
        #expect(abs(theme.typography(.body, size: .xSmall).fontSize.points - 14) < 0.01)
        #expect(abs(theme.typography(.body, size: .accessibility5).fontSize.points - 53) < 0.01)
        let sizes = TextSize.allCases.map { theme.typography(.body, size: $0).fontSize.points }
        #expect(sizes == sizes.sorted(), "categories grow monotonically")
    }

    @Test func spacingIsA4PointScale() throws {
        let tokens = try library.tokens()
        for token in tokens.tokens where token.name.hasPrefix("space.") {
            guard let step = Double(token.name.dropFirst("space.".count)) else { continue }
            #expect(token.value == .dimension(Length(step * 4)), "\(token.name)")
        }
    }

    @Test func everyIconIsPresentAndStaysOnTheGrid() throws {
        let tokens = try library.tokens()
        let required = ["house", "scan", "cup", "gift", "store", "inbox", "chevronUp", "chevronDown", "chevronRight", "star",
                        "play", "live", "calendar", "dumbbell", "forkAndKnife", "pharmacy", "deliveryVan", "info", "warning",
                        "check", "close", "plus"]
        for name in required {
            guard case .icon(let icon)? = tokens["icon.\(name)"]?.value else {
                Issue.record("icon.\(name) is missing")
                continue
            }
            // Every command is absolute, so every number (coordinate, radius or arc flag) is in 0...24.
            #expect(!icon.pathData.contains(where: { "mlhvcsqtaz".contains($0) }), "icon.\(name) uses relative commands")
            let numbers = icon.pathData.split(whereSeparator: { !"0123456789.-".contains($0) }).compactMap { Double($0) }
            #expect(numbers.allSatisfy { (0...24).contains($0) }, "icon.\(name) leaves the 24 × 24 grid")
        }
    }
}
