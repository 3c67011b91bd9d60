import TesseraJSON

/// A token as written in a file: its path, its own or inherited `$type`, and its `$value` with
/// aliases still in place. Resolution turns these into `ResolvedToken`s.
struct RawToken: Hashable, Sendable {
    /// Path segments; a group's `$root` token ends in `"$root"`.
    var path: [String]
    /// `$type` from the token or the nearest group that has one; nil when neither has one (then
    /// the type comes from the alias target).
    var type: TokenType?
    /// The Tokens Studio type name (`spacing`, `fontWeights`, …) when the type was written as one,
    /// so the value is read with that tool's conventions.
    var tokensStudioType: String?
    var value: JSONNode
    var description: String?
    var deprecated: Deprecation?
    /// `$extensions`, kept as written for tools and for `tessera tokens show`.
    var extensions: JSONNode?
    var file: String
    var location: SourceLocation

    var name: String { path.joined(separator: ".") }
}

/// `$deprecated`: `true`, or a string saying what to use instead.
public enum Deprecation: Hashable, Sendable {
    case deprecated
    case replacedBy(String)
}

/// A group's `$extends`: the group at `path` inherits every token of the group at `base` that it
/// does not define itself.
struct GroupExtension: Hashable, Sendable {
    var path: [String]
    var base: [String]
    var file: String
    var location: SourceLocation
}
