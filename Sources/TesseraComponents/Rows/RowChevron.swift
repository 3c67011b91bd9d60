/// The disclosure chevron at a row's trailing edge: it points forward, right in left-to-right
/// layouts and left in right-to-left ones, and grows with the row's body text.
///
/// The glyph is `icon.chevronRight`'s outline (2-pt round strokes on the 24-pt grid), mirrored
/// for right to left. Its box is the middle half of the grid (x 6…18): the chevron is narrow,
/// and a full square would take width from the row's text at large text sizes.
struct RowChevron: View {
    static let data = "M15.71 11.29A1 1 0 0 1 14.29 12.71L8.29 6.71A1 1 0 0 1 9.71 5.29ZM9.71 18.71A1 1 0 0 1 8.29 17.29L14.29 11.29A1 1 0 0 1 15.71 12.71Z"
    static let grid = 24.0
    /// The box's left edge and width on the grid.
    static let window = (x: 6.0, width: 12.0)

    static let forward: Path = (try? Path(svgPathData: data)) ?? Path()
    static let backward: Path = forward.applying(Transform.scale(-1, 1).concatenating(.translation(grid, 0)))

    var body: some View {
        EnvironmentReader { env in
            let side = env.scaled(.sizeIconMedium, relativeTo: .body)
            GlyphShape(glyph: env.layoutDirection == .rightToLeft ? RowChevron.backward : RowChevron.forward)
                .fill(.secondary)
                .frame(width: side * RowChevron.window.width / RowChevron.grid, height: side)
        }
        .key("row.chevron")
    }
}

/// The chevron's window of the 24-pt grid, scaled to the frame.
private struct GlyphShape: Shape {
    let glyph: Path

    func path(in rect: Rect) -> Path {
        let scale = rect.height / RowChevron.grid
        return glyph.applying(Transform.translation(-RowChevron.window.x, 0)
            .concatenating(.scale(scale, scale))
            .concatenating(.translation(rect.origin.x, rect.origin.y)))
    }
}
