/// How people use a view declared `.interactive(_:)`: what the audit checks it against.
///
/// A control whose visible shape is smaller than a fingertip (a 32-point chip, a 31-point
/// switch) keeps its look and declares `expandsHitArea`: its tap region is then its frame grown
/// evenly on each short axis to the `size.touchTarget` token (44 × 44 points), centered on it —
/// what Material's minimum touch target does for a 32-dp chip and what a SwiftUI host writes as
/// `.contentShape(Rectangle().inset(by: -d))` (UIKit: `point(inside:with:)`). The audit checks
/// that grown region, and reports it when it reaches into another target's, where a tap would
/// be ambiguous. A host app must make exactly that region tappable for the check to be honest.
public struct Interaction: Hashable, Sendable {
    /// False for a disabled control: WCAG 1.4.3 exempts the text of inactive components from
    /// contrast, so the audit does not measure text inside it. Its touch target is still checked
    /// (the same control is enabled elsewhere).
    public var isEnabled: Bool
    /// The tap region is the frame grown to the touch target (see above), not the frame alone.
    public var expandsHitArea: Bool

    public init(isEnabled: Bool = true, expandsHitArea: Bool = false) {
        self.isEnabled = isEnabled
        self.expandsHitArea = expandsHitArea
    }
}
