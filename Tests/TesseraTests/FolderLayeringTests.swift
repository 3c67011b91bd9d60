import Foundation
import Testing

/// The folders inside `Tessera` point one way (issue 20): a file names only types declared in
/// its own folder or in folders below it, so each layer can be read, and changed, knowing only
/// what is under it. The order, bottom first, is the one the README's "Inside Tessera" lists.
///
/// Checked on the source text: each folder's top-level type names (struct, enum, class,
/// protocol, actor, typealias), then every identifier of every file outside comments and string
/// literals, not after a dot (members such as `.padding` are not types).
@Suite struct FolderLayeringTests {
    static let order = ["Tokens", "Core", "Views", "Scene", "Modifiers", "Bento", "Rendering", "Audit"]

    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/Tessera")

    /// Every Swift file below `Sources/Tessera/<folder>/`, with its folder.
    static func files() throws -> [(folder: String, url: URL)] {
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        var found: [(String, URL)] = []
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let parts = url.path.dropFirst(sources.path.count + 1).split(separator: "/")
            if parts.count >= 2 { found.append((String(parts[0]), url)) }
        }
        return found
    }

    /// `text` without comments and string literals (their words are prose, not references).
    static func code(_ text: String) -> String {
        var text = text
        for pattern in [#"\"\"\"[\s\S]*?\"\"\""#, ##"#"[^\n]*?"#"##, #""(?:[^"\\\n]|\\.)*""#, #"/\*[\s\S]*?\*/"#, #"//[^\n]*"#] {
            let regex = try! NSRegularExpression(pattern: pattern)
            text = regex.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "\"\"")
        }
        return text
    }

    static func declaredTypes(in text: String) -> [String] {
        let regex = try! NSRegularExpression(
            pattern: #"^(?:@\w+\s+)*(?:public |internal |private |fileprivate |package )?(?:final )?(?:indirect )?(?:struct|enum|class|protocol|actor|typealias)\s+(\w+)"#,
            options: .anchorsMatchLines)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    /// The identifiers of `code` that are not members (not right after a dot).
    static func referencedNames(in code: String) -> Set<String> {
        var names: Set<String> = []
        var current = "", afterDot = false, previous: Character = " "
        for character in code + " " {
            if character.isLetter || character.isNumber || character == "_" {
                if current.isEmpty { afterDot = previous == "." }
                current.append(character)
            } else {
                if !current.isEmpty, !afterDot { names.insert(current) }
                current = ""
            }
            previous = character
        }
        return names
    }

    @Test func everyFolderIsInTheOrder() throws {
        let folders = Set(try Self.files().map(\.folder))
        #expect(folders == Set(Self.order), "a folder not in FolderLayeringTests.order (and the README's list) has no place yet")
    }

    @Test func noFileNamesATypeOfAFolderAboveIt() throws {
        let files = try Self.files()
        var owner: [String: String] = [:]
        for (folder, url) in files {
            for name in Self.declaredTypes(in: try String(contentsOf: url, encoding: .utf8)) { owner[name] = folder }
        }
        try #require(owner.count > 100, "found only \(owner.count) types: is the source folder where the test expects it?")
        var upward: [String] = []
        for (folder, url) in files {
            guard let level = Self.order.firstIndex(of: folder) else { continue }
            for name in Self.referencedNames(in: Self.code(try String(contentsOf: url, encoding: .utf8))) {
                guard let home = owner[name], let homeLevel = Self.order.firstIndex(of: home), homeLevel > level else { continue }
                upward.append("\(folder)/\(url.lastPathComponent) names \(name), declared in \(home)/")
            }
        }
        #expect(upward.sorted() == [])
    }

    /// The check finds what it is for: a reference up the order in a file's code is reported,
    /// the same words in a comment or a string are not.
    @Test func theCheckSeesCodeAndIgnoresProse() {
        let code = Self.code(#"let r: Renderer = x // a Renderer"# + "\n" + #"let s = "Renderer(tokens:)"; let p = .padding"#)
        let names = Self.referencedNames(in: code)
        #expect(names.contains("Renderer"))
        #expect(!names.contains("tokens") && !names.contains("padding"))
        #expect(Self.declaredTypes(in: "public struct Renderer {\n    struct Nested {}\n}") == ["Renderer"])
    }
}
