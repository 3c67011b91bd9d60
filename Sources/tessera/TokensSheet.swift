import ArgumentParser
import Foundation
import Tessera
import TesseraArguments
import TesseraGeometry
import TesseraRaster
import TesseraText
import TesseraTokens

/// `tessera tokens sheet`: the token palette and type-scale sheet designers review — primitive
/// palettes, semantic colors of both themes side by side, the type ramp, icons, spacing, radii and
/// elevations — drawn with Tessera's own rasterizer and text engine.
struct TokensSheetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sheet",
        abstract: "Render the palette, semantic colors, type ramp, icons and elevations to a PNG.")

    @Option(name: .shortAndLong, help: "The token folder; Tessera's defaults when omitted.")
    var directory: String?

    @OptionGroup var layering: TokenLayerOptions

    @Option(name: .shortAndLong, help: "The PNG to write.")
    var output = "tokens.png"

    @Option(help: "Pixels per point (1, 2 or 3).")
    var scale = 2.0

    func validate() throws {
        guard [1.0, 2, 3].contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3, found \(scale)") }
    }

    func run() throws {
        let light: Theme, dark: Theme
        do {
            let themes = try ThemeSet(tokens: layering.layers(directory))
            guard let lightTheme = themes[.light], let darkTheme = themes[.dark] else { throw ValidationError("the tokens have no light or dark theme") }
            (light, dark) = (lightTheme, darkTheme)
        } catch let error as RenderError {
            throw InputError(error.description)
        }
        var sheet = try TokenSheet(light: light, dark: dark, scale: scale)
        try sheet.draw()
        try CommandFiles.save(try sheet.canvas.pngData(), to: output)
    }
}

/// Lays the sheet out top to bottom with a cursor; every color, size and style comes from tokens.
struct TokenSheet {
    static let width = 1180.0
    static let height = 2340.0
    static let margin = 40.0

    let light: Theme
    let dark: Theme
    var canvas: Canvas
    private var y = margin
    private let text = TextEngine.shared

    init(light: Theme, dark: Theme, scale: Double) throws {
        self.light = light
        self.dark = dark
        canvas = try Canvas(width: Int(Self.width * scale), height: Int(Self.height * scale), scale: scale)
        canvas.clear(light[.backgroundSecondary])
    }

    mutating func draw() throws {
        try label("Tessera design tokens", style: light[.largeTitle], color: light[.textPrimary], at: Point(x: Self.margin, y: y))
        y += 52
        try label("DTCG 2025.10 · Tokens/ · light and dark themes", style: light[.subheadline], color: light[.textSecondary], at: Point(x: Self.margin, y: y))
        y += 44
        try palettes()
        try semanticColors()
        try typeRamp()
        try iconsAndShapes()
    }

    // MARK: Sections

    private mutating func heading(_ title: String, theme: Theme, x: Double = margin) throws {
        try label(title, style: theme[.title2], color: theme[.textPrimary], at: Point(x: x, y: y))
        y += 40
    }

    private mutating func palettes() throws {
        try heading("Palette", theme: light)
        let families = ["cobalt", "blush", "green", "red", "amber", "gray"]
        let all = light.tokens.names.filter { $0.hasPrefix("palette.") }
        for family in families {
            let names = all.filter { $0.hasPrefix("palette.\(family).") }
            try label(family, style: light[.headline], color: light[.textPrimary], at: Point(x: Self.margin, y: y + 14))
            var x = Self.margin + 90
            for name in names {
                guard case .color(let color)? = light.tokens[name]?.value else { continue }
                let swatch = Rect(x: x, y: y, width: 66, height: 44)
                canvas.fill(.roundedRect(swatch, radius: light[.radiusSmall].points), with: .solid(color))
                if color.contrastRatio(with: light[.backgroundSecondary]) < 1.3 {
                    canvas.stroke(.roundedRect(swatch, radius: light[.radiusSmall].points), with: .solid(light[.separatorStrong]), style: StrokeStyle(width: 1))
                }
                let step = String(name.split(separator: ".").last ?? "")
                try label(step, style: light[.caption1], color: light[.textPrimary], at: Point(x: x, y: y + 48))
                try label(color.hexString, style: light[.caption2], color: light[.textSecondary], at: Point(x: x, y: y + 64))
                x += 72
            }
            y += 90
        }
        y += 16
    }

    private mutating func semanticColors() throws {
        let top = y
        let panelWidth = (Self.width - 2 * Self.margin - 20) / 2
        var bottom = top
        for (index, theme) in [light, dark].enumerated() {
            let x = Self.margin + Double(index) * (panelWidth + 20)
            y = top
            let colors = theme.tokens.tokens.filter { $0.name.hasPrefix("color.") }
            let rows = (colors.count + 1) / 2
            let panel = Rect(x: x, y: y, width: panelWidth, height: 64 + Double(rows) * 34 + 16)
            canvas.fill(.roundedRect(panel, radius: theme[.radiusCard].points), with: .solid(theme[.backgroundPrimary]))
            y += 20
            try heading("Semantic colors · \(index == 0 ? "light" : "dark")", theme: theme, x: x + 20)
            for (i, token) in colors.enumerated() {
                guard case .color(let color) = token.value else { continue }
                let column = Double(i / rows), row = Double(i % rows)
                let origin = Point(x: x + 20 + column * (panelWidth - 40) / 2, y: y + row * 34)
                let swatch = Rect(x: origin.x, y: origin.y, width: 26, height: 26)
                canvas.fill(.roundedRect(swatch, radius: 6), with: .solid(theme[.backgroundPrimary]))
                canvas.fill(.roundedRect(swatch, radius: 6), with: .solid(color))
                canvas.stroke(.roundedRect(swatch, radius: 6), with: .solid(theme[.separatorPrimary]), style: StrokeStyle(width: 1))
                let name = String(token.name.dropFirst("color.".count))
                try label(name, style: theme[.footnote], color: theme[.textPrimary], at: Point(x: origin.x + 34, y: origin.y - 1))
                try label(color.hexString, style: theme[.caption2], color: theme[.textSecondary], at: Point(x: origin.x + 34, y: origin.y + 14))
            }
            bottom = max(bottom, panel.maxY)
        }
        y = bottom + 36
    }

