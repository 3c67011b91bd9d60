import Foundation
import Testing
@testable import TesseraTokens

/// Resolves in-memory token JSON (one string per source), returning tokens and diagnostics.
func resolve(_ sources: String...) throws -> (tokens: ResolvedTokens, diagnostics: [String]) {
    let parsed = try sources.enumerated().map { i, text in try TokenSource(name: "source\(i).json", text: text) }
    let (tokens, diagnostics) = ResolvedTokens.resolving(parsed)
    return (tokens, diagnostics.map(\.description))
}

/// The value of one token in a single in-memory document; fails the test on any diagnostic.
func value(of name: String, in json: String) throws -> TokenValue? {
    let (tokens, diagnostics) = try resolve(json)
    #expect(diagnostics.isEmpty, "unexpected diagnostics: \(diagnostics)")
    return tokens[name]?.value
}

/// Messages (without file and position) for a one-document token set.
func messages(_ json: String) throws -> [String] {
    let parsed = try TokenSource(name: "t.json", text: json)
    return ResolvedTokens.resolving([parsed]).diagnostics.map(\.message)
}

/// Tessera's token folder in the repository, found from this source file.
let tokenFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/Tessera/Resources/Tokens")

/// A file or folder in the test resource folder `Broken/`.
func brokenResource(_ name: String) throws -> URL {
    let folder = try #require(Bundle.module.url(forResource: "Broken", withExtension: nil))
    return folder.appendingPathComponent(name)
}
