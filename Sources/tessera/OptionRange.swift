import ArgumentParser

/// The documented ranges of numeric options, checked in each command's `validate()` so a value
/// like `--scale 1e-300` is refused with the usage instead of drawing a 1×1 PNG (or 0×0 frames).
enum OptionRange {
    /// Pixels per point for commands that render views or text (the renderer's own limit is 8).
    static let scale = 0.1...8.0
    /// Widths and heights in points for views, text and layout trees.
    static let side = 0.0...16_384.0
    /// `--repeat`: enough runs for a stable median, few enough to end.
    static let repetitions = 1...10_000
    /// `--threads`: drawing threads for one image.
    static let threads = 1...256

    /// Throws a `ValidationError` naming `option` when `value` is given and outside `range`
    /// (NaN is outside every range).
    static func check<Value: Comparable>(_ value: Value?, _ range: ClosedRange<Value>, _ option: String) throws {
        guard let value, !range.contains(value) else { return }
        throw ValidationError("\(option) must be in \(range.lowerBound)...\(range.upperBound), found \(value)")
    }

    /// The folder holding `path` (".", when it names no folder): where a document's files resolve.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
