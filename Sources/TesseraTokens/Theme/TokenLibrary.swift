import ConfinedFiles
import Foundation

/// A token folder — its resolver document (`*.resolver.json`) and the token files it references —
/// or several folders stacked as layers. The entry point for apps: load once, then ask for a
/// `Theme` per color scheme.
///
/// Layers let a team keep only its own tokens: `base.overlaid(by: brand)` resolves each input
/// with the brand folder's sources after the base's, so the brand overrides tokens of the base
/// (a brand accent) and adds its own, and its aliases reach into the base (`{palette.blush.500}`).
/// Problems name the file they are in; an override whose type differs from the token it replaces
/// is an error, as components built on the base's type would misread it.
public struct TokenLibrary: Sendable {
    /// The top layer's folder.
    public let directory: URL
    /// The top layer's resolver document.
    public let resolver: ResolverDocument
    /// Every layer's resolver document, bottom first; the last is `resolver`.
    public let layers: [ResolverDocument]

    /// Loads the one `*.resolver.json` in `directory` and every file it references. Files are
    /// named in messages relative to the folder, or under `label` when given (`Brand/…`, so the
    /// layers of a stack can be told apart).
    public init(directory: URL, label: String? = nil) throws(TokenErrors) {
        self.directory = directory
        do { _ = try FileRoot(directory.path) } catch {
            throw TokenErrors([TokenDiagnostic(file: directory.path, path: "", location: .unknown, message: "the token folder \(error.explanation)")])
        }
        let resolverName: String
        do {
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
                .filter { $0.hasSuffix(".resolver.json") }
                .sorted()
            guard names.count == 1 else {
                let problem = names.isEmpty ? "no *.resolver.json file" : "more than one *.resolver.json file (\(names.joined(separator: ", ")))"
                throw TokenErrors([TokenDiagnostic(file: directory.path, path: "", location: .unknown, message: "the token folder must hold exactly one resolver document; found \(problem)")])
            }
            resolverName = names[0]
        } catch let error as TokenErrors {
            throw error
        } catch {
            throw TokenErrors([TokenDiagnostic(file: directory.path, path: "", location: .unknown, message: "cannot list the token folder (\(error.localizedDescription))")])
        }
        // The resolver and every file it names are read through `FileRoot(directory)`: none of
        // them may lead outside the folder.
        let name = label.map { ($0 as NSString).appendingPathComponent(resolverName) } ?? resolverName
        resolver = try ResolverDocument(contentsOf: directory.appendingPathComponent(resolverName), name: name)
        layers = [resolver]
    }

    private init(directory: URL, layers: [ResolverDocument]) {
        self.directory = directory
        self.resolver = layers[layers.count - 1]
        self.layers = layers
    }

    /// This library with `top`'s layers stacked over it: `top`'s tokens override and extend these.
    public func overlaid(by top: TokenLibrary) -> TokenLibrary {
        TokenLibrary(directory: top.directory, layers: layers + top.layers)
    }

    /// Every combination of modifier contexts over all layers, each as an input.
    public var allInputs: [[String: String]] {
        var inputs: [[String: String]] = [[:]]
        var seen = Set<String>()
        for modifier in layers.flatMap(\.modifiers) where seen.insert(modifier.name).inserted {
            inputs = inputs.flatMap { input in
                modifier.contextNames.map { context in input.merging([modifier.name: context]) { $1 } }
            }
        }
        return inputs
    }

    /// The token sources of every layer for an input, bottom layer first. Each layer sees the
    /// input's choices for its own modifiers; a choice no layer has a modifier for is an error.
    public func sources(for input: [String: String]) throws(TokenErrors) -> [TokenSource] {
        guard layers.count > 1 else { return try resolver.sources(for: input) }
        var diagnostics: [TokenDiagnostic] = []
        for key in input.keys.sorted() where !layers.contains(where: { $0.modifiers.contains { $0.name == key } }) {
            diagnostics.append(TokenDiagnostic(file: resolver.file, path: "modifiers", location: .unknown, message: "no layer has a modifier named \"\(key)\""))
        }
        var sources: [TokenSource] = []
        for layer in layers {
            let own = input.filter { key, _ in layer.modifiers.contains { $0.name == key } }
            do { sources += try layer.sources(for: own) } catch { diagnostics += error.diagnostics }
        }
        guard diagnostics.isEmpty else { throw TokenErrors(diagnostics) }
        return sources
    }

    /// The resolved tokens for an input (`["theme": "dark"]`; missing modifiers use their
    /// default), with every problem found.
    public func resolving(_ input: [String: String] = [:]) throws(TokenErrors) -> (tokens: ResolvedTokens, diagnostics: [TokenDiagnostic]) {
        let (tokens, diagnostics) = ResolvedTokens.resolving(try sources(for: input))
        guard layers.count > 1 else { return (tokens, diagnostics) }
        let base = TokenLibrary(directory: directory, layers: Array(layers.dropLast()))
        let (beneath, _) = try base.resolving(input.filter { key, _ in base.layers.contains { $0.modifiers.contains { $0.name == key } } })
        return (tokens, diagnostics + Self.typeChanges(tokens, over: beneath))
    }

    /// The resolved tokens for an input (`["theme": "dark"]`; missing modifiers use their default).
    public func tokens(_ input: [String: String] = [:]) throws(TokenErrors) -> ResolvedTokens {
        let (tokens, diagnostics) = try resolving(input)
        guard diagnostics.isEmpty else { throw TokenErrors(diagnostics) }
        return tokens
    }

    /// A typed theme for an input, checked against the key catalogs its users need.
    public func theme(_ input: [String: String] = [:], requiring catalogs: [any TokenKeyCatalog.Type] = []) throws(TokenErrors) -> Theme {
        try Theme(tokens: tokens(input), contexts: input, requiring: catalogs)
    }

    /// The light or dark theme (the `theme` modifier's contexts).
    public func theme(_ scheme: ColorScheme, requiring catalogs: [any TokenKeyCatalog.Type] = []) throws(TokenErrors) -> Theme {
        try theme(["theme": scheme.rawValue], requiring: catalogs)
    }

    /// Tokens of an upper layer that replace a token of the layers beneath with a value of
    /// another type, named where the upper layer defines them.
    static func typeChanges(_ tokens: ResolvedTokens, over beneath: ResolvedTokens) -> [TokenDiagnostic] {
        tokens.tokens.compactMap { token in
            guard let below = beneath[token.name], below.type != token.type else { return nil }
            return TokenDiagnostic(
                file: token.file, path: token.name, location: token.location,
                message: "is a \(token.type.rawValue), but it overrides a \(below.type.rawValue) of the layer beneath (\(below.file)); an override must keep the type")
        }
    }
}

/// The two color schemes every semantic token is defined for.
public enum ColorScheme: String, CaseIterable, Sendable {
    case light
    case dark
}
