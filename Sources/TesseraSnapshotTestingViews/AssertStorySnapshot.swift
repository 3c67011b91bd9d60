import Foundation
import Tessera
import TesseraSnapshotTesting
import TesseraStories
import TesseraText

/// Asserts that a catalog story, rendered as the gallery renders it (`Story.render(with:)`, with
/// `Story.renderer`), matches its reference `Snapshots/<suite>/<name>.<theme>@<scale>x.png`: what
/// designers review in the gallery is what the suite checks.
///
/// - Parameters:
///   - scale: device pixels per point; 2, the gallery's default, unless the suite says otherwise.
///   - tokens: the catalog's tokens (`StoryCatalog.tokens`, Tessera's bundled ones unless it
///     says otherwise) when nil.
///   - Other parameters as in `assertSnapshot(png:...)`.
public func assertSnapshot(
    of snapshot: StorySnapshot, scale: Double = 2, tokens: TokenLayers? = nil, precision: Double = 1,
    perceptualPrecision: Double = 1, record: RecordMode? = nil, snapshotDirectory: String? = nil,
    artifactsDirectory: String? = nil, environment: SnapshotEnvironment = .current,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let png: [UInt8]
    let fonts: [FontFingerprint]
    do {
        let renderer = Story.renderer(themes: try ThemeSet(tokens: tokens ?? snapshot.tokens, keys: snapshot.tokenKeys), colorScheme: snapshot.colorScheme, scale: scale)
        let result = try snapshot.story.render(with: renderer)
        png = try result.pngData()
        fonts = result.fonts.map(FontFingerprint.init)
    } catch {
        reportSnapshotFailure("Story \(snapshot.story.id) (\(snapshot.theme)) could not be rendered: \(error)",
                              fileID: fileID, filePath: filePath, line: line, column: column)
        return
    }
    assertSnapshot(
        png: png, named: snapshot.name, theme: snapshot.theme, scale: scale, suite: snapshot.suite,
        precision: precision, perceptualPrecision: perceptualPrecision, record: record,
        snapshotDirectory: snapshotDirectory, artifactsDirectory: artifactsDirectory, environment: environment,
        fonts: fonts, fileID: fileID, filePath: filePath, line: line, column: column)
}
