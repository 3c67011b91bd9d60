import ArgumentParser
import Foundation
import Tessera
import TesseraArguments
import TesseraJSON
import TesseraTokens

/// `tessera tokens`: check, inspect and compile design tokens: Tessera's bundled defaults, a token
/// folder, or a folder layered over the defaults (`--over-defaults`).
struct TokensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "Check, list and show design tokens (W3C DTCG 2025.10), and generate typed Swift keys.",
        subcommands: [Check.self, Show.self, List.self, SwiftKeys.self, TokensSheetCommand.self])

    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Report every problem in a token folder (file:line:column: token: message); exit 1 if any.")

        @Argument(help: "The token folder (holding one *.resolver.json); Tessera's defaults when omitted.")
        var directory: String?

        @OptionGroup var layering: TokenLayerOptions

        func run() throws {
            let layers = try layering.layers(directory)
            let diagnostics: [TokenDiagnostic]
            do { diagnostics = TokenChecker.check(try layers.library(), contrast: ContrastRequirement.componentPairs) } catch { diagnostics = error.diagnostics }
            for diagnostic in diagnostics { print(diagnostic) }
            if diagnostics.isEmpty {
                print("\(layers): all tokens resolve in every theme, themes are complete, contrast pairs pass.")
            } else {
                print("\(diagnostics.count) problem\(diagnostics.count == 1 ? "" : "s") in \(layers)")
                throw ExitCode.failure
            }
        }
    }

    struct Selection: ParsableArguments {
        @Option(name: .shortAndLong, help: "The token folder; Tessera's defaults when omitted.")
        var directory: String?

        @OptionGroup var layering: TokenLayerOptions

        @Option(help: "The theme context (light or dark); the resolver's default when omitted.")
        var theme: String?

        func tokens() throws -> ResolvedTokens {
            let library = try layering.library(directory)
            do {
                return try library.tokens(theme.map { ["theme": $0] } ?? [:])
            } catch {
                throw InputError(error.description)
            }
        }
    }

    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Show one token: value, type, alias chain, description, where defined.")

        @OptionGroup var selection: Selection

        @Argument(help: "The token name, e.g. color.text.primary.")
        var name: String

        func run() throws {
            let tokens = try selection.tokens()
            guard let token = tokens[name] else {
                let group = name.split(separator: ".").dropLast().joined(separator: ".") + "."
                let close = tokens.names.filter { $0.hasPrefix(group) }.prefix(8)
                let hint = close.isEmpty ? "" : " (did you mean \(close.joined(separator: ", "))?)"
                throw ValidationError("no token named \(Excerpt.quoted(name))\(hint)")
            }
            print("\(token.name): \(token.value)")
            print("  type: \(token.type.rawValue)")
            if !token.aliasChain.isEmpty { print("  alias of: \(token.aliasChain.joined(separator: " → "))") }
            if let description = token.description { print("  description: \(description)") }
            switch token.deprecated {
            case .deprecated?: print("  deprecated")
            case .replacedBy(let reason)?: print("  deprecated: \(reason)")
            case nil: break
            }
            if let extensions = token.extensions { print("  $extensions: \(extensions.jsonText)") }
            print("  defined in: \(token.file):\(token.location)")
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List every token with its type and value.")

        @OptionGroup var selection: Selection

        @Option(help: "Only tokens of this $type (color, dimension, typography, …).")
        var type: String?

        func run() throws {
            let tokens = try selection.tokens()
            for token in tokens.tokens where type == nil || token.type.rawValue == type {
                print("\(token.name)\t\(token.type.rawValue)\t\(token.value)")
            }
        }
    }

    struct SwiftKeys: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "swift",
            abstract: "Generate a Swift file of typed token keys and their catalog (Tessera's own: Sources/Tessera/Tokens/TokenKeys.swift).")

        @Argument(help: "The token folder; Tessera's defaults when omitted.")
        var directory: String?

        @OptionGroup var layering: TokenLayerOptions

        @Option(help: "The name of the generated TokenKeyCatalog enum, which a renderer is built for (keys:).")
        var catalog = "AppTokenKeys"

        @Option(name: .customLong("import"), help: "A module the file imports (repeat for several; default: Tessera).")
        var imports: [String] = []

        @Option(name: .shortAndLong, help: "Write here instead of standard output.")
        var output: String?

        func run() throws {
            let library = try layering.library(directory)
            let imports = self.imports.isEmpty ? ["Tessera"] : self.imports
            let command = (["tessera tokens swift"] + (directory.map { [$0] } ?? []) + (layering.overDefaults ? ["--over-defaults"] : [])
                + ["--catalog", catalog] + self.imports.flatMap { ["--import", $0] }).joined(separator: " ")
            let source: String
            do {
                // With --over-defaults the defaults' tokens already have keys (Tessera's); only
                // the folder's new tokens get keys here.
                let existing = layering.overDefaults ? Set(try TokenLayers.defaults.library().tokens().names) : []
                source = try TokenKeyGenerator.swiftSource(
                    for: library.tokens(), options: .init(catalog: catalog, imports: imports, existing: existing, command: command))
            } catch {
                throw InputError(error.description)
            }
            if let output {
                try CommandFiles.save(source, to: output)
            } else {
                print(source, terminator: "")
            }
        }
    }
}
