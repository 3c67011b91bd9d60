/// The final tokens of one resolution: sources merged in order, `$extends` applied, every alias
/// followed and every value decoded. Looked up by name (`color.text.primary`).
public struct ResolvedTokens: Sendable {
    /// In the order the sources defined them.
    public let tokens: [ResolvedToken]
    private let index: [String: Int]

    /// Resolves the sources, collecting every problem instead of stopping at the first.
    /// Tokens with problems are left out of the result; the diagnostics say why.
    public static func resolving(_ sources: [TokenSource]) -> (tokens: ResolvedTokens, diagnostics: [TokenDiagnostic]) {
        var merger = TokenMerger()
        var diagnostics: [TokenDiagnostic] = []
        for source in sources {
            var reader = TokenFileReader(file: source.name)
            reader.read(source.root)
            diagnostics += reader.diagnostics
            merger.add(reader)
        }
        diagnostics += merger.applyExtends()
        var resolver = AliasResolver(tokens: merger.tokens)
        let tokens = resolver.resolveAll(merger.order)
        diagnostics += resolver.diagnostics
        return (ResolvedTokens(tokens), diagnostics)
    }

    /// Resolves the sources, or throws every problem found.
    public init(sources: [TokenSource]) throws(TokenErrors) {
        let (tokens, diagnostics) = ResolvedTokens.resolving(sources)
        guard diagnostics.isEmpty else { throw TokenErrors(diagnostics) }
        self = tokens
    }

    private init(_ tokens: [ResolvedToken]) {
        self.tokens = tokens
        var index: [String: Int] = [:]
        for (i, token) in tokens.enumerated() { index[token.name] = i }
        self.index = index
    }

    public subscript(name: String) -> ResolvedToken? {
        index[name].map { tokens[$0] }
    }

    public var names: [String] { tokens.map(\.name) }
}
