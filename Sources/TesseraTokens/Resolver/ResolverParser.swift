import TesseraJSON

/// Reads the JSON of a resolver document into sets, modifiers and a resolution order, reporting
/// each structural problem with its JSON path (`modifiers.theme.default`).
struct ResolverParser {
    let file: String
    private(set) var diagnostics: [TokenDiagnostic] = []
    private(set) var name: String?
    private(set) var description: String?
    private(set) var sets: [String: [ResolverDocument.Source]] = [:]
    private(set) var modifiers: [ResolverDocument.Modifier] = []
    private(set) var resolutionOrder: [ResolverDocument.Step] = []
    /// Every token file referenced, in document order, with the JSON path and position of the reference.
    private(set) var referencedFiles: [(file: String, path: String, location: SourceLocation)] = []

    init(file: String) {
        self.file = file
    }

    private mutating func report(_ path: String, _ location: SourceLocation, _ message: String) {
        diagnostics.append(TokenDiagnostic(file: file, path: path, location: location, message: message))
    }

    mutating func parse(_ root: JSONNode) {
        guard root.objectMembers != nil else {
            report("", root.location, "a resolver document is a JSON object")
            return
        }
        guard let version = root["version"] else {
            report("version", root.location, "missing \"version\" (it must be \"2025.10\")")
            return
        }
        guard version.stringValue == "2025.10" else {
            report("version", version.location, "unsupported version (this reader implements \"2025.10\")")
            return
        }
        name = root["name"]?.stringValue
        description = root["description"]?.stringValue
        if let setsNode = root["sets"] {
            for member in setsNode.objectMembers ?? [] {
                let path = "sets.\(member.key)"
                guard let sourcesNode = member.node["sources"] else {
                    report(path, member.node.location, "a set needs a \"sources\" array")
                    continue
                }
                sets[member.key] = parseSources(sourcesNode, path: path + ".sources", allowSets: false)
            }
        }
        if let modifiersNode = root["modifiers"] {
            for member in modifiersNode.objectMembers ?? [] {
                if let modifier = parseModifier(member.node, name: member.key, path: "modifiers.\(member.key)") {
                    modifiers.append(modifier)
                }
            }
        }
        guard let orderNode = root["resolutionOrder"], let items = orderNode.arrayValue else {
            report("resolutionOrder", root.location, "missing \"resolutionOrder\" array")
            return
        }
        var usedNames = Set<String>()
        var inlineModifiers: [ResolverDocument.Modifier] = []
        for (i, item) in items.enumerated() {
            let path = "resolutionOrder[\(i)]"
            if let pointer = item["$ref"]?.stringValue {
                let parts = AliasSyntax.pointerSegments(pointer) ?? []
                if parts.count == 2, parts[0] == "sets", let sources = sets[parts[1]] {
                    resolutionOrder.append(.set(name: parts[1], sources: sources))
                } else if parts.count == 2, parts[0] == "modifiers", let modifier = modifiers.first(where: { $0.name == parts[1] }) {
                    resolutionOrder.append(.modifier(modifier))
                } else {
                    report(path, item.location, "$ref \"\(pointer)\" names no set or modifier (use \"#/sets/NAME\" or \"#/modifiers/NAME\")")
                }
                continue
            }
            guard let name = item["name"]?.stringValue, let type = item["type"]?.stringValue else {
                report(path, item.location, "an inline set or modifier needs \"name\" and \"type\"")
                continue
            }
            guard usedNames.insert(name).inserted else {
                report(path, item.location, "the name \"\(name)\" is used twice in resolutionOrder")
                continue
            }
            switch type {
            case "set":
                guard let sourcesNode = item["sources"] else {
                    report(path, item.location, "a set needs a \"sources\" array")
                    continue
                }
                resolutionOrder.append(.set(name: name, sources: parseSources(sourcesNode, path: path + ".sources", allowSets: true)))
            case "modifier":
                if let modifier = parseModifier(item, name: name, path: path) {
                    resolutionOrder.append(.modifier(modifier))
                    inlineModifiers.append(modifier)
                }
            default:
                report(path, item.location, "type must be \"set\" or \"modifier\", found \"\(type)\"")
            }
        }
        // Inline modifiers are chosen by input like the named ones.
        modifiers += inlineModifiers
    }

    private mutating func parseModifier(_ node: JSONNode, name: String, path: String) -> ResolverDocument.Modifier? {
        guard let contextsNode = node["contexts"], let members = contextsNode.objectMembers else {
            report(path, node.location, "a modifier needs a \"contexts\" object")
            return nil
        }
        guard !members.isEmpty else {
            report(path + ".contexts", contextsNode.location, "a modifier needs at least one context")
            return nil
        }
        if members.count == 1 {
            report(path + ".contexts", contextsNode.location, "a modifier with one context is a set; give it two or more contexts")
        }
        var contexts: [String: [ResolverDocument.Source]] = [:]
        for member in members {
            contexts[member.key] = parseSources(member.node, path: "\(path).contexts.\(member.key)", allowSets: true)
        }
        var defaultContext: String?
        if let defaultNode = node["default"] {
            if let value = defaultNode.stringValue, contexts[value] != nil {
                defaultContext = value
            } else {
                report(path + ".default", defaultNode.location, "default must name one of the contexts (\(members.map(\.key).joined(separator: ", ")))")
            }
        }
        return ResolverDocument.Modifier(
            name: name, description: node["description"]?.stringValue, contextNames: members.map(\.key),
            defaultContext: defaultContext, contexts: contexts)
    }

    private mutating func parseSources(_ node: JSONNode, path: String, allowSets: Bool) -> [ResolverDocument.Source] {
        guard let items = node.arrayValue else {
            report(path, node.location, "expected an array of sources, found \(node.kindName)")
            return []
        }
        var sources: [ResolverDocument.Source] = []
        for (i, item) in items.enumerated() {
            let itemPath = "\(path)[\(i)]"
            guard item.objectMembers != nil else {
                report(itemPath, item.location, "a source is {\"$ref\": …} or an object of tokens, found \(item.kindName)")
                continue
            }
            guard let ref = item["$ref"] else {
                sources.append(.inline(item, label: "\(file)#\(itemPath)"))
                continue
            }
            guard let target = ref.stringValue else {
                report(itemPath, ref.location, "$ref must be a string")
                continue
            }
            if target.hasPrefix("#/") {
                let parts = AliasSyntax.pointerSegments(target) ?? []
                if allowSets, parts.count == 2, parts[0] == "sets", sets[parts[1]] != nil {
                    sources.append(.set(parts[1]))
                } else if parts.first == "modifiers" || parts.first == "resolutionOrder" {
                    report(itemPath, ref.location, "$ref \"\(target)\": a source may reference a set, never a modifier or a resolutionOrder entry")
                } else {
                    report(itemPath, ref.location, "$ref \"\(target)\" names no set defined before it")
                }
                continue
            }
            if target.contains("://") {
                report(itemPath, ref.location, "$ref \"\(target)\": remote token files are not supported; use a path relative to the resolver")
                continue
            }
            let parts = target.split(separator: "#", maxSplits: 1).map(String.init)
            let pointer = parts.count > 1 ? parts[1].split(separator: "/").map(String.init) : nil
            referencedFiles.append((parts[0], itemPath, ref.location))
            sources.append(.file(path: parts[0], pointer: pointer))
        }
        return sources
    }
}
