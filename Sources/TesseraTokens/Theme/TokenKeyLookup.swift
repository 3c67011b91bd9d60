import TesseraGeometry

/// Keys by name, for documents that name tokens at run time (JSON scenes, server-driven UI).
///
/// A name finds a key exactly when this theme has a token of that name whose value is a `Value`,
/// so a key found this way is as safe to subscript the theme with as a generated one, and a
/// document can name an adopter's own tokens as well as Tessera's.
extension Theme {
    /// The key of the token named `name` (`color.text.primary`), or nil when the theme has no
    /// token of that name whose value is a `Value`.
    public func key<Value>(named name: String, as type: Value.Type = Value.self) -> TokenKey<Value>? {
        guard let token = tokens[name], token.type.valueType == Value.self else { return nil }
        return TokenKey(name)
    }

    /// The names of every token whose value is a `Value`, sorted (for error messages and completion).
    public func names<Value>(of type: Value.Type) -> [String] {
        tokens.tokens.filter { $0.type.valueType == Value.self }.map(\.name).sorted()
    }

    /// The name of a `Value` token nearest to `name` by edit distance, when it is close enough to
    /// be a likely typo (at most a third of the name's length): the "did you mean" of an error message.
    /// Candidates whose length alone puts them past the limit are skipped before any distance is
    /// computed (the distance is at least the difference in length), so a 2 MB name costs one
    /// pass over the names, not seconds of edit distances.
    public func closestName<Value>(to name: String, of type: Value.Type) -> String? {
        let bytes = Array(name.utf8)
        let limit = max(1, name.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in names(of: type) where abs(candidate.utf8.count - bytes.count) <= limit {
            let distance = editDistance(bytes, Array(candidate.utf8))
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.name
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
