import Foundation
import SnapshotTesting
import Tessera
import TesseraSnapshotTesting

extension Snapshotting where Value: Tessera.View, Format == Data {
    /// A view rendered `width` points wide (its height follows its content), like a gallery
    /// story: the tokens' `theme`, on the theme's page background, at `scale` device pixels per
    /// point, as a PNG.
    ///
    /// - Parameters:
    ///   - tokens: Tessera's bundled tokens by default, or your folders layered over them
    ///     (`.defaults.overlaid(by: brandFolder)`).
    ///   - precision: the fraction of pixels that must match (1: all).
    ///   - perceptualPrecision: how close a pixel must be to match (1: exactly; 0.98 forgives
    ///     differences a person cannot see).
    ///
    /// A view that cannot be rendered (bad tokens, an invalid size) fails the test at this call
    /// with the renderer's error; the snapshot it hands on is that error's text, which never
    /// matches an image, so the test keeps failing until the view renders.
    public static func tessera(
        width: Double, theme: ColorScheme = .light, scale: Double = 2, textSize: TextSize = .large,
        layoutDirection: LayoutDirection = .leftToRight, tokens: TokenLayers = .defaults,
        precision: Double = 1, perceptualPrecision: Double = 1,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Snapshotting {
        let location = CallLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        return png(ViewRendering(extent: .width(width), theme: theme, scale: scale, textSize: textSize,
                                 layoutDirection: layoutDirection, tokens: tokens, location: location),
                   precision: precision, perceptualPrecision: perceptualPrecision)
    }

    /// A view rendered in exactly `size` points (content outside is cropped), as a PNG.
    /// Parameters as in `tessera(width:…)`.
    public static func tessera(
        size: Size, theme: ColorScheme = .light, scale: Double = 2, textSize: TextSize = .large,
        layoutDirection: LayoutDirection = .leftToRight, tokens: TokenLayers = .defaults,
        precision: Double = 1, perceptualPrecision: Double = 1,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Snapshotting {
        let location = CallLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        return png(ViewRendering(extent: .fixed(size), theme: theme, scale: scale, textSize: textSize,
                                 layoutDirection: layoutDirection, tokens: tokens, location: location),
                   precision: precision, perceptualPrecision: perceptualPrecision)
    }

    private static func png(_ rendering: ViewRendering, precision: Double, perceptualPrecision: Double) -> Snapshotting {
        Snapshotting<Data, Data>.tesseraPNG(precision: precision, perceptualPrecision: perceptualPrecision, location: rendering.location)
            .pullback { view in
                do {
                    return Data(try rendering.render(view).pngData())
                } catch {
                    let message = "Tessera could not render the view: \(error)"
                    rendering.location.fail(message)
                    return Data(message.utf8)
                }
            }
    }
}

/// How one `.tessera(…)` strategy renders; the tokens are loaded when the snapshot is taken, so
/// a broken token folder fails that test rather than building the strategy.
struct ViewRendering {
    /// A width (the height follows the content) or a fixed size, in points.
    enum Extent {
        case width(Double)
        case fixed(Size)
    }

    var extent: Extent
    var theme: ColorScheme
    var scale: Double
    var textSize: TextSize
    var layoutDirection: LayoutDirection
    var tokens: TokenLayers
    var location: CallLocation

    func render(_ view: some View) throws(RenderError) -> RenderResult {
        let renderer = try renderer()
        switch extent {
        case .width(let width): return try renderer.render(view, width: width)
        case .fixed(let size): return try renderer.render(view, size: size)
        }
    }

    private func renderer() throws(RenderError) -> Renderer {
        try Renderer(tokens: tokens, colorScheme: theme, scale: scale, textSize: textSize,
                     layoutDirection: layoutDirection, background: .background)
    }
}
