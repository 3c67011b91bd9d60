import Tessera

/// The S-style border between two homepage modules of different colors (seed 000): a band in
/// the upper module's color with the lower module's color rising through it in one S-curve, low
/// on the leading side and high on the trailing side (mirrored right to left), so stacked
/// modules fit together instead of meeting at a hard line. The hero module draws one under its
/// image panel; a page places one between consecutive modules.
///
/// ```swift
/// VStack(spacing: .zero) {
///     welcomeModule
///     SCurveBorder(top: .token(.moduleCobalt_100_800), bottom: .token(.moduleBlush_100_600))
///     statsModule
/// }
/// ```
public struct SCurveBorder: View {
    /// The band height (points): the step between the S-curve's low and high flats.
    public static let height = 32.0

    let top: ColorValue
    let bottom: ColorValue

    public init(top: ColorValue, bottom: ColorValue) {
        self.top = top
        self.bottom = bottom
    }

    public var body: some View {
        EnvironmentReader { environment in
            SCurveEdge(mirrored: environment.layoutDirection == .rightToLeft).fill(bottom)
                .frame(maxWidth: .infinity)
                .frame(height: Self.height)
                .background(top)
        }
    }
}

/// The area below one S-curve across the frame: flat at the bottom on the leading third, an S
/// through the middle third, flat at the top on the trailing third (`mirrored`: leading is on
/// the right, as in right-to-left layouts).
struct SCurveEdge: Shape {
    let mirrored: Bool

    func path(in rect: Rect) -> Path {
        guard mirrored else { return leftToRight(in: rect) }
        return leftToRight(in: rect).applying(
            Transform.translation(-rect.midX, 0).concatenating(.scale(-1, 1)).concatenating(.translation(rect.midX, 0)))
    }

    private func leftToRight(in rect: Rect) -> Path {
        var path = Path()
        guard rect.width > 0, rect.height > 0 else { return path }
        let third = rect.width / 3
        path.move(to: Point(x: rect.minX, y: rect.maxY))
        path.line(to: Point(x: rect.minX + third, y: rect.maxY))
        path.curve(to: Point(x: rect.maxX - third, y: rect.minY),
                   control1: Point(x: rect.midX, y: rect.maxY), control2: Point(x: rect.midX, y: rect.minY))
        path.line(to: Point(x: rect.maxX, y: rect.minY))
        path.line(to: Point(x: rect.maxX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}