    private mutating func typeRamp() throws {
        try heading("Type ramp · Inter", theme: light)
        let ramp: [(String, TokenKey<Typography>)] = [
            ("largeTitle", .largeTitle), ("title1", .title1), ("title2", .title2), ("title3", .title3),
            ("headline", .headline), ("body", .body), ("callout", .callout), ("subheadline", .subheadline),
            ("footnote", .footnote), ("caption1", .caption1), ("caption2", .caption2),
        ]
        for (name, key) in ramp {
            let style = light[key]
            let spec = "\(name)  \(formatted(style.fontSize.points))/\(formatted(style.lineHeightPoints)) · \(Int(style.fontWeight.value))"
            try label(spec, style: light[.footnote], color: light[.textSecondary], at: Point(x: Self.margin, y: y + max(0, (style.lineHeightPoints - 18) / 2)))
            try label("Order ahead, skip the line", style: style, color: light[.textPrimary], at: Point(x: Self.margin + 230, y: y))
            y += style.lineHeightPoints + 10
        }
        y += 26
    }

    private mutating func iconsAndShapes() throws {
        try heading("Icons · 24 × 24, non-zero fill", theme: light)
        var x = Self.margin
        for token in light.tokens.tokens where token.type == .icon {
            guard case .icon(let icon) = token.value else { continue }
            if x + 92 > Self.width - Self.margin {
                x = Self.margin
                y += 84
            }
            let path = try Path(svgPathData: icon.pathData)
            let tile = Rect(x: x, y: y, width: 92, height: 76)
            canvas.fill(.roundedRect(tile, radius: light[.radiusMedium].points), with: .solid(light[.cardBackground]))
            canvas.fill(path, with: .solid(light[.textPrimary]), transform: .translation(x + 34, y + 12))
            try label(String(token.name.dropFirst("icon.".count)), style: light[.caption2], color: light[.textSecondary], at: Point(x: x + 4, y: y + 52), width: 84, centered: true)
            x += 100
        }
        y += 84 + 40

        let top = y
        let panelWidth = (Self.width - 2 * Self.margin - 20) / 2
        for (index, theme) in [light, dark].enumerated() {
            let x0 = Self.margin + Double(index) * (panelWidth + 20)
            y = top
            canvas.fill(.roundedRect(Rect(x: x0, y: y, width: panelWidth, height: 250), radius: theme[.radiusCard].points), with: .solid(theme[.backgroundSecondary]))
            y += 20
            try heading("Elevation and radii · \(index == 0 ? "light" : "dark")", theme: theme, x: x0 + 20)
            let elevations: [(String, TokenKey<[BoxShadow]>)] = [("low", .elevationLow), ("medium", .elevationMedium), ("high", .elevationHigh)]
            for (i, (name, key)) in elevations.enumerated() {
                let card = Rect(x: x0 + 24 + Double(i) * 172, y: y + 8, width: 148, height: 96)
                let radius = theme[.radiusCard].points
                for layer in theme[key] where !layer.inset {
                    let spread = layer.spread.points
                    let shape = Path.roundedRect(card.insetBy(dx: -spread, dy: -spread), radius: max(0, radius + spread))
                    canvas.drawShadow(of: shape, Shadow(color: layer.color, offset: Point(x: layer.offsetX.points, y: layer.offsetY.points), blur: layer.blur.points))
                }
                canvas.fill(.roundedRect(card, radius: radius), with: .solid(theme[.cardBackground]))
                try label("elevation.\(name)", style: theme[.subheadline], color: theme[.textPrimary], at: Point(x: card.minX + 14, y: card.minY + 14))
            }
            y += 130
            let cta = Rect(x: x0 + 24, y: y, width: 140, height: theme[.sizeButtonHeight].points)
            canvas.fill(.capsule(cta), with: .solid(theme[.actionPrimary]))
            try label("Order", style: theme[.headline], color: theme[.textOnAction], at: Point(x: cta.minX, y: cta.minY + 14), width: cta.width, centered: true)
            let banner = Rect(x: cta.maxX + 20, y: y, width: 300, height: theme[.sizeButtonHeight].points)
            canvas.fill(.roundedRect(banner, radius: theme[.radiusButton].points), with: .solid(theme[.moduleBlush_100_600]))
            try label("blush_100_600 module", style: theme[.headline], color: theme[.moduleCobalt_500_white_0], at: Point(x: banner.minX + 16, y: banner.minY + 14))
        }
    }

    // MARK: Drawing helpers

    private mutating func label(_ string: String, style: Typography, color: Color, at origin: Point, width: Double? = nil, centered: Bool = false) throws {
        let textStyle = TextStyle(
            family: style.fontFamily.first ?? "Inter", weight: Int(style.fontWeight.value), size: style.fontSize.points,
            lineHeight: .multiple(style.lineHeight), tracking: style.letterSpacing.points,
            alignment: centered ? .center : .leading)
        let layout = try text.measure(string, style: textStyle, maxWidth: width ?? .infinity)
        text.draw(layout, into: &canvas, at: origin, width: width, paint: .solid(color))
    }

    private func formatted(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.1f", rounded)
    }
}
