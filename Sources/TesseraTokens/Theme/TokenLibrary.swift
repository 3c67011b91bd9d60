import ConfinedFiles
import Foundation

/// A token folder: its resolver document (`*.resolver.json`) and the token files it references.
/// The entry point for apps: load once, then ask for a `Theme` per color scheme.
public struct TokenLibrary: Sendable {
    public let directory: URL
    public let resolver: ResolverDocument

    /// Loads the one `*.resolver.json` in `directory` and every file it references.
    public init(directory: URL) throws(TokenErrors) {
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
        resolver = try ResolverDocument(contentsOf: directory.appendingPathComponent(resolverName), name: resolverName)
    }

    /// The resolved tokens for an input (`["theme": "dark"]`; missing modifiers use their default).
    public func tokens(_ input: [String: String] = [:]) throws(TokenErrors) -> ResolvedTokens {
        try ResolvedTokens(sources: resolver.sources(for: input))
    }

    /// A typed theme for an input.
    public func theme(_ input: [String: String] = [:]) throws(TokenErrors) -> Theme {
        try Theme(tokens: tokens(input), contexts: input)
    }

    /// The light or dark theme (the `theme` modifier's contexts).
    public func theme(_ scheme: ColorScheme) throws(TokenErrors) -> Theme {
        try theme(["theme": scheme.rawValue])
    }
}

/// The two color schemes every semantic token is defined for.
public enum ColorScheme: String, CaseIterable, Sendable {
    case light
    case dark
}
