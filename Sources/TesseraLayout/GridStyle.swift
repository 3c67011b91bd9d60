/// The CSS Grid Layout Level 1 properties of a node (`display: grid` containers and their
/// items), kept apart from the flex properties so a flex node's style stays as it was.
///
/// The grid reads `rowGap`/`columnGap`, `alignItems`/`alignSelf` (`flex-start`/`flex-end` mean
/// `start`/`end` in a grid, as in CSS) and `alignContent` (`normal` stretches auto rows) from
/// `Style`; the properties a flex container reads differently or not at all live here.
public struct GridStyle: Hashable, Sendable {
    public var templateColumns: [GridTrack] = []
    public var templateRows: [GridTrack] = []
    /// Sizes of implicit tracks, repeated in order; empty is `auto`.
    public var autoColumns: [GridTrackSize] = []
    public var autoRows: [GridTrackSize] = []
    public var autoFlow: GridAutoFlow = .row
    /// The item's lines (CSS `grid-row` / `grid-column`).
    public var row = GridPlacement()
    public var column = GridPlacement()
    /// Alignment of items in their area along the inline axis; `stretch` is CSS's `normal`.
    public var justifyItems: GridItemAlignment = .stretch
    /// nil is `auto` (the container's `justifyItems`).
    public var justifySelf: GridItemAlignment? = nil
    /// Distribution of the columns in the container. `normal` (the initial value) stretches
    /// auto tracks, which `Style.justifyContent` (a flex property without `normal`) cannot say.
    public var justifyContent: AlignContent = .normal

    // Subgrid (CSS Grid Level 2 §9), see `GridAxes`.
    /// The axes whose `grid-template-columns` / `grid-template-rows` is `subgrid`: on a grid
    /// item that is a grid, its tracks there are the parent's tracks it spans (the template
    /// list of that axis is then unused). Elsewhere it means `none`.
    public var subgrid: GridAxes = []
    /// The axes in which a subgrid spaces its tracks by its own `columnGap` / `rowGap`; in the
    /// others its gap is CSS `normal`, the parent's. The JSON format sets an axis when the
    /// style names its gap.
    public var subgridOwnGaps: GridAxes = []
    // Named lines, areas and dense packing (CSS Grid §7.2.2, §7.3, §8.5).
    /// Names of the lines of `templateColumns` / `templateRows` (`[a b] 100px [c]`).
    public var columnLineNames = GridLineNames()
    public var rowLineNames = GridLineNames()
    /// `grid-template-areas`: named rectangles of cells, which also name the lines around them.
    public var templateAreas: GridTemplateAreas? = nil
    /// `grid-auto-flow: … dense`: auto-placed items fill the earliest hole that fits them.
    public var autoFlowDense = false

    public init() {}
}

/// One entry of a track list: a track size, `repeat(n, sizes)` or `repeat(auto-fill | auto-fit,
/// sizes)` (at most one of the last per list).
public enum GridTrack: Hashable, Sendable {
    case single(GridTrackSize)
    case repeated(count: Int, [GridTrackSize])
    /// As many repetitions as fit the container's definite size (or its max size), at least
    /// one, or as many as reach its min size (CSS Grid §7.2.3.2).
    case autoRepeat(GridAutoRepeat, [GridTrackSize])

    /// The sizes the entry names (a repeat's pattern once).
    var sizes: [GridTrackSize] {
        switch self {
        case .single(let size): [size]
        case .repeated(_, let pattern), .autoRepeat(_, let pattern): pattern
        }
    }

    /// In a list with `repeat(auto-fill | auto-fit, …)`, the index of the first entry with a
    /// size that is not fixed (CSS Grid §7.2.3.2 makes the list invalid); nil for a valid list.
    static func firstLooseBesideAutoRepeat(in list: [GridTrack]) -> Int? {
        guard list.contains(where: { if case .autoRepeat = $0 { true } else { false } }) else { return nil }
        return list.firstIndex { !$0.sizes.allSatisfy(\.isFixed) }
    }
}

/// `auto-fill` keeps every repeated track; `auto-fit` collapses those no item occupies.
public enum GridAutoRepeat: String, Hashable, Sendable { case fill = "auto-fill", fit = "auto-fit" }

/// A track sizing function (CSS Grid §7.2.4): `minmax(min, max)`; a single size `s` is
/// `minmax(auto, s)` for a fixed `fr` size and `minmax(s, s)` otherwise.
public struct GridTrackSize: Hashable, Sendable {
    public var min: GridBreadth
    public var max: GridBreadth

    public init(min: GridBreadth, max: GridBreadth) {
        self.min = min
        self.max = max
    }

    /// The track size a single breadth means (`fit-content()` and `fr` have an auto minimum).
    public init(_ breadth: GridBreadth) {
        switch breadth {
        case .fr, .fitContent, .fitContentPercent: self.init(min: .auto, max: breadth)
        default: self.init(min: breadth, max: breadth)
        }
    }

    public static let auto = GridTrackSize(.auto)

    /// CSS's `<fixed-size>`: a length or percentage on at least one side. A track list with
    /// `repeat(auto-fill | auto-fit, …)` may hold only these (CSS Grid §7.2.3.2), since the
    /// number of repetitions is found from them before any content is measured.
    var isFixed: Bool {
        func fixed(_ breadth: GridBreadth) -> Bool {
            switch breadth {
            case .points, .percent: true
            default: false
            }
        }
        return fixed(min) || fixed(max)
    }
}

/// One side of a track sizing function.
public enum GridBreadth: Hashable, Sendable {
    case points(Double)
    case percent(Double)
    /// Flexible (only valid as a max).
    case fr(Double)
    case auto
    case minContent
    case maxContent
    /// `fit-content(N)` (only valid as a max, §7.2.4): max-content, but at most N (px or % of
    /// the content box), and never below the track's auto minimum.
    case fitContent(Double)
    case fitContentPercent(Double)

    var isIntrinsic: Bool {
        switch self {
        case .auto, .minContent, .maxContent, .fitContent, .fitContentPercent: return true
        default: return false
        }
    }

    var isFitContent: Bool {
        switch self {
        case .fitContent, .fitContentPercent: return true
        default: return false
        }
    }
}

public enum GridAutoFlow: String, Sendable, CaseIterable { case row, column }

/// CSS `grid-row` / `grid-column`: a start and an end line, each a line number (negative counts
/// from the end of the explicit grid), a span, or auto.
public struct GridPlacement: Hashable, Sendable {
    public var start: GridLine = .auto
    public var end: GridLine = .auto

    public init(start: GridLine = .auto, end: GridLine = .auto) {
        self.start = start
        self.end = end
    }
}

public enum GridLine: Hashable, Sendable {
    case auto
    /// A line number, never 0.
    case line(Int)
    /// `span n`, n ≥ 1.
    case span(Int)
    // Named lines (CSS Grid §8.3): resolved to line numbers when the grid places its items.
    /// A bare `<name>`: the line `<name>-start` (as a start) or `<name>-end` (as an end) if
    /// there is one, else the first line called `<name>`.
    case area(String)
    /// `<name> n`: the nth line called `<name>` (negative counts from the end), n ≠ 0.
    case named(String, Int)
    /// `span <name> n`: up to the nth line called `<name>` from the other edge, n ≥ 1.
    case spanNamed(String, Int)
}

/// `justify-items` / `justify-self` values (CSS Box Alignment) that a grid supports.
public enum GridItemAlignment: String, Sendable, CaseIterable { case start, end, center, stretch }
