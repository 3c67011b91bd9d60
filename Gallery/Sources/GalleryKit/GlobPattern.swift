/// A shell-style pattern for `--filter`: `*` matches any run of characters (slashes included,
/// so `Atoms/*` selects a whole group), `?` one character; everything else matches itself.
/// A story is selected when the pattern matches its id (`group/name`).
public struct GlobPattern: Sendable, CustomStringConvertible {
    public let description: String
    private let pattern: [Character]

    public init(_ pattern: String) {
        description = pattern
        self.pattern = Array(pattern)
    }

    public func matches(_ text: String) -> Bool {
        let text = Array(text)
        // Iterative wildcard matching with one backtrack point: linear in practice, never exponential.
        var p = 0, t = 0, starP = -1, starT = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
                p += 1
                t += 1
            } else if p < pattern.count, pattern[p] == "*" {
                starP = p
                starT = t
                p += 1
            } else if starP >= 0 {
                p = starP + 1
                starT += 1
                t = starT
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
