import TesseraJSON

/// Follows aliases (`"{group.token}"` and `{"$ref": "#/group/token/$value"}`) to literal values,
/// infers types through aliases, and decodes each token's value.
///
/// Each token is resolved once (memoized). A problem is reported once, at its source: a token
/// whose alias target is broken fails quietly, because the target's own error says what to fix.
struct AliasResolver {
    private enum State {
        case resolving
        case done(JSONNode, ResolvedToken)
        case failed
    }

    /// Thrown after the problem has been reported, to unwind the tokens that depend on it.
    private struct Failed: Error {}

    /// Longest alias chain followed. Real token sets chain a handful of aliases; a longer chain
    /// is a generated file gone wrong, and following it without limit would overflow the stack.
    static let maximumChain = 256

    private let raw: [String: RawToken]
    private var state: [String: State] = [:]
    private var stack: [String] = []
    private(set) var diagnostics: [TokenDiagnostic] = []

    init(tokens: [String: RawToken]) {
        raw = tokens
        state.reserveCapacity(tokens.count)
    }

    /// Resolves every token in `order`; the result keeps that order.
    mutating func resolveAll(_ order: [String]) -> [ResolvedToken] {
        var result: [ResolvedToken] = []
        for name in order {
            if let (_, token) = try? resolve(name) { result.append(token) }
        }
        return result
    }

    private mutating func report(_ token: RawToken, _ location: SourceLocation, _ message: String) {
        diagnostics.append(TokenDiagnostic(file: token.file, path: token.name, location: location.isKnown ? location : token.location, message: message))
    }

    /// A name as written in an alias: a token, or a group whose `$root` token stands for it.
    private func lookUp(_ name: String) -> String? {
        if raw[name] != nil { return name }
        if raw[name + ".$root"] != nil { return name + ".$root" }
        return nil
    }

    private mutating func resolve(_ name: String) throws(Failed) -> (JSONNode, ResolvedToken) {
        switch state[name] {
        case .done(let json, let token)?:
            return (json, token)
        case .failed?:
            throw Failed()
        case .resolving?:
            let start = stack.firstIndex(of: name) ?? 0
            let chain = (stack[start...] + [name]).joined(separator: " → ")
            if let token = raw[name] { report(token, token.location, "alias cycle: \(chain)") }
            throw Failed()
        case nil:
            break
        }
        guard let token = raw[name] else { throw Failed() }
        if stack.count >= Self.maximumChain {
            let chain = stack.prefix(3).joined(separator: " → ") + " → … → " + name
            report(token, token.location, "alias chain longer than \(Self.maximumChain) tokens: \(chain)")
            state[name] = .failed
            throw Failed()
        }
        state[name] = .resolving
        stack.append(name)
        defer { stack.removeLast() }
        do {
            let result = try resolveToken(token)
            state[name] = .done(result.0, result.1)
            return result
        } catch {
            state[name] = .failed
            throw error
        }
    }

    private mutating func resolveToken(_ token: RawToken) throws(Failed) -> (JSONNode, ResolvedToken) {
        var target: ResolvedToken?
        var sites: [SourceLocation: ResolvedToken] = [:]
        let json = try substitute(token.value, in: token, wholeTarget: &target, sites: &sites)
        guard let type = token.type ?? target?.type else {
            report(token, token.value.location, "no $type: set $type on the token or on a group above it")
            throw Failed()
        }
        if let target, target.type != type {
            report(token, token.value.location, "wrong type: this token is a \(type.rawValue), but its alias {\(target.name)} is a \(target.type.rawValue)")
            throw Failed()
        }
        let value: TokenValue
        do {
            value = try ValueDecoder(tokensStudioType: token.tokensStudioType).decode(json, as: type)
        } catch {
            // A part of a composite that is an alias: say what the alias is, since the file shows
            // only its name.
            let alias = error.location.isKnown ? sites[error.location] : nil
            let note = alias.map { " ({\($0.name)} is a \($0.type.rawValue))" } ?? ""
            report(token, error.location, error.message + note)
            throw Failed()
        }
        let chain = target.map { [$0.name] + $0.aliasChain } ?? []
        let resolved = ResolvedToken(
            name: token.name, type: type, value: value, description: token.description, deprecated: token.deprecated,
            extensions: token.extensions, file: token.file, location: token.location, aliasChain: chain)
        return (json, resolved)
    }

