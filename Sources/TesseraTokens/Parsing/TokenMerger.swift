/// Merges token sources in order (a later definition of a token replaces an earlier one, as the
/// resolver module requires) and then applies every group's `$extends`.
struct TokenMerger {
    private(set) var order: [String] = []
    private(set) var tokens: [String: RawToken] = [:]
    private var extensions: [GroupExtension] = []

    mutating func add(_ reader: TokenFileReader) {
        tokens.reserveCapacity(tokens.count + reader.tokens.count)
        for token in reader.tokens { add(token) }
        extensions += reader.extensions
    }

    private mutating func add(_ token: RawToken) {
        let name = token.name
        if tokens.updateValue(token, forKey: name) == nil { order.append(name) }
    }

    /// Copies the tokens of each extended group into the extending group, except those it
    /// overrides. Bases are applied before the groups that extend them, so chains work.
    mutating func applyExtends() -> [TokenDiagnostic] {
        var diagnostics: [TokenDiagnostic] = []
        var done = Set<[String]>()
        var active: [[String]] = []

        func apply(_ ext: GroupExtension) {
            if done.contains(ext.path) { return }
            if let start = active.firstIndex(of: ext.path) {
                let chain = (active[start...] + [ext.path]).map { $0.joined(separator: ".") }.joined(separator: " → ")
                diagnostics.append(TokenDiagnostic(file: ext.file, path: ext.path.joined(separator: "."), location: ext.location, message: "$extends cycle: \(chain)"))
                done.insert(ext.path)
                return
            }
            guard active.count < AliasResolver.maximumChain else {
                diagnostics.append(TokenDiagnostic(file: ext.file, path: ext.path.joined(separator: "."), location: ext.location, message: "$extends chain longer than \(AliasResolver.maximumChain) groups"))
                done.insert(ext.path)
                return
            }
            active.append(ext.path)
            defer {
                active.removeLast()
                done.insert(ext.path)
            }
            // The base's own $extends first, so what it inherits is passed on.
            for baseExt in extensions where baseExt.path == ext.base { apply(baseExt) }
            let baseName = ext.base.joined(separator: ".")
            if tokens[baseName] != nil {
                diagnostics.append(TokenDiagnostic(file: ext.file, path: ext.path.joined(separator: "."), location: ext.location, message: "$extends {\(baseName)} names a token; it must name a group"))
                return
            }
            let inherited = order.filter { name in
                guard let path = tokens[name]?.path else { return false }
                return path.count > ext.base.count && path.starts(with: ext.base)
            }
            if inherited.isEmpty {
                diagnostics.append(TokenDiagnostic(file: ext.file, path: ext.path.joined(separator: "."), location: ext.location, message: "$extends {\(baseName)}: there is no group named \(baseName)"))
                return
            }
            for name in inherited {
                guard var copy = tokens[name] else { continue }
                copy.path = ext.path + copy.path.dropFirst(ext.base.count)
                if tokens[copy.name] == nil { add(copy) }
            }
        }

        for ext in extensions { apply(ext) }
        return diagnostics
    }
}
