/// Which alignment properties carry the `safe` overflow position (CSS Box Alignment 3 §4.4):
/// where the aligned box (or the lines, or the tracks) overflows its container, it is aligned
/// at `start` instead, so nothing overflows on the start side where it could not be scrolled to.
///
/// `unsafe`, and no keyword, keep the alignment asked for even when it overflows: Chromium's
/// default for flex and grid (except that `space-around` and `space-evenly` lines fall back
/// to `safe center`, as CSS says).
public struct SafeAlignment: Hashable, Sendable {
    public var justifyContent = false
    public var alignContent = false
    public var alignItems = false
    /// Read only when `alignSelf` is not `auto` (else the container's `alignItems` safety applies).
    public var alignSelf = false
    public var justifyItems = false
    /// Read only when `grid.justifySelf` is set (else the container's `justifyItems` safety applies).
    public var justifySelf = false

    public init() {}
}
