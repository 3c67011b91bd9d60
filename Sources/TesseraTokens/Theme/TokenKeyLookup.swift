import TesseraGeometry

/// Keys by name, for documents that name tokens at run time (JSON scenes, server-driven UI).
///
/// The lookup reads the same generated tables `Theme` builds its values from
/// (`GeneratedTokenKeys`), so there is one source of truth: a name finds a key exactly when the
/// generated file declares one, and a key found this way is as safe to subscript a theme with as
/// `.textPrimary`. Palette primitives have no keys (see `TokenKeyGenerator`) and are not found.
extension TokenKey {
    /// The key of the token named `name` (`color.text.primary`), or nil when no generated key of
    /// this value type has that name (unknown, a primitive, or a token of another type).
    public init?(named name: String) {
        guard let type = Self.tokenType, let index = TokenKeyIndex.shared.index(of: name, type: type) else { return nil }
        self.init(index: index, name: name)
    }

    /// The names of every key of this value type, sorted (for error messages and completion).
    public static var allNames: [String] {
        guard let type = tokenType else { return [] }
        return GeneratedTokenKeys.names(of: type).sorted()
    }

    /// The key name nearest to `name` by edit distance, when it is close enough to be a likely
    /// typo (at most a third of the name's length): the "did you mean" of an error message.
    /// Candidates whose length alone puts them past the limit are skipped before any distance is
    /// computed (the distance is at least the difference in length), so a 2 MB name costs one
    /// pass over the names, not seconds of edit distances.
    public static func closestName(to name: String) -> String? {
        let bytes = Array(name.utf8)
        let limit = max(1, name.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in allNames where abs(candidate.utf8.count - bytes.count) <= limit {
            let distance = editDistance(bytes, Array(candidate.utf8))
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// The token type whose values this key hands out (nil for a `Value` no token type has).
    static var tokenType: TokenType? {
        TokenType.allCases.first { $0.valueType == Value.self }
    }
}

extension TokenType {
    /// The Swift type a `Theme` hands out for tokens of this type (`swiftValueType` spelled as a type).
    var valueType: Any.Type {
        switch self {
        case .color: Color.self
        case .dimension: Length.self
        case .fontFamily: [String].self
        case .fontWeight: FontWeight.self
        case .duration: AnimationDuration.self
        case .cubicBezier: CubicBezier.self
        case .number: Double.self
        case .typography: Typography.self
        case .shadow: [BoxShadow].self
        case .border: Border.self
        case .gradient: [ColorStop].self
        case .strokeStyle: LineStyle.self
        case .transition: Transition.self
        case .icon: Icon.self
        }
    }
}

/// Name → index per token type, built once from the generated tables.
private struct TokenKeyIndex: Sendable {
    static let shared = TokenKeyIndex()
    private let indices: [TokenType: [String: Int]]

    private init() {
        var indices: [TokenType: [String: Int]] = [:]
        for type in TokenType.allCases {
            var byName: [String: Int] = [:]
            for (index, name) in GeneratedTokenKeys.names(of: type).enumerated() { byName[name] = index }
            indices[type] = byName
        }
        self.indices = indices
    }

    func index(of name: String, type: TokenType) -> Int? { indices[type]?[name] }
}

/// Levenshtein distance over bytes (token names are ASCII paths), two rows of memory.
private func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
            current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}
