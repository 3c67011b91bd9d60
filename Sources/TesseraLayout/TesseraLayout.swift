/// TesseraLayout: a CSS flexbox layout engine on a plain node tree.
///
/// What it is for: turning a tree of styled boxes into frames that agree with how a browser lays
/// out the same tree with CSS Flexible Box Layout Level 1 (the subset of properties in `Style`).
/// Leaves are measured through a closure, so text, images or anything else can size themselves.
///
/// What it must not know: fonts, pixels, drawing, colors, or any other Tessera module. It imports
/// only TesseraJSON (dependency-free, for `LayoutDocument`), not even TesseraGeometry, so that it
/// can be used on its own.
///
/// Shape of the API: a `LayoutTree` arena owns every node; nodes are addressed by `NodeID`
/// indices. An arena (instead of a class per node) keeps nodes contiguous in memory, makes the
/// tree a value, and lets per-node caches live in flat arrays without reference counting — the
/// engine has to stay fast on trees of 100,000 nodes.
///
/// ```swift
/// var tree = LayoutTree()
/// var column = Style()
/// column.flexDirection = .column
/// column.padding = Edges(all: .points(16))
/// let root = tree.addNode(style: column)
/// let title = tree.addNode { width, height in textEngine.measure("Hello", width) }
/// try tree.addChild(title, to: root)
/// try tree.computeLayout(root: root, width: 390, scale: 3)
/// let frame = tree.frame(of: title)   // relative to the parent's border box, on the 3x grid
/// ```
///
/// After a leaf's content changes, `setMeasure` (or `markDirty`) and `computeLayout` again: only
/// the path from that leaf to the root is recomputed. A tree nested deeper than 24 levels is laid
/// out on a thread with a stack sized for it while the caller waits (`LayoutStack.swift`), so its
/// measure closures run there, one at a time. `LayoutDocument` reads the JSON node trees
/// of `tessera layout` (docs/layout-json.md).
