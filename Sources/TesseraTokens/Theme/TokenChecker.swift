import Foundation
import TesseraGeometry

/// Everything `tessera tokens check` verifies about a token folder, as one list of diagnostics:
///
/// - every file parses and every token resolves, in every combination of modifier contexts
///   (resolving only the combinations `ContextCombinations` picks, which find the same problems);
/// - every token one context of a modifier defines, the other contexts define too (a semantic
///   color added for light only would silently fall back, or be missing, in dark);
/// - every contrast pair it is given (Tessera's components' are `ContrastRequirement.componentPairs`)
///   reaches its WCAG minimum in every resolution;
/// - every `*.tokens.json` in the folder is referenced by the resolver (a stray file is a token
///   edit that would never show).
public enum TokenChecker {
    public static func check(directory: URL, contrast: [ContrastRequirement] = []) -> [TokenDiagnostic] {
        do {
            return check(try TokenLibrary(directory: directory), contrast: contrast)
        } catch {
            return error.diagnostics
        }
    }

    /// As `check(directory:)`, for a loaded library, which may be layers (a brand folder over
    /// Tessera's defaults): every layer is checked for completeness, the top one for stray files.
    public static func check(_ library: TokenLibrary, contrast: [ContrastRequirement] = []) -> [TokenDiagnostic] {
        var found = DiagnosticList()
        let combinations = ContextCombinations(library, contrast: contrast)
        found.add(combinations.diagnostics)
        for input in combinations.inputs {
            do {
                let (tokens, diagnostics) = try library.resolving(input)
                found.add(diagnostics)
                found.add(contrastProblems(tokens, contrast, input: input, resolverFile: library.resolver.file))
            } catch {
                found.add(error.diagnostics)
            }
        }
        for layer in library.layers { found.add(completenessProblems(layer)) }
        found.add(strayFiles(library))
        return found.items
    }

    /// Tokens defined in some contexts of a modifier but not in others.
    static func completenessProblems(_ resolver: ResolverDocument) -> [TokenDiagnostic] {
        var diagnostics: [TokenDiagnostic] = []
        for modifier in resolver.modifiers where modifier.contextNames.count > 1 {
            var defined: [String: [String: RawToken]] = [:]
            for context in modifier.contextNames {
                for source in resolver.sources(ofModifier: modifier, context: context) {
                    var reader = TokenFileReader(file: source.name)
                    reader.read(source.root)
                    for token in reader.tokens { defined[context, default: [:]][token.name] = token }
                }
            }
            for context in modifier.contextNames {
                for (name, token) in (defined[context] ?? [:]).sorted(by: { $0.key < $1.key }) {
                    let missing = modifier.contextNames.filter { defined[$0]?[name] == nil }
                    guard !missing.isEmpty else { continue }
                    diagnostics.append(TokenDiagnostic(
                        file: token.file, path: name, location: token.location,
                        message: "defined for \(modifier.name) \(context) but not for \(missing.joined(separator: ", ")); every context must define it"))
                }
            }
        }
        return diagnostics
    }

    static func contrastProblems(_ tokens: ResolvedTokens, _ pairs: [ContrastRequirement], input: [String: String], resolverFile: String) -> [TokenDiagnostic] {
        var diagnostics: [TokenDiagnostic] = []
        let resolution = Theme.describe(input)
        var reportedMissing = Set<String>()
        for pair in pairs {
            guard case .color(let foreground)? = tokens[pair.foreground]?.value,
                  case .color(let background)? = tokens[pair.background]?.value else {
                for name in [pair.foreground, pair.background] where reportedMissing.insert(name).inserted {
                    if case .color? = tokens[name]?.value { continue }
                    diagnostics.append(TokenDiagnostic(file: resolverFile, path: name, location: .unknown, message: "components draw this color in a contrast pair, and \(resolution) has no such color token"))
                }
                continue
            }
            let ratio = contrast(foreground, on: background)
            if ratio + 1e-9 < pair.minimum {
                let token = tokens[pair.foreground]
                diagnostics.append(TokenDiagnostic(
                    file: token?.file ?? resolverFile, path: pair.foreground, location: token?.location ?? .unknown,
                    message: "contrast on \(pair.background) is \(String(format: "%.2f", ratio)):1 in \(resolution); it must be at least \(formatNumber(pair.minimum)):1"))
            }
        }
        return diagnostics
    }

    /// WCAG contrast of a possibly translucent foreground drawn on a background (itself drawn on
    /// black when translucent, the worst case for a dark theme and irrelevant for opaque ones).
    public static func contrast(_ foreground: Color, on background: Color) -> Double {
        let base = background.alpha < 1 ? background.composited(over: .black) : background
        return foreground.composited(over: base).contrastRatio(with: base)
    }

    static func strayFiles(_ library: TokenLibrary) -> [TokenDiagnostic] {
        let referenced = Set(library.resolver.files.keys.map { ($0 as NSString).standardizingPath })
        guard let enumerator = FileManager.default.enumerator(atPath: library.directory.path) else { return [] }
        var diagnostics: [TokenDiagnostic] = []
        var all: [String] = []
        while let path = enumerator.nextObject() as? String {
            if path.hasSuffix(".tokens.json") { all.append(path) }
        }
        for path in all.sorted() where !referenced.contains((path as NSString).standardizingPath) {
            diagnostics.append(TokenDiagnostic(file: path, path: "", location: .unknown, message: "not referenced by \(library.resolver.file), so none of its tokens are used"))
        }
        return diagnostics
    }
}

/// Diagnostics in first-seen order without repeats (a problem in a shared file shows up in every
/// resolution but is one problem).
private struct DiagnosticList {
    private(set) var items: [TokenDiagnostic] = []
    private var seen = Set<TokenDiagnostic>()

    mutating func add(_ diagnostics: [TokenDiagnostic]) {
        for diagnostic in diagnostics where seen.insert(diagnostic).inserted { items.append(diagnostic) }
    }
}
