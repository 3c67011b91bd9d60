/// Merges token sources in order (a later definition of a token replaces an earlier one, as the
/// resolver module requires) and then applies every group's `$extends`.
struct TokenMerger {
    /// Most tokens `$extends` may copy in one resolution. Each extending group copies its whole
    /// base, so a few kilobytes of `$extends` over one big group could otherwise ask for millions
    /// of copies; real themes copy a few hundred.
    static let maximumInheritedTokens = 100_000

    private(set) var order: [String] = []
    private(set) var tokens: [String: RawToken] = [:]
    private var extensions: [GroupExtension] = []
    /// For every group path, the names of the tokens under it in `order`'s order: what a group
    /// that extends it inherits. Built only when some group extends another (`applyExtends`).
    private var tokensUnder: [[String]: [String]]?

    mutating func add(_ reader: TokenFileReader) {
        tokens.reserveCapacity(tokens.count + reader.tokens.count)
        for token in reader.tokens { add(token) }
        extensions += reader.extensions
    }

    private mutating func add(_ token: RawToken) {
        let name = token.name
        guard tokens.updateValue(token, forKey: name) == nil else { return }
        order.append(name)
        if tokensUnder != nil {
            for end in 1..<max(1, token.path.count) { tokensUnder?[Array(token.path[..<end]), default: []].append(name) }
        }
    }

    /// Copies the tokens of each extended group into the extending group, except those it
    /// overrides. Bases are applied before the groups that extend them, so chains work.
    ///
    /// Linear in the tokens and the copies made: a group's `$extends` are found by its path and
    /// the tokens under a base from `tokensUnder` (scanning every extension and every token for
    /// each group made 1,000 chained groups take 18 s). Chains longer than
    /// `AliasResolver.maximumChain` groups are measured before anything is copied, and neither
    /// they nor the groups extending them copy anything.
    mutating func applyExtends() -> [TokenDiagnostic] {
        guard !extensions.isEmpty else { return [] }
        var index: [[String]: [String]] = [:]
        for name in order {
            guard let path = tokens[name]?.path else { continue }
            for end in 1..<max(1, path.count) { index[Array(path[..<end]), default: []].append(name) }
        }
        tokensUnder = index
        defer { tokensUnder = nil }

        var byPath: [[String]: [Int]] = [:]
        for (position, ext) in extensions.enumerated() { byPath[ext.path, default: []].append(position) }
        var diagnostics: [TokenDiagnostic] = []
        func report(_ ext: GroupExtension, _ message: String) {
            diagnostics.append(TokenDiagnostic(file: ext.file, path: ext.path.joined(separator: "."), location: ext.location, message: message))
        }

        var done = Set<[String]>()
        let lengths = Self.chainLengths(extensions, byPath: byPath)
        for ext in extensions where (lengths[ext.path] ?? 0) > AliasResolver.maximumChain {
            // Reported once, where the chain first grows past the limit; what extends it is skipped.
            let baseLength = lengths[ext.base] ?? 0
            if baseLength <= AliasResolver.maximumChain, done.insert(ext.path).inserted {
                report(ext, "$extends chain longer than \(AliasResolver.maximumChain) groups")
            }
            done.insert(ext.path)
        }

        var active: [[String]] = []
        var activeSet = Set<[String]>()
        var copied = 0
        func apply(_ ext: GroupExtension) {
            if done.contains(ext.path) { return }
            if activeSet.contains(ext.path) {
                let start = active.firstIndex(of: ext.path) ?? 0
                let chain = (active[start...] + [ext.path]).map { $0.joined(separator: ".") }.joined(separator: " → ")
                report(ext, "$extends cycle: \(chain)")
                done.insert(ext.path)
                return
            }
            // Only a cycle longer than the limit gets here (longer chains were skipped above).
            guard active.count < AliasResolver.maximumChain else {
                report(ext, "$extends chain longer than \(AliasResolver.maximumChain) groups")
                done.insert(ext.path)
                return
            }
            active.append(ext.path)
            activeSet.insert(ext.path)
            defer {
                activeSet.remove(active.removeLast())
                done.insert(ext.path)
            }
            // The base's own $extends first, so what it inherits is passed on.
            for position in byPath[ext.base] ?? [] { apply(extensions[position]) }
            let baseName = ext.base.joined(separator: ".")
            if tokens[baseName] != nil {
                report(ext, "$extends {\(baseName)} names a token; it must name a group")
                return
            }
            let inherited = tokensUnder?[ext.base] ?? []
            if inherited.isEmpty {
                report(ext, "$extends {\(baseName)}: there is no group named \(baseName)")
                return
            }
            guard copied + inherited.count <= Self.maximumInheritedTokens else {
                report(ext, "$extends {\(baseName)} would copy more than \(Self.maximumInheritedTokens) tokens in all")
                return
            }
            copied += inherited.count
            for name in inherited {
                guard var copy = tokens[name] else { continue }
                copy.path = ext.path + copy.path.dropFirst(ext.base.count)
                if tokens[copy.name] == nil { add(copy) }
            }
        }

        for ext in extensions { apply(ext) }
        return diagnostics
    }

    /// For each extending group, how many extending groups its longest chain of bases holds
    /// (itself included), found without recursion so that a chain of any length is measured in
    /// time linear in it. A cycle counts as ending where it closes (`apply` reports it).
    static func chainLengths(_ extensions: [GroupExtension], byPath: [[String]: [Int]]) -> [[String]: Int] {
        var lengths: [[String]: Int] = [:]
        var onPath = Set<[String]>()
        for start in extensions.map(\.path) where lengths[start] == nil {
            // Each frame: a group, and how many of its extensions' bases were visited.
            var stack: [(path: [String], next: Int)] = [(start, 0)]
            onPath.insert(start)
            while let (path, next) = stack.last {
                let own = byPath[path] ?? []
                if next < own.count {
                    stack[stack.count - 1].next += 1
                    let base = extensions[own[next]].base
                    if lengths[base] == nil, byPath[base] != nil, onPath.insert(base).inserted {
                        stack.append((base, 0))
                    }
                    continue
                }
                var longest = 0
                for position in own { longest = max(longest, lengths[extensions[position].base] ?? 0) }
                lengths[path] = longest + 1
                onPath.remove(path)
                stack.removeLast()
            }
        }
        return lengths
    }
}
