/// JSON paths (`$.operations[2].paint`) as value errors name them.
public enum JSONPath {
    /// `path.key`, or `path["key"]` when the key is not a plain name; long keys are cut (see
    /// `Excerpt`), so a path is never as large as a hostile key.
    public static func member(_ path: String, _ key: String) -> String {
        isPlainName(key) ? "\(path).\(key)" : "\(path)[\(Excerpt.quoted(key))]"
    }

    /// `path[index]`.
    public static func item(_ path: String, _ index: Int) -> String { "\(path)[\(index)]" }

    /// Short ASCII letters, digits, `_`, `$` and `-`: keys that read unambiguously after a dot.
    private static func isPlainName(_ key: String) -> Bool {
        !key.isEmpty && key.utf8.count <= Excerpt.limit && key.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_$-".unicodeScalars.contains(scalar))
        }
    }
}
