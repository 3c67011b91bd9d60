/// Why a snapshot could not even be compared; the message says what and where (a file path, an
/// environment variable, a parameter). A mismatch is not an error: it is a `SnapshotResult`.
public enum SnapshotError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A name, theme, suite or scale that cannot form a reference file name.
    case invalidName(String)
    /// `precision` / `perceptualPrecision` (or a threshold) outside 0...1.
    case invalidTolerance(String)
    /// An environment variable with a value this module does not understand.
    case invalidEnvironment(variable: String, value: String, expected: String)
    /// No folder holding Package.swift above the test file.
    case packageRootNotFound(String)
    /// A reference or actual image that is not a readable PNG.
    case unreadableImage(path: String, reason: String)
    /// Two images of different sizes given to the pixel comparison.
    case sizeMismatch(reference: String, actual: String)
    /// Reading or writing a file failed.
    case io(String)

    public var description: String {
        switch self {
        case .invalidName(let m): "invalid snapshot name: \(m)"
        case .invalidTolerance(let m): "invalid tolerance: \(m)"
        case .invalidEnvironment(let variable, let value, let expected):
            "environment variable \(variable)=\"\(value)\" is not understood; expected \(expected)"
        case .packageRootNotFound(let path):
            "no Package.swift found in any folder above \(path); pass snapshotDirectory: explicitly"
        case .unreadableImage(let path, let reason): "\(path): not a readable PNG (\(reason))"
        case .sizeMismatch(let reference, let actual): "the reference is \(reference) but the actual image is \(actual)"
        case .io(let m): "file error: \(m)"
        }
    }
}
