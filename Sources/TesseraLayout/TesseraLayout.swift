/// TesseraLayout: a CSS flexbox layout engine on a plain node tree.
///
/// What it is for: turning a tree of styled boxes into frames that agree with how a browser lays
/// out the same tree with CSS Flexible Box Layout Level 1 (the subset of properties in `Style`).
/// Leaves are measured through a closure, so text, images or anything else can size themselves.
///
/// What it must not know: fonts, pixels, drawing, colors, or any other Tessera module. It imports
/// nothing (not even TesseraGeometry) so that it can be used on its own.
///
/// Shape of the API: a `LayoutTree` arena owns every node; nodes are addressed by `NodeID`
/// indices. An arena (instead of a class per node) keeps nodes contiguous in memory, makes the
/// tree a value that can be copied and handed between threads, and lets per-node caches live in
/// flat arrays without reference counting — the engine has to stay fast on trees of 100,000 nodes.
/// `computeLayout(width:height:scale:)` lays the tree out; `frame(of:)` reads the result.
