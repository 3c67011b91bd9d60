import Foundation

/// A file path of a gallery folder as a relative URL for a page beside it: each component
/// percent-encoded (a story may be named with spaces or `+`), the slashes kept.
enum RelativeURL {
    private static let unreserved = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.@/")

    static func encode(_ path: String) -> String {
        path.addingPercentEncoding(withAllowedCharacters: unreserved) ?? path
    }
}
