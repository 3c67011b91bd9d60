import ConfinedFiles
import Foundation
import TesseraJSON

/// A DTCG 2025.10 resolver document (`*.resolver.json`): named sets of token sources, modifiers
/// whose contexts (`theme: light | dark`) choose more sources, and the resolution order that
/// stacks them. Given an input such as `["theme": "dark"]` it produces the ordered token sources
/// of that resolution.
///
/// Every file a source references is read and parsed when the document loads, so resolving any
/// input afterwards does no I/O and cannot fail on a missing file.
///
/// Token folders come from pull requests, so the files a document names are confined to its
/// folder through `FileRoot`: `..`, absolute paths and links leading out (the document's own
/// file included) are refused, as are FIFOs, devices and directories, before anything is opened
/// — an error never quotes a byte of a file it refused.
public struct ResolverDocument: Sendable {
    /// One entry of a `sources` or `contexts` array.
    enum Source: Sendable {
        /// A token file (relative to the resolver), optionally only the part a JSON pointer names.
        case file(path: String, pointer: [String]?)
        /// Tokens written inline; `label` names them in errors (`tokens.resolver.json#/sets/base/sources/1`).
        case inline(JSONNode, label: String)
        /// `{"$ref": "#/sets/NAME"}` inside a modifier context.
        case set(String)
    }

    public struct Modifier: Sendable {
        public var name: String
        public var description: String?
        /// Context names in document order.
        public var contextNames: [String]
        public var defaultContext: String?
        var contexts: [String: [Source]]
    }

    enum Step: Sendable {
        case set(name: String, sources: [Source])
        case modifier(Modifier)
    }

    /// The file name used in messages.
    public let file: String
    public let name: String?
    public let description: String?
    let directory: URL
    let sets: [String: [Source]]
    public let modifiers: [Modifier]
    let resolutionOrder: [Step]
    /// Parsed token files by the path written in the document.
    let files: [String: TokenSource]

    /// Loads `url` and every token file it references; throws every problem found.
    public init(contentsOf url: URL, name displayName: String? = nil) throws(TokenErrors) {
        let label = displayName ?? url.path
        let directory = url.deletingLastPathComponent()
        let root: FileRoot
        let resolverPath: String
        do {
            root = try FileRoot(directory.path)
            resolverPath = try root.resolveRegularFile(url.lastPathComponent)
        } catch {
            throw TokenErrors([TokenDiagnostic(file: label, path: "", location: .unknown, message: "cannot read the resolver document: it \(error.explanation)")])
        }
        let source = try TokenSource(contentsOf: URL(fileURLWithPath: resolverPath), name: label)
        var parser = ResolverParser(file: label)
        parser.parse(source.root)
        var diagnostics = parser.diagnostics
        let labelDirectory = (label as NSString).deletingLastPathComponent
        var files: [String: TokenSource] = [:]
        for (path, jsonPath, location) in parser.referencedFiles where files[path] == nil {
            let fileLabel = labelDirectory.isEmpty ? path : (labelDirectory as NSString).appendingPathComponent(path)
            let resolved: String
            do {
                resolved = try root.resolveRegularFile(path)
            } catch {
                let reason = error.reason == .notFound ? "no such file next to the resolver" : error.explanation
                diagnostics.append(TokenDiagnostic(file: label, path: jsonPath, location: location, message: "$ref \"\(FileAccessError.quoted(path))\": \(reason)"))
                continue
            }
            do {
                files[path] = try TokenSource(contentsOf: URL(fileURLWithPath: resolved), name: fileLabel)
            } catch {
                diagnostics += error.diagnostics
            }
        }
        guard diagnostics.isEmpty else { throw TokenErrors(diagnostics) }
        self.file = label
        self.name = parser.name
        self.description = parser.description
        self.directory = directory
        self.sets = parser.sets
        self.modifiers = parser.modifiers
        self.resolutionOrder = parser.resolutionOrder
        self.files = files
    }

    /// Every combination of contexts (the product over all modifiers), each as an input.
    public var allInputs: [[String: String]] {
        var inputs: [[String: String]] = [[:]]
        for modifier in modifiers {
            inputs = inputs.flatMap { input in
                modifier.contextNames.map { context in input.merging([modifier.name: context]) { $1 } }
            }
        }
        return inputs
    }

    /// The token sources for an input, in resolution order. A modifier missing from the input
    /// uses its `default`.
    public func sources(for input: [String: String]) throws(TokenErrors) -> [TokenSource] {
        var diagnostics: [TokenDiagnostic] = []
        for key in input.keys.sorted() where !modifiers.contains(where: { $0.name == key }) {
            diagnostics.append(TokenDiagnostic(file: file, path: "modifiers", location: .unknown, message: "no modifier named \"\(key)\" (modifiers: \(modifiers.map(\.name).joined(separator: ", ")))"))
        }
        var result: [TokenSource] = []
        for step in resolutionOrder {
            switch step {
            case .set(_, let sources):
                result += expand(sources)
            case .modifier(let modifier):
                guard let context = input[modifier.name] ?? modifier.defaultContext else {
                    diagnostics.append(TokenDiagnostic(file: file, path: "modifiers.\(modifier.name)", location: .unknown, message: "the input must choose a context for \"\(modifier.name)\" (\(modifier.contextNames.joined(separator: ", "))), as it has no default"))
                    continue
                }
                guard let sources = modifier.contexts[context] else {
                    diagnostics.append(TokenDiagnostic(file: file, path: "modifiers.\(modifier.name)", location: .unknown, message: "\"\(modifier.name)\" has no context \"\(context)\" (contexts: \(modifier.contextNames.joined(separator: ", ")))"))
                    continue
                }
                result += expand(sources)
            }
        }
        guard diagnostics.isEmpty else { throw TokenErrors(diagnostics) }
        return result
    }

    /// The sources one context of one modifier adds, for the completeness check.
    func sources(ofModifier modifier: Modifier, context: String) -> [TokenSource] {
        expand(modifier.contexts[context] ?? [])
    }

    private func expand(_ sources: [Source]) -> [TokenSource] {
        sources.flatMap { source -> [TokenSource] in
            switch source {
            case .inline(let node, let label):
                return [TokenSource(name: label, root: node)]
            case .set(let name):
                return expand(sets[name] ?? [])
            case .file(let path, let pointer):
                guard let loaded = files[path] else { return [] }
                guard let pointer else { return [loaded] }
                var node = loaded.root
                for segment in pointer {
                    guard let next = node[segment] else { return [] }
                    node = next
                }
                return [TokenSource(name: loaded.name, root: node)]
            }
        }
    }
}
