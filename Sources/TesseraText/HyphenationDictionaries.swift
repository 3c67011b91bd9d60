import Foundation

/// The hyphenation dictionaries installed on the machine (Debian's `hyphen-*` packages put
/// libhyphen files in /usr/share/hyphen), found by locale and each loaded once.
///
/// A locale picks the most specific file there is: `de-CH` takes `hyph_de_CH.dic`, `en` takes
/// `hyph_en.dic`, `en-IE` falls back to `hyph_en.dic`. A locale with no file (or a malformed
/// tag) has no dictionary, and its text is not hyphenated; that is never an error, since text in
/// any language must still draw. Tags are parsed, never pasted into a path: only letters and
/// digits reach a file name.
final class HyphenationDictionaries: @unchecked Sendable {
    /// The system's dictionaries.
    static let shared = HyphenationDictionaries(directories: ["/usr/share/hyphen"])

    private let directories: [String]
    private let lock = Lock()
    /// Answers by locale tag, misses included, so a locale is looked up once.
    private var byLocale: [String: HyphenationDictionary?] = [:]
    /// Loaded files by resolved path: Debian's region symlinks (de_AT → de_DE) share one load.
    private var byFile: [String: HyphenationDictionary] = [:]
    /// Tags come from documents; past this many distinct ones the answers are forgotten (the
    /// loaded files stay), bounding memory in a long-running process.
    private let localeLimit = 1_000

    /// Dictionaries looked up in these folders, first match wins.
    init(directories: [String]) {
        self.directories = directories
    }

    /// The dictionary of a BCP 47 tag (`en-US`, `de`, POSIX `fr_CA.UTF-8` too), loading it on
    /// first use; nil when none is installed.
    func dictionary(for locale: String) -> HyphenationDictionary? {
        lock.withLock {
            if let known = byLocale[locale] { return known }
            let found = Self.fileNames(for: locale).lazy.compactMap(load).first
            if byLocale.count >= localeLimit { byLocale.removeAll(keepingCapacity: true) }
            byLocale[locale] = found
            return found
        }
    }

    /// The first installed file of that name, loaded once per resolved path. Called under `lock`.
    private func load(_ name: String) -> HyphenationDictionary? {
        for directory in directories {
            let path = URL(fileURLWithPath: directory).appendingPathComponent(name).resolvingSymlinksInPath().path
            if let loaded = byFile[path] { return loaded }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
                  let dictionary = HyphenationDictionary(path: path) else { continue }
            byFile[path] = dictionary
            return dictionary
        }
        return nil
    }

    /// libhyphen file names to try for a tag, most specific first: language_Script_REGION,
    /// language_REGION, language_Script, language. Empty for a tag that is not letters and digits
    /// in subtags of one to eight.
    static func fileNames(for locale: String) -> [String] {
        // POSIX locales carry an encoding and a modifier: fr_CA.UTF-8@euro.
        let tag = locale.prefix { $0 != "." && $0 != "@" }
        let subtags = tag.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let first = subtags.first, (2...3).contains(first.count),
              subtags.allSatisfy({ (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } })
        else { return [] }
        let language = first.lowercased()
        var script: String?, region: String?
        for subtag in subtags.dropFirst() {
            if script == nil, region == nil, subtag.count == 4, subtag.allSatisfy(\.isLetter) {
                script = subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased()
            } else if region == nil, (subtag.count == 2 && subtag.allSatisfy(\.isLetter))
                        || (subtag.count == 3 && subtag.allSatisfy(\.isNumber)) {
                region = subtag.uppercased()
            }
        }
        var names: [String] = []
        for parts in [[language, script, region], [language, region], [language, script], [language]] {
            let present = parts.compactMap { $0 }
            guard present.count == parts.count else { continue }
            let name = "hyph_" + present.joined(separator: "_") + ".dic"
            if !names.contains(name) { names.append(name) }
        }
        return names
    }
}
