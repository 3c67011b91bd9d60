/// TesseraJSON: the one JSON reader (and compact writer) every Tessera module shares.
///
/// What it is for: strict RFC 8259 parsing of hand-written documents (layout trees, design
/// tokens, scenes, display lists) into a tree that keeps object members in source order and
/// remembers the line, column and byte offset of every value, so each user can point at mistakes
/// its own way (token errors by file:line:column, layout and scene errors by JSON path). Readers
/// can walk the tree with `JSONElement` (typed reads whose errors carry path, line and column),
/// quote what they found with `Excerpt`, and write documents back with `JSONWriter`.
///
/// What it must not know: layout, tokens, scenes, fonts, pixels — or any other module. It
/// imports nothing (not even Foundation), so TesseraLayout can depend on it and still be usable
/// on its own. Foundation's `JSONSerialization` is not used because it loses key order and
/// positions, and its number and error behaviour differs between platforms.
///
/// ```swift
/// let root = try JSONParser.parse(#"{"a": [1, 2]}"#)
/// root["a"]?.arrayValue?.count     // 2
/// root["a"]?.location              // 1:7
/// ```