    /// The node with every alias replaced by its target's value as canonical DTCG JSON. When the
    /// node itself is a whole-token alias, `wholeTarget` is set to the target (its type becomes
    /// this token's type).
    /// `sites` collects where each alias stood, for error messages.
    private mutating func substitute(
        _ node: JSONNode, in token: RawToken, wholeTarget: inout ResolvedToken?, sites: inout [SourceLocation: ResolvedToken]
    ) throws(Failed) -> JSONNode {
        switch node.value {
        case .string(let text):
            guard let reference = AliasSyntax.curlyReference(text) else { return node }
            guard let targetName = lookUp(reference) else {
                report(token, node.location, "alias {\(reference)} points to no token (chain: \((stack + [reference]).joined(separator: " → ")))")
                throw Failed()
            }
            let (_, target) = try resolve(targetName)
            wholeTarget = target
            sites[node.location] = target
            return JSONNode(target.value.canonicalJSON, at: node.location)
        case .object(let members):
            if members.count == 1, let pointer = members[0].node.stringValue, members[0].key == "$ref" {
                return try followPointer(pointer, at: node.location, in: token, wholeTarget: &wholeTarget)
            }
            var result: [JSONMember] = []
            for member in members {
                var ignored: ResolvedToken?
                result.append(JSONMember(key: member.key, node: try substitute(member.node, in: token, wholeTarget: &ignored, sites: &sites)))
            }
            return JSONNode(.object(result), at: node.location)
        case .array(let items):
            var result: [JSONNode] = []
            for item in items {
                var ignored: ResolvedToken?
                result.append(try substitute(item, in: token, wholeTarget: &ignored, sites: &sites))
            }
            return JSONNode(.array(result), at: node.location)
        case .null, .bool, .number:
            return node
        }
    }

    /// `#/path/to/token/$value/sub/path`: the token's resolved value, then the sub path in it.
    private mutating func followPointer(_ pointer: String, at location: SourceLocation, in token: RawToken, wholeTarget: inout ResolvedToken?) throws(Failed) -> JSONNode {
        guard let segments = AliasSyntax.pointerSegments(pointer) else {
            report(token, location, "$ref \"\(pointer)\": only same-document JSON pointers (\"#/group/token/$value\") are supported in token values")
            throw Failed()
        }
        let valueIndex = segments.firstIndex(of: "$value")
        let tokenPath = Array(segments[..<(valueIndex ?? segments.count)])
        let subPath = valueIndex.map { Array(segments[($0 + 1)...]) } ?? []
        guard let targetName = lookUp(tokenPath.joined(separator: ".")) else {
            report(token, location, "$ref \"\(pointer)\" points to no token (chain: \((stack + [tokenPath.joined(separator: ".")]).joined(separator: " → ")))")
            throw Failed()
        }
        let (json, target) = try resolve(targetName)
        guard !subPath.isEmpty else {
            wholeTarget = target
            return JSONNode(target.value.canonicalJSON, at: location)
        }
        // A path into the value follows the value as written (with its own aliases resolved).
        var current = json
        for segment in subPath {
            if let next = current[segment] {
                current = next
            } else if let items = current.arrayValue, let i = Int(segment), items.indices.contains(i) {
                current = items[i]
            } else {
                report(token, location, "$ref \"\(pointer)\": {\(target.name)} has no \"\(segment)\" in its value")
                throw Failed()
            }
        }
        return JSONNode(current.value, at: location)
    }
}
