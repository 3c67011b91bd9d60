/// How far along a task is: a capsule track filled from the leading edge in the accent color.
/// Values below 0 or above 1 are clamped (a download can report 1.02); a value that is not a
/// number fails the render with an error naming the flex grow, never a silently empty bar.
///
/// ```swift
/// ProgressBar(value: 0.6)
/// ProgressBar(value: 3 / 5, tint: .action)   // 3 of 5 stars to a reward
/// ```
public struct ProgressBar: View {
    public var value: Double
    public var tint: ColorValue

    public init(value: Double, tint: ColorValue = .accent) {
        self.value = value
        self.tint = tint
    }

    /// The filled fraction: the value clamped to 0…1 (NaN stays NaN, so the render reports it).
    var fraction: Double { value.isNaN ? value : min(max(value, 0), 1) }

    public var body: some View {
        HStack(spacing: 0) {
            ColorFill(tint).flex(grow: fraction, shrink: 1, basis: 0).key("progress.fill")
            ColorFill(.clear).flex(grow: 1 - fraction, shrink: 1, basis: 0)
        }
        .frame(height: 6)
        .frame(maxWidth: .infinity)
        .background(.separator)
        .clipShape(Capsule())
        .key("progress.track")
    }
}
