import Foundation
import Tessera
import TesseraSnapshotTesting

/// Asserts that the audit finds nothing in `view` rendered as `assertSnapshot(of:…)` renders it
/// (same theme, scale, size, text size and direction): a snapshot says "this changed", this
/// says "this is wrong" (low contrast, small touch targets, truncated, clipped or overlapping
/// text). A separate call rather than a snapshot parameter, so a test audits the settings it
/// cares about (the accessibility sizes, say) without recording an image for each.
///
/// ```swift
/// assertSnapshot(of: Card(), named: "card")
/// assertNoFindings(of: Card(), textSize: .accessibility3)
/// ```
///
/// - Parameter allowing: kinds the design intends here (a waiver); findings of them pass.
public func assertNoFindings(
    of view: some View, theme: ColorScheme = .light, scale: Double = 2, size: SnapshotSize = .compact,
    textSize: TextSize = .large, layoutDirection: LayoutDirection = .leftToRight, tokens: URL? = nil,
    allowing: Set<AuditFinding.Kind> = [],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let message: String
    do {
        let renderer = try snapshotRenderer(theme: theme, scale: scale, textSize: textSize,
                                            layoutDirection: layoutDirection, tokens: tokens, filePath: filePath)
        let findings: [AuditFinding]
        switch size {
        case .width(let width): findings = try renderer.audit(view, width: width)
        case .fixed(let canvas): findings = try renderer.audit(view, width: canvas.width, height: canvas.height)
        }
        let unexpected = findings.filter { !allowing.contains($0.kind) }
        guard !unexpected.isEmpty else { return }
        message = "The audit found \(unexpected.count) problem(s) (\(theme.rawValue), \(textSize.rawValue)):\n"
            + unexpected.jsonText
    } catch {
        message = "The audit could not run (\(theme.rawValue), \(textSize.rawValue)): \(error)"
    }
    reportSnapshotFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// The renderer a view snapshot or audit draws with: the tokens' theme on its page background.
func snapshotRenderer(theme: ColorScheme, scale: Double, textSize: TextSize, layoutDirection: LayoutDirection,
                      tokens: URL?, filePath: StaticString) throws -> Renderer {
    let tokenFolder = try tokens ?? PackageRoot.containing("\(filePath)").appendingPathComponent("Tokens", isDirectory: true)
    return try Renderer(tokens: tokenFolder, colorScheme: theme, scale: scale, textSize: textSize,
                        layoutDirection: layoutDirection, background: .background)
}
