import TesseraGeometry
import TesseraLayout

/// Views in columns that fill rows top to bottom (SwiftUI's `LazyVGrid`): `columns` sizes the
/// columns (see `GridItem` for how each size lowers onto CSS grid tracks), each row is as tall
/// as its tallest cell, and `spacing` is between rows (nil: the `space.stack` token).
///
/// Like SwiftUI's, the grid takes the whole width offered and is as tall as its rows; columns
/// that do not fill the width sit by `alignment`. "Lazy" means nothing here: a render draws
/// every cell anyway.
public struct LazyVGrid: View, PrimitiveView {
    public typealias Body = Never
    let lowering: LazyGridLowering

    /// A grid of `columns` (at least one, else rendering is an error), the columns placed by
    /// `alignment`, `spacing` between rows.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: LengthValue? = nil,
                @ViewBuilder content: () -> ViewList) {
        lowering = LazyGridLowering(items: columns, axis: .horizontal, contentAlignment: alignment.contentAlignment,
                                    lineSpacing: spacing, content: content())
    }

    func lower(in context: LoweringContext) throws(RenderError) -> [Element] { try lowering.lower(in: context) }
}

/// Views in rows that fill columns leading to trailing (SwiftUI's `LazyHGrid`): `rows` sizes the
/// rows (see `GridItem`), each column is as wide as its widest cell, and `spacing` is between
/// columns (nil: the `space.stack` token).
///
/// The grid takes the whole height offered and is as wide as its columns; rows that do not fill
/// the height sit by `alignment`. Adaptive rows need a height to count against: offered none (a
/// grid in a stack with no height), CSS repeats them once.
public struct LazyHGrid: View, PrimitiveView {
    public typealias Body = Never
    let lowering: LazyGridLowering

    /// A grid of `rows` (at least one, else rendering is an error), the rows placed by
    /// `alignment`, `spacing` between columns.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: LengthValue? = nil,
                @ViewBuilder content: () -> ViewList) {
        lowering = LazyGridLowering(items: rows, axis: .vertical, contentAlignment: alignment.contentAlignment,
                                    lineSpacing: spacing, content: content())
    }

    func lower(in context: LoweringContext) throws(RenderError) -> [Element] { try lowering.lower(in: context) }
}

/// What `LazyVGrid` and `LazyHGrid` share: the items size the tracks along `axis` (columns
/// across a vertical grid, rows down a horizontal one) and cells fill them in order, one line of
/// tracks after another.
struct LazyGridLowering {
    let items: [GridItem]
    /// The axis the items' tracks divide: horizontal for a `LazyVGrid`.
    let axis: Axis
    /// Where the items' tracks sit when they do not fill the grid.
    let contentAlignment: AlignContent
    /// Space between lines of cells.
    let lineSpacing: LengthValue?
    let content: ViewList

    func lower(in context: LoweringContext) throws(RenderError) -> [Element] {
        let name = axis == .horizontal ? "columns" : "rows"
        guard !items.isEmpty else {
            throw .invalidValue(path: context.path, name: name, value: "[]", reason: "must have at least one GridItem")
        }
        let theme = context.environment.theme
        let lineGap = (lineSpacing ?? .stack).points(in: theme)
        try context.check(lineGap, "spacing")
        var tracks: [GridTrack] = []
        var gutters: [Double] = []
        for (index, item) in items.enumerated() {
            tracks.append(try item.track(in: context, name: "\(name)[\(index)]"))
            let gutter = (item.spacing ?? .stack).points(in: theme)
            try context.check(gutter, "\(name)[\(index)] spacing")
            gutters.append(gutter)
        }
        let adaptive = items.first(where: \.isAdaptive)
        // Gutter tracks only where CSS's single gap cannot say it and cells can be placed by index.
        let usesGutterTracks = adaptive == nil && Set(gutters.dropLast()).count > 1

        let grid = Element.grid()
        var style = grid.style.grid
        let itemTracks = usesGutterTracks ? zip(tracks, gutters).flatMap { [$0, .single(GridTrackSize(.points($1)))] }.dropLast() : tracks[...]
        let trackGap = usesGutterTracks ? 0 : gutters[0]
        if axis == .horizontal {
            style.templateColumns = Array(itemTracks)
            style.justifyContent = contentAlignment
            grid.style.columnGap = trackGap
            grid.style.rowGap = lineGap
            grid.style.alignContent = .flexStart
            grid.expandsHorizontally = true
        } else {
            style.templateRows = Array(itemTracks)
            style.autoFlow = .column
            style.justifyContent = .flexStart
            grid.style.rowGap = trackGap
            grid.style.columnGap = lineGap
            grid.style.alignContent = contentAlignment
            grid.expandsVertically = true
        }
        grid.style.grid = style

        let cellMaximum = items.count == 1 ? items[0].cellMaximum : nil
        for (index, cell) in try content.lower(in: context).enumerated() {
            let item = adaptive ?? items[index % items.count]
            if let cellMaximum { cap(cell, at: cellMaximum) }
            guard usesGutterTracks else {
                grid.adoptGridCell(cell, alignment: item.alignment ?? .center)
                continue
            }
            let track = GridPlacement(start: .line(2 * (index % items.count) + 1))
            let line = GridPlacement(start: .line(index / items.count + 1))
            grid.adoptGridCell(cell, row: axis == .horizontal ? line : track, column: axis == .horizontal ? track : line,
                               alignment: item.alignment ?? .center)
        }
        return [grid]
    }

    /// Keeps `cell` at most `maximum` points long along the tracks' axis (see `GridItem`).
    private func cap(_ cell: Element, at maximum: Double) {
        let limit = Dimension.points(maximum)
        if axis == .horizontal {
            if case .points(let own) = cell.style.maxWidth, own <= maximum { return }
            cell.style.maxWidth = limit
        } else {
            if case .points(let own) = cell.style.maxHeight, own <= maximum { return }
            cell.style.maxHeight = limit
        }
    }
}
