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
    textSize: TextSize = .large, layoutDirection: LayoutDirection = .leftToRight, tokens: TokenLayers = .defaults,
    keys: [any TokenKeyCatalog.Type] = [], allowing: Set<AuditFinding.Kind> = [],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let message: String
    do {
        // Drawn as `verifySnapshot(of:…)` draws: the theme on its page background.
        let renderer = try Renderer(tokens: tokens, keys: keys, colorScheme: theme, scale: scale, textSize: textSize,
                                    layoutDirection: layoutDirection, background: .background)
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
