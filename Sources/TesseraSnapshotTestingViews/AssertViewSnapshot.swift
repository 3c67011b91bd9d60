import Foundation
import Tessera
import TesseraSnapshotTesting

/// Asserts that `view`, rendered with Tessera's design tokens (or yours), matches the reference
/// `Snapshots/<suite>/<named>.<theme>@<scale>x.png`.
///
/// The view is drawn like a gallery story: the tokens' `theme`, on the theme's page background,
/// at `scale` device pixels per point. Rendering and comparing are one step so a test cannot
/// compare an image made with other settings than its reference name says.
///
/// - Parameters:
///   - size: the canvas: a width (the height follows the content) or a fixed size, in points.
///   - tokens: Tessera's bundled defaults unless given: `.defaults.overlaid(by: brandFolder)`
///     layers your tokens over them, `.folder(url)` uses your folder instead. Folders are read
///     at every call; the defaults once per process.
///   - Other parameters as in `assertSnapshot(png:...)`.
public func assertSnapshot(
    of view: some View, named name: String, theme: ColorScheme = .light, scale: Double = 2,
    size: SnapshotSize = .compact, textSize: TextSize = .large, layoutDirection: LayoutDirection = .leftToRight,
    tokens: TokenLayers = .defaults, keys: [any TokenKeyCatalog.Type] = [], suite: String? = nil, precision: Double = 1,
    perceptualPrecision: Double = 1, record: RecordMode? = nil, snapshotDirectory: String? = nil,
    artifactsDirectory: String? = nil, environment: SnapshotEnvironment = .current,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let message: String?
    do {
        let result = try verifySnapshot(
            of: view, named: name, theme: theme, scale: scale, size: size, textSize: textSize,
            layoutDirection: layoutDirection, tokens: tokens, keys: keys, suite: suite, precision: precision,
            perceptualPrecision: perceptualPrecision, record: record, snapshotDirectory: snapshotDirectory,
            artifactsDirectory: artifactsDirectory, environment: environment, filePath: filePath)
        message = result.failureMessage
    } catch {
        message = "Snapshot \"\(name)\" (\(theme.rawValue)) could not be verified: \(error)"
    }
    guard let message else { return }
    reportSnapshotFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Renders `view` and verifies it against its reference, returning the result instead of
/// failing a test. Throws a `RenderError` when the view cannot be rendered (bad tokens, an
/// invalid size) and a `SnapshotError` when it cannot be compared. Parameters as in
/// `assertSnapshot(of:named:...)`.
public func verifySnapshot(
    of view: some View, named name: String, theme: ColorScheme = .light, scale: Double = 2,
    size: SnapshotSize = .compact, textSize: TextSize = .large, layoutDirection: LayoutDirection = .leftToRight,
    tokens: TokenLayers = .defaults, keys: [any TokenKeyCatalog.Type] = [], suite: String? = nil, precision: Double = 1,
    perceptualPrecision: Double = 1, record: RecordMode? = nil, snapshotDirectory: String? = nil,
    artifactsDirectory: String? = nil, environment: SnapshotEnvironment = .current, filePath: StaticString = #filePath
) throws -> SnapshotResult {
    let renderer = try Renderer(
        tokens: tokens, keys: keys, colorScheme: theme, scale: scale, textSize: textSize,
        layoutDirection: layoutDirection, background: .background)
    let result: RenderResult
    switch size {
    case .width(let width): result = try renderer.render(view, width: width)
    case .fixed(let canvas): result = try renderer.render(view, size: canvas)
    }
    return try verifySnapshot(
        png: result.pngData() as [UInt8], named: name, theme: theme.rawValue, scale: scale, suite: suite,
        precision: precision, perceptualPrecision: perceptualPrecision, record: record,
        snapshotDirectory: snapshotDirectory, artifactsDirectory: artifactsDirectory,
        environment: environment, filePath: filePath)
}
