/// Which snapshot an assertion is about: the parts of its reference path
/// `Snapshots/<suite>/<name>.<theme>@<scale>x.png`.
///
/// The parts are checked so they always make one file inside the suite folder: no path
/// separators, no `..`, nothing empty, and a finite positive scale — a bad name is an error
/// here, not a file written somewhere unexpected.
public struct SnapshotIdentity: Hashable, Sendable, CustomStringConvertible {
    public let suite: String
    public let name: String
    public let theme: String
    public let scale: Double

    public init(suite: String, name: String, theme: String, scale: Double) throws(SnapshotError) {
        try Self.check(suite, "suite")
        try Self.check(name, "name")
        try Self.check(theme, "theme")
        guard scale.isFinite && scale > 0 && scale <= 16 else {
            throw .invalidName("scale must be a number in (0, 16], got \(scale)")
        }
        self.suite = suite
        self.name = name
        self.theme = theme
        self.scale = scale
    }

    /// The suite for a test file: its name without `.swift`, as swift-snapshot-testing names
    /// its folders, so a suite's references sit together.
    public static func suite(forTestFile filePath: String) -> String {
        let file = filePath.split(separator: "/").last.map(String.init) ?? filePath
        return file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
    }

    /// `2` for 2, `1.5` for 1.5: integral scales read like Apple's `@2x` assets.
    public var scaleText: String {
        scale == scale.rounded() ? String(Int(scale)) : String(scale)
    }

    /// `<name>.<theme>@<scale>x`, the file name without extension.
    public var stem: String { "\(name).\(theme)@\(scaleText)x" }

    /// The reference path relative to the Snapshots folder.
    public var referencePath: String { "\(suite)/\(stem).png" }

    public var description: String { "\(suite)/\(stem)" }

    private static func check(_ part: String, _ label: String) throws(SnapshotError) {
        guard !part.isEmpty else { throw .invalidName("the \(label) is empty") }
        guard part != "." && part != ".." else { throw .invalidName("the \(label) \"\(part)\" is not a file name") }
        if let bad = part.unicodeScalars.first(where: { $0 == "/" || $0 == "\\" || $0.value < 0x20 || $0 == ":" }) {
            throw .invalidName("the \(label) \"\(part)\" contains \(bad.escaped(asASCII: true)), which cannot be part of a file name")
        }
    }
}
