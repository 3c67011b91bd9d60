import Foundation
import TesseraJSON

/// Walks one DTCG token document (a parsed JSON tree) and lists its tokens.
///
/// Groups nest; `$type` on a group is inherited by every token below it that has none; `$root`
/// is the group's own token; `$extends` is collected and applied after all sources are merged
/// (its base may live in another file). Anything that is neither a token nor a group is reported
/// with its path.
struct TokenFileReader {
    let file: String
    private(set) var tokens: [RawToken] = []
    private(set) var extensions: [GroupExtension] = []
    private(set) var diagnostics: [TokenDiagnostic] = []

    /// Group properties other than tokens and subgroups.
    private static let groupProperties: Set<String> = ["$type", "$description", "$extensions", "$deprecated", "$extends", "$root"]
    private static let tokenProperties: Set<String> = ["$value", "$type", "$description", "$extensions", "$deprecated"]

    init(file: String) {
        self.file = file
    }

    mutating func read(_ root: JSONNode) {
        guard root.objectMembers != nil else {
            report("", root.location, "a token file holds a JSON object, found \(root.kindName)")
            return
        }
        readGroup(root, path: [], inheritedType: nil, inheritedDeprecation: nil, isRoot: true)
    }

    private mutating func report(_ path: String, _ location: SourceLocation, _ message: String) {
        diagnostics.append(TokenDiagnostic(file: file, path: path, location: location, message: message))
    }

    /// A `$type`: a DTCG type, or a Tokens Studio type name mapped to one (flagged). Nil after
    /// reporting a bad one.
    private mutating func readType(_ node: JSONNode, path: [String]) -> TypeName? {
        guard let name = node.stringValue else {
            report(path.joined(separator: "."), node.location, "$type must be a string, found \(node.kindName)")
            return nil
        }
        if let type = TokenType(rawValue: name) { return TypeName(type: type, tokensStudio: nil) }
        if let type = TokensStudioTypes.dtcgType[name] { return TypeName(type: type, tokensStudio: name) }
        let known = TokenType.allCases.map(\.rawValue).joined(separator: ", ")
        report(path.joined(separator: "."), node.location, "unknown $type \(Excerpt.quoted(name)) (known: \(known))")
        return nil
    }

    /// `$type` and `$deprecated` of a group apply to everything below it that does not set its own.
    private mutating func readGroup(_ group: JSONNode, path: [String], inheritedType: TypeName?, inheritedDeprecation: Deprecation?, isRoot: Bool) {
        let members = group.objectMembers ?? []
        let groupName = path.joined(separator: ".")
        var groupType = inheritedType
        if let typeNode = group["$type"] {
            groupType = readType(typeNode, path: path)
        }
        var deprecation = inheritedDeprecation
        if let deprecatedNode = group["$deprecated"] {
            deprecation = readDeprecation(deprecatedNode, path: groupName)
        }
        for member in members {
            let key = member.key
            if key.hasPrefix("$") {
                switch key {
                case "$root":
                    readToken(member.node, path: path + ["$root"], inheritedType: groupType, inheritedDeprecation: deprecation)
                case "$extends":
                    if let base = Self.referencedPath(member.node) {
                        extensions.append(GroupExtension(path: path, base: base, file: file, location: member.node.location))
                    } else {
                        report(groupName, member.node.location, "$extends is a group reference such as \"{base.group}\" or {\"$ref\": \"#/base/group\"}")
                    }
                case "$description":
                    if member.node.stringValue == nil { report(groupName, member.node.location, "$description must be a string") }
                case "$type", "$extensions", "$deprecated":
                    break
                default:
                    // Tools write their own metadata at the top of a file ($schema, $themes, $metadata).
                    if !isRoot {
                        report(groupName, member.node.location, "unknown group property \(Excerpt.quoted(key)) (group properties: \(Self.groupProperties.sorted().joined(separator: ", ")))")
                    }
                }
                continue
            }
            let childPath = path + [key]
            if let problem = Self.nameProblem(key) {
                report(childPath.joined(separator: "."), member.node.location, problem)
                continue
            }
            guard member.node.objectMembers != nil else {
                report(childPath.joined(separator: "."), member.node.location, "expected a token (an object with $value) or a group, found \(member.node.kindName)")
                continue
            }
            if member.node["$value"] != nil {
                readToken(member.node, path: childPath, inheritedType: groupType, inheritedDeprecation: deprecation)
            } else {
                readGroup(member.node, path: childPath, inheritedType: groupType, inheritedDeprecation: deprecation, isRoot: false)
            }
        }
    }

