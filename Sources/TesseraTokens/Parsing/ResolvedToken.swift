import TesseraJSON

/// A token with its final value for one theme.
public struct ResolvedToken: Hashable, Sendable {
    public var name: String
    public var type: TokenType
    public var value: TokenValue
    public var description: String?
    public var deprecated: Deprecation?
    public var extensions: JSONNode?
    /// Where the token that won the merge is defined.
    public var file: String
    public var location: SourceLocation
    /// The tokens followed to reach the value when the whole value is an alias
    /// (`["color.accent", "palette.cobalt.500"]`); empty for a literal value.
    public var aliasChain: [String]
}
