import Foundation
import TesseraGeometry
import Testing
import Tessera
@testable import TesseraTokens

/// The tokens the component library reads instead of literals: emphasized type styles, the tile
/// radius, status surfaces with their foregrounds, the icon scale and decoration opacities.
@Suite struct LibraryTokenTests {
    let library: TokenLibrary

    init() throws {
        library = try TokenLibrary(directory: tokenFolder)
    }

    /// Each emphasized style is its base style, heavier, at every text-size category.
    @Test(arguments: TextSize.allCases)
    func emphasizedStylesMatchTheirBaseButHeavier(size: TextSize) throws {
        let theme = try library.theme()
        let pairs: [(TokenKey<Typography>, TokenKey<Typography>, Double)] = [
            (.largeTitle, .largeTitleEmphasized, 700), (.title1, .title1Emphasized, 700), (.title2, .title2Emphasized, 700),
            (.title3, .title3Emphasized, 700), (.headline, .headlineEmphasized, 700), (.body, .bodyEmphasized, 600),
            (.callout, .calloutEmphasized, 600), (.subheadline, .subheadlineEmphasized, 600),
            (.footnote, .footnoteEmphasized, 600), (.caption1, .caption1Emphasized, 600), (.caption2, .caption2Emphasized, 600),
        ]
        for (base, emphasized, weight) in pairs {
            let plain = theme.typography(base, size: size), bold = theme.typography(emphasized, size: size)
            #expect(bold.fontSize == plain.fontSize && bold.lineHeight == plain.lineHeight, "\(emphasized.name)")
            #expect(bold.letterSpacing == plain.letterSpacing && bold.fontFamily == plain.fontFamily, "\(emphasized.name)")
            #expect(bold.fontWeight.value == weight, "\(emphasized.name)")
        }
    }

    /// Status banners and badges: primary text and the strong status text keep 4.5:1 on the
    /// subtle surface, the status mark 3:1, in both themes.
    @Test(arguments: ColorScheme.allCases)
    func statusSurfacesKeepContrast(scheme: ColorScheme) throws {
        let theme = try library.theme(scheme)
        let statuses: [(mark: TokenKey<Color>, subtle: TokenKey<Color>, strong: TokenKey<Color>)] = [
            (.statusInfo, .statusInfoSubtle, .statusInfoStrong), (.statusSuccess, .statusSuccessSubtle, .statusSuccessStrong),
            (.statusWarning, .statusWarningSubtle, .statusWarningStrong), (.statusError, .statusErrorSubtle, .statusErrorStrong),
        ]
        for status in statuses {
            let surface = theme[status.subtle]
            #expect(theme[.textPrimary].contrastRatio(with: surface) >= ContrastRequirement.bodyText, "\(status.subtle.name)")
            #expect(theme[status.strong].contrastRatio(with: surface) >= ContrastRequirement.bodyText, "\(status.strong.name)")
            #expect(theme[status.mark].contrastRatio(with: surface) >= ContrastRequirement.largeText, "\(status.mark.name)")
        }
    }

    @Test func sizesRadiiAndOpacitiesAreTheLibrarys() throws {
        let theme = try library.theme()
        #expect(theme[.radiusTile].points == 6, "seed 001's tile radius")
        let icons: [TokenKey<Length>] = [.sizeIconXSmall, .sizeIconSmall, .sizeIconMedium, .sizeIconLarge, .sizeIconXLarge]
        let sides = icons.map { theme[$0].points }
        #expect(sides == [12, 16, 24, 32, 48], "halves and multiples of the 24-pt grid, in order")
        #expect(theme[.sizeIconDisc].points > theme[.sizeIconMedium].points)
        for opacity: TokenKey<Double> in [.opacityDisabled, .opacityTint, .opacityFaintTint] {
            #expect((0...1).contains(theme[opacity]), "\(opacity.name)")
        }
        #expect(theme[.opacityFaintTint] < theme[.opacityTint])
    }
}