    private mutating func readToken(_ node: JSONNode, path: [String], inheritedType: TypeName?, inheritedDeprecation: Deprecation?) {
        let name = path.joined(separator: ".")
        guard let value = node["$value"] else {
            report(name, node.location, "a token needs a $value")
            return
        }
        var type = inheritedType
        var description: String?
        var deprecated = inheritedDeprecation
        for member in node.objectMembers ?? [] {
            switch member.key {
            case "$type":
                guard let explicit = readType(member.node, path: path) else { return }
                type = explicit
            case "$description":
                guard let text = member.node.stringValue else {
                    report(name, member.node.location, "$description must be a string")
                    return
                }
                description = text
            case "$deprecated":
                deprecated = readDeprecation(member.node, path: name)
            case "$value", "$extensions":
                break
            default:
                let hint = member.key.hasPrefix("$") ? "" : " (a token cannot contain tokens or groups)"
                report(name, member.node.location, "unknown token property \(Excerpt.quoted(member.key))\(hint)")
            }
        }
        tokens.append(RawToken(
            path: path, type: type?.type, tokensStudioType: type?.tokensStudio, value: value, description: description, deprecated: deprecated,
            extensions: node["$extensions"], file: file, location: node.location))
    }

    private mutating func readDeprecation(_ node: JSONNode, path: String) -> Deprecation? {
        switch node.value {
        case .bool(let flag): return flag ? .deprecated : nil
        case .string(let reason): return .replacedBy(reason)
        default:
            report(path, node.location, "$deprecated is true, false or a string saying what to use instead")
            return nil
        }
    }

    /// DTCG forbids `.`, `{` and `}` in names: they would make aliases ambiguous.
    static func nameProblem(_ name: String) -> String? {
        if name.isEmpty { return "a token or group name cannot be empty" }
        if let bad = name.first(where: { $0 == "." || $0 == "{" || $0 == "}" }) {
            return "name \"\(name)\" contains '\(bad)', which DTCG reserves for aliases"
        }
        return nil
    }

    /// The path in `"{a.b}"` or `{"$ref": "#/a/b"}`.
    static func referencedPath(_ node: JSONNode) -> [String]? {
        if let text = node.stringValue, let name = AliasSyntax.curlyReference(text) {
            return name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        }
        if let pointer = node["$ref"]?.stringValue {
            return AliasSyntax.pointerSegments(pointer)
        }
        return nil
    }
}

/// A `$type` as read: the DTCG type and whether it was written as a Tokens Studio name.
struct TypeName: Hashable {
    var type: TokenType
    /// The Tokens Studio name it was written as, if any.
    var tokensStudio: String?
}

/// The two ways a token value points at another token.
enum AliasSyntax {
    /// `"{color.brand}"` → `"color.brand"`; nil for any other string.
    static func curlyReference(_ text: String) -> String? {
        // Every string value of every token passes here: reject non-aliases on their bytes before
        // counting characters (and never through Foundation's locale-aware substring search).
        guard text.utf8.first == UInt8(ascii: "{"), text.utf8.last == UInt8(ascii: "}") else { return nil }
        guard text.count > 2, text.first == "{", text.last == "}" else { return nil }
        let inner = text.dropFirst().dropLast()
        guard !inner.contains(where: { $0 == "{" || $0 == "}" }) else { return nil }
        return String(inner)
    }

    /// `"#/color/brand/$value"` → `["color", "brand", "$value"]` (RFC 6901 unescaping); nil when
    /// the pointer is not a same-document pointer.
    static func pointerSegments(_ pointer: String) -> [String]? {
        guard pointer.hasPrefix("#/") else { return nil }
        return pointer.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false).map { segment in
            guard segment.utf8.contains(UInt8(ascii: "~")) else { return String(segment) }
            return segment.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
    }
}
