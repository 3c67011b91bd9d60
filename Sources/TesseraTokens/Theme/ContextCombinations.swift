import TesseraJSON

/// The combinations of modifier contexts `tessera tokens check` resolves: enough to find every
/// problem the product of all contexts would, without resolving that product (2^N resolutions
/// for N two-context modifiers: 16 took 10.9 s and 1.2 GB).
///
/// Why fewer suffice. What a resolution says about a token (its value, or the problem that
/// stops it) depends only on the definitions it reads: its own final definition, and those of
/// the tokens its aliases reach, transitively. Which definition of a name is final depends only
/// on the contexts of the modifiers that define the name — and not even all of those: a later
/// step that defines it in every one of its contexts hides every earlier one of its layer (a
/// layer is also resolved alone, to find overrides that change a type). So the modifiers
/// a token depends on are those that finally define any name in its alias closure. Tie into one
/// group every name with the names its (final) definitions alias and with the modifiers that
/// finally define it; tie the two colors of each contrast pair together; tie everything that
/// touches a `$extends` (the groups it copies from or into, the modifiers declaring one) into
/// one group, since what it copies depends on every name under its base. Then each token, each
/// contrast pair and each `$extends` depends on the modifiers of one group only. Resolving every
/// combination of each group's modifiers, with every other modifier at its default context,
/// therefore meets each token in every state the full product could give it, and reports each
/// of its problems (a contrast problem names the default contexts of the unrelated modifiers).
/// Every resolution made is a real one, so nothing is reported that the full product would not.
///
/// Modifiers whose tokens do not meet cost their contexts' sum, not their product. Modifiers
/// that do meet keep their product, up to `maximumCombinations`; a group past it is an error
/// naming its modifiers, and then each of its contexts is still checked once against the
/// defaults of the others.
struct ContextCombinations {
    /// Most combinations resolved for one group of modifiers that depend on each other.
    static let maximumCombinations = 4096

    private(set) var inputs: [[String: String]] = []
    private(set) var diagnostics: [TokenDiagnostic] = []

