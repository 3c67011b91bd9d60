/// How one paragraph hyphenates: its `Hyphens` mode and, for `auto`, the dictionary of its
/// locale. Part of the shaping cache key, since it decides the units' break opportunities.
struct Hyphenation: Hashable, Sendable {
    var mode: Hyphens
    var dictionary: HyphenationDictionary?

    static let none = Hyphenation(mode: .none, dictionary: nil)

    init(mode: Hyphens, dictionary: HyphenationDictionary?) {
        self.mode = mode
        self.dictionary = dictionary
    }

    /// The hyphenation a style asks for; the dictionary is looked up only for `auto`.
    init(_ style: TextStyle, dictionaries: HyphenationDictionaries = .shared) {
        mode = style.hyphens
        dictionary = style.hyphens == .auto ? style.locale.flatMap(dictionaries.dictionary(for:)) : nil
    }

    static let softHyphen: UInt32 = 0xAD

    /// Indices into `scalars` of the scalars after which a line may break with a hyphen drawn:
    /// every soft hyphen (`manual` and `auto`), and for `auto` the dictionary's points inside
    /// each word — a maximal run of letters and marks — that holds no soft hyphen (an author who
    /// placed soft hyphens chose the word's breaks). Ascending.
    func points(in scalars: [Unicode.Scalar]) -> [Int] {
        guard mode != .none else { return [] }
        var points: [Int] = []
        var start = 0
        while start < scalars.count {
            guard Self.isWordPart(scalars[start]) else {
                if scalars[start].value == Self.softHyphen { points.append(start) }
                start += 1
                continue
            }
            var end = start, hasSoftHyphen = false
            while end < scalars.count, Self.isWordPart(scalars[end]) || scalars[end].value == Self.softHyphen {
                if scalars[end].value == Self.softHyphen {
                    hasSoftHyphen = true
                    points.append(end)
                }
                end += 1
            }
            if !hasSoftHyphen, mode == .auto, let dictionary {
                points += dictionary.points(in: scalars[start..<end]).map { start + $0 }
            }
            start = end
        }
        return points
    }

    private static func isWordPart(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }
}
