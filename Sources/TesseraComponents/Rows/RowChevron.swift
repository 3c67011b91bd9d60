/// The disclosure chevron at a row's trailing edge: it points forward, right in left-to-right
/// layouts and left in right-to-left ones.
///
/// Token icons are never mirrored and views cannot read the layout direction, so the chevron is
/// drawn twice side by side (forward, then backward) in an HStack, whose order mirrors right to
/// left, pinned to the physical left of a one-glyph window (`layoutDirection(.leftToRight)` keeps
/// the pin from mirroring too) and clipped to it. The glyph is `icon.chevronRight`'s outline
/// (2-pt round strokes on the 24-pt grid), mirrored for the backward copy.
struct RowChevron: View {
    static let data = "M15.71 11.29A1 1 0 0 1 14.29 12.71L8.29 6.71A1 1 0 0 1 9.71 5.29ZM9.71 18.71A1 1 0 0 1 8.29 17.29L14.29 11.29A1 1 0 0 1 15.71 12.71Z"
    static let grid = 24.0

    static let forward: Path = (try? Path(svgPathData: data)) ?? Path()
    static let backward: Path = forward.applying(Transform.scale(-1, 1).concatenating(.translation(grid, 0)))

    var body: some View {
        let side = IconSize.medium.points
        VStack(spacing: 0) {
            // The window: its in-flow size; the glyph pair is positioned against it.
            ColorFill(.clear).frame(width: side, height: side)
            HStack(spacing: 0) {
                GlyphShape(glyph: RowChevron.forward).fill(.secondary).frame(width: side, height: side)
                GlyphShape(glyph: RowChevron.backward).fill(.secondary).frame(width: side, height: side)
            }
            .absolutePosition(top: 0, leading: 0)
            .layoutDirection(.leftToRight)
        }
        .clipShape(Rectangle())
        .key("row.chevron")
    }
}

/// A path drawn on the 24-pt icon grid, scaled to the frame.
private struct GlyphShape: Shape {
    let glyph: Path

    func path(in rect: Rect) -> Path {
        glyph.applying(Transform.scale(rect.width / RowChevron.grid, rect.height / RowChevron.grid)
            .concatenating(.translation(rect.origin.x, rect.origin.y)))
    }
}
