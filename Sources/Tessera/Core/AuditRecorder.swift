import TesseraGeometry
import TesseraRaster
import TesseraText

/// What a render tells the audit while it paints: each text run with the display-list
/// operations it became, and each interactive view with its frame, both with the key of the
/// nearest keyed view around them. Recording happens only when a render is audited (the
/// recorder is bound with `AuditRecorder.$current`), so a plain render pays one nil check.
///
/// One recorder belongs to one render on one thread: `@unchecked Sendable` only so it can be a
/// task-local value.
final class AuditRecorder: @unchecked Sendable {
    /// The recorder of the render being audited on this task, read once when a render starts.
    @TaskLocal static var current: AuditRecorder?

    struct TextRun {
        let string: String
        let operations: Range<Int>
        /// Absolute, in points.
        let frame: Rect
        let layout: TextLayout
        let style: TextStyle
        let paint: Paint
        let key: String?
        /// The view types from the root (`LoweringContext.path(of:)` names them).
        let viewTypes: [Any.Type]
        let rightToLeft: Bool

        var path: String { LoweringContext.path(of: viewTypes) }
    }

    struct Target {
        let frame: Rect
        let key: String?
        let path: String
    }

    /// Where the painter's operations start in the render's display list (after its background).
    private let operationOffset: Int
    private(set) var texts: [TextRun] = []
    private(set) var targets: [Target] = []
    /// The keys of the keyed views being painted, innermost last.
    private var keys: [String] = []

    init(operationOffset: Int) { self.operationOffset = operationOffset }

    func enter(key: String?) { if let key { keys.append(key) } }
    func leave(key: String?) { if key != nil { keys.removeLast() } }

    func recordText(_ text: TextContent, layout: TextLayout, frame: Rect, operations: Range<Int>, rightToLeft: Bool) {
        texts.append(TextRun(string: text.string,
                             operations: operations.lowerBound + operationOffset..<operations.upperBound + operationOffset, frame: frame, layout: layout, style: text.style, paint: text.paint,
                             key: keys.last, viewTypes: text.viewTypes ?? [], rightToLeft: rightToLeft))
    }

    func recordTarget(frame: Rect, path: String) {
        targets.append(Target(frame: frame, key: keys.last, path: path))
    }
}
