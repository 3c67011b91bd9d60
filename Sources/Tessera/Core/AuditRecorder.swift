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
        /// Inside a control declared disabled: its contrast is not judged (WCAG 1.4.3).
        let isInactive: Bool
        /// Inside a modal layer, which stays put: its text cut by the fold is cut, not scrolled.
        let isInModal: Bool

        var path: String { LoweringContext.path(of: viewTypes) }
    }

    struct Target {
        let frame: Rect
        let key: String?
        let path: String
        let interaction: Interaction
        /// The innermost scroll viewport it is in (its number), nil outside any.
        let scrollViewport: Int?
    }

    /// A view declared `.modal()`: the runs and icons recorded before it (`textsBefore`,
    /// `iconsBefore`) beneath its frame are covered by it.
    struct Modal {
        let frame: Rect
        let textsBefore: Int
        let iconsBefore: Int
    }

    /// A token icon drawn inside an enabled interactive view: its one `fill` operation, judged
    /// against its background at 3:1 (WCAG 1.4.11, graphics a control needs to be understood).
    struct Icon {
        let operation: Int
        let frame: Rect
        let key: String?
        let path: String
    }

    /// Where the painter's operations start in the render's display list (after its background).
    private let operationOffset: Int
    private(set) var texts: [TextRun] = []
    private(set) var targets: [Target] = []
    private(set) var modals: [Modal] = []
    private(set) var icons: [Icon] = []
    /// The paths of the enabled interactive views being painted, innermost last.
    private var interactivePaths: [String] = []
    /// Indices (in the render's display list) of the `pushClip` operations of scroll viewports:
    /// text they cut is scrolled partly out of view, not clipped.
    private(set) var scrollClips: Set<Int> = []
    /// How many disabled controls the view being painted is inside.
    private var inactiveDepth = 0
    private var modalDepth = 0
    /// The scroll viewports being painted (their numbers), innermost last.
    private var viewports: [Int] = []
    private var viewportCount = 0
    /// The keys of the keyed views being painted, innermost last.
    private var keys: [String] = []

    init(operationOffset: Int) { self.operationOffset = operationOffset }

    func enter(key: String?) { if let key { keys.append(key) } }
    func leave(key: String?) { if key != nil { keys.removeLast() } }
    /// An enabled interactive view starts (`path`) or ends (nil: none started).
    func enter(interactive path: String?) { if let path { interactivePaths.append(path) } }
    func leave(interactive path: String?) { if path != nil { interactivePaths.removeLast() } }
    func enter(inactive: Bool) { if inactive { inactiveDepth += 1 } }
    func leave(inactive: Bool) { if inactive { inactiveDepth -= 1 } }
    func leave(modal: Bool) { if modal { modalDepth -= 1 } }

    func recordText(_ text: TextContent, layout: TextLayout, frame: Rect, operations: Range<Int>, rightToLeft: Bool) {
        texts.append(TextRun(string: text.string,
                             operations: operations.lowerBound + operationOffset..<operations.upperBound + operationOffset, frame: frame, layout: layout, style: text.style, paint: text.paint,
                             key: keys.last, viewTypes: text.viewTypes ?? [], rightToLeft: rightToLeft,
                             isInactive: inactiveDepth > 0, isInModal: modalDepth > 0))
    }

    func recordTarget(frame: Rect, path: String, interaction: Interaction) {
        targets.append(Target(frame: frame, key: keys.last, path: path, interaction: interaction,
                              scrollViewport: viewports.last))
    }

    /// A modal layer starts (until `leave(modal: true)`).
    func enterModal(frame: Rect) {
        modals.append(Modal(frame: frame, textsBefore: texts.count, iconsBefore: icons.count))
        modalDepth += 1
    }

    /// A token icon's `fill` at `operation` (counted from the painter's first), kept when it is
    /// inside an enabled interactive view.
    func recordIcon(at operation: Int, frame: Rect) {
        guard let control = interactivePaths.last, inactiveDepth == 0 else { return }
        icons.append(Icon(operation: operation + operationOffset, frame: frame, key: keys.last, path: control + " > Image"))
    }

    /// A scroll viewport starts with the `pushClip` at `clip` (counted from the painter's first
    /// operation), until `leaveScrollViewport()`.
    func enterScrollViewport(clipAt clip: Int) {
        scrollClips.insert(clip + operationOffset)
        viewportCount += 1
        viewports.append(viewportCount)
    }

    func leaveScrollViewport() { viewports.removeLast() }
}