    init(_ library: TokenLibrary, contrast: [ContrastRequirement]) {
        // One choice per modifier name, whichever layers have it (as `TokenLibrary.allInputs`).
        var modifiers: [ResolverDocument.Modifier] = []
        for modifier in library.layers.flatMap(\.modifiers) where !modifiers.contains(where: { $0.name == modifier.name }) {
            modifiers.append(modifier)
        }
        guard !modifiers.isEmpty else {
            inputs = [[:]]
            return
        }
        var groups = UnionFind()
        // Elements: modifiers first (0..<count), then one for `$extends`, then names.
        for _ in modifiers { _ = groups.add() }
        let extends = groups.add()
        var names: [String: Int] = [:]
        func element(_ name: String) -> Int {
            if let known = names[name] { return known }
            let new = groups.add()
            names[name] = new
            return new
        }

        // Every step of every layer's resolution order, bottom layer first, with the tokens and
        // `$extends` of each context. (A set's sources are expanded as a one-context modifier's.)
        var steps: [(layer: Int, modifier: Int?, contexts: [TokenFileReader])] = []
        for (layer, resolver) in library.layers.enumerated() {
            for step in resolver.resolutionOrder {
                switch step {
                case .set(let name, let sources):
                    let set = ResolverDocument.Modifier(name: name, description: nil, contextNames: [name],
                                                        defaultContext: name, contexts: [name: sources])
                    steps.append((layer, nil, [Self.read(resolver.sources(ofModifier: set, context: name))]))
                case .modifier(let modifier):
                    let index = modifiers.firstIndex { $0.name == modifier.name }
                    steps.append((layer, index, modifier.contextNames.map { Self.read(resolver.sources(ofModifier: modifier, context: $0)) }))
                }
            }
        }

        // Per name, the definitions that can be final: from the last step that defines it, back
        // to the last one defining it in every context (all of those contexts' definitions), in
        // each layer, since a layer is also resolved without those above it (to find overrides
        // that change a token's type).
        var definitions: [String: [(layer: Int, modifier: Int?, tokens: [RawToken], always: Bool)]] = [:]
        for (layer, modifier, contexts) in steps {
            var defined: [String: (tokens: [RawToken], contexts: Int, last: Int)] = [:]
            for (position, context) in contexts.enumerated() {
                for token in context.tokens {
                    var entry = defined[token.name] ?? ([], 0, -1)
                    entry.tokens.append(token)
                    if entry.last != position { entry.contexts += 1 }
                    entry.last = position
                    defined[token.name] = entry
                }
            }
            for (name, entry) in defined {
                definitions[name, default: []].append((layer, modifier, entry.tokens, entry.contexts == contexts.count))
            }
        }
        for (name, all) in definitions {
            let node = element(name)
            var hiddenLayer: Int?
            for definition in all.reversed() where definition.layer != hiddenLayer {
                if let modifier = definition.modifier { groups.union(node, modifier) }
                for token in definition.tokens {
                    for reference in Self.references(in: token.value) {
                        groups.union(node, element(reference))
                        groups.union(node, element(reference + ".$root"))
                    }
                }
                if definition.always { hiddenLayer = definition.layer }
            }
        }
        for pair in contrast { groups.union(element(pair.foreground), element(pair.background)) }

        var extended = Set<String>()
        for (_, modifier, contexts) in steps {
            for context in contexts {
                for ext in context.extensions {
                    extended.insert(ext.path.joined(separator: "."))
                    extended.insert(ext.base.joined(separator: "."))
                    if let modifier { groups.union(modifier, extends) }
                }
            }
        }
        if !extended.isEmpty {
            for (name, node) in names where Self.hasPrefix(name, in: extended) { groups.union(node, extends) }
        }

        var members: [Int: [Int]] = [:]
        var order: [Int] = []
        for index in modifiers.indices {
            let root = groups.find(index)
            if members[root] == nil { order.append(root) }
            members[root, default: []].append(index)
        }
        let defaults = Dictionary(modifiers.compactMap { modifier in
            (modifier.defaultContext ?? modifier.contextNames.first).map { (modifier.name, $0) }
        }) { first, _ in first }
        var seen = Set<[String: String]>()
        for root in order {
            let group = members[root] ?? []
            var count = 1
            for index in group { count = count.multipliedReportingOverflow(by: modifiers[index].contextNames.count).partialValue }
            var combinations: [[String: String]] = [defaults]
            if (1...Self.maximumCombinations).contains(count) {
                for index in group {
                    let modifier = modifiers[index]
                    combinations = combinations.flatMap { input in
                        modifier.contextNames.map { input.merging([modifier.name: $0]) { $1 } }
                    }
                }
            } else {
                let names = group.map { modifiers[$0].name }
                let listed = names.prefix(8).joined(separator: ", ") + (names.count > 8 ? ", …" : "")
                diagnostics.append(TokenDiagnostic(
                    file: library.resolver.file, path: "modifiers", location: .unknown,
                    message: "\(names.count) modifiers (\(listed)) define or alias each other's tokens, so checking them takes more than \(Self.maximumCombinations) combinations of contexts; each context was checked only against the others' defaults"))
                for index in group {
                    let modifier = modifiers[index]
                    combinations += modifier.contextNames.map { defaults.merging([modifier.name: $0]) { $1 } }
                }
            }
            for input in combinations where seen.insert(input).inserted { inputs.append(input) }
        }
    }

    private static func read(_ sources: [TokenSource]) -> TokenFileReader {
        var reader = TokenFileReader(file: "")
        for source in sources { reader.read(source.root) }
        return reader
    }

    /// Whether `name` or a group above it is in `paths`.
    private static func hasPrefix(_ name: String, in paths: Set<String>) -> Bool {
        var prefix = Substring(name)
        while true {
            if paths.contains(String(prefix)) { return true }
            guard let dot = prefix.lastIndex(of: ".") else { return false }
            prefix = prefix[..<dot]
        }
    }

    /// The token names a value's aliases point at, wherever they stand in it (as `AliasResolver`
    /// finds them).
    static func references(in value: JSONNode) -> [String] {
        var found: [String] = []
        var pending = [value]
        while let node = pending.popLast() {
            switch node.value {
            case .string(let text):
                if let name = AliasSyntax.curlyReference(text) { found.append(name) }
            case .object(let members):
                if members.count == 1, members[0].key == "$ref", let pointer = members[0].node.stringValue {
                    if let segments = AliasSyntax.pointerSegments(pointer) {
                        found.append(segments.prefix { $0 != "$value" }.joined(separator: "."))
                    }
                } else {
                    pending += members.map(\.node)
                }
            case .array(let items):
                pending += items
            case .null, .bool, .number:
                break
            }
        }
        return found
    }
}

/// Disjoint sets of small integers, with path halving.
private struct UnionFind {
    private var parent: [Int] = []

    mutating func add() -> Int {
        parent.append(parent.count)
        return parent.count - 1
    }

    mutating func find(_ element: Int) -> Int {
        var element = element
        while parent[element] != element {
            parent[element] = parent[parent[element]]
            element = parent[element]
        }
        return element
    }

    mutating func union(_ a: Int, _ b: Int) {
        let (rootA, rootB) = (find(a), find(b))
        if rootA != rootB { parent[max(rootA, rootB)] = min(rootA, rootB) }
    }
}
