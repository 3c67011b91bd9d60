import ArgumentParser
import Foundation
import TesseraJSON
import TesseraTokens

/// `tessera tokens`: check, inspect and compile the design tokens in a token folder.
struct TokensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "Check, list and show design tokens (W3C DTCG 2025.10), and generate typed Swift keys.",
        subcommands: [Check.self, Show.self, List.self, SwiftKeys.self, TokensSheetCommand.self])

    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Report every problem in a token folder (file:line:column: token: message); exit 1 if any.")

        @Argument(help: "The token folder (holding one *.resolver.json).")
        var directory = "Tokens"

        func run() throws {
            let diagnostics = TokenChecker.check(directory: URL(fileURLWithPath: directory))
            for diagnostic in diagnostics { print(diagnostic) }
            if diagnostics.isEmpty {
                print("\(directory): all tokens resolve in every theme, themes are complete, contrast pairs pass.")
            } else {
                print("\(diagnostics.count) problem\(diagnostics.count == 1 ? "" : "s") in \(directory)")
                throw ExitCode.failure
            }
        }
    }

    struct Selection: ParsableArguments {
        @Option(name: .shortAndLong, help: "The token folder.")
        var directory = "Tokens"

        @Option(help: "The theme context (light or dark); the resolver's default when omitted.")
        var theme: String?

        func tokens() throws -> ResolvedTokens {
            do {
                let library = try TokenLibrary(directory: URL(fileURLWithPath: directory))
                return try library.tokens(theme.map { ["theme": $0] } ?? [:])
            } catch {
                throw ValidationError(error.description)
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
            abstract: "Generate the Swift file of typed token keys (Sources/TesseraTokens/Generated/TokenKeys.swift).")

        @Argument(help: "The token folder.")
        var directory = "Tokens"

        @Option(name: .shortAndLong, help: "Write here instead of standard output.")
        var output: String?

        func run() throws {
            let source: String
            do {
                let tokens = try TokenLibrary(directory: URL(fileURLWithPath: directory)).tokens()
                source = try TokenKeyGenerator.swiftSource(for: tokens)
            } catch {
                throw ValidationError(error.description)
            }
            if let output {
                try CommandFiles.save(source, to: output)
            } else {
                print(source, terminator: "")
            }
        }
    }
}
