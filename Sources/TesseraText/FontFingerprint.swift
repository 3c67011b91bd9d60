import Foundation

/// What identifies a font file a render used: its family, file name, the version its name table
/// declares and a hash of its bytes. Recorded beside gallery manifests and snapshot references,
/// so when an image changes on another machine the record says which font differs — the drift
/// that otherwise takes days to find.
public struct FontFingerprint: Codable, Hashable, Sendable, Comparable, CustomStringConvertible {
    public var family: String
    /// The file name without its folder (the folder differs between machines; the name rarely).
    public var file: String
    /// The name table's version string ("Version 4.000"), "" when it has none.
    public var version: String
    /// FNV-1a (64-bit) of the file's bytes, as 16 hex digits: a cheap, stable check that two
    /// files are the same, not a security measure.
    public var hash: String

    public init(family: String, file: String, version: String, hash: String) {
        self.family = family
        self.file = file
        self.version = version
        self.hash = hash
    }

    /// The fingerprint of `face`; the file is read and hashed once per process.
    public init(_ face: FontFace) {
        self.init(family: face.familyName, file: URL(fileURLWithPath: face.path).lastPathComponent,
                  version: face.version, hash: FileHashes.shared.hash(of: face.path))
    }

    /// Family and file name: what stays the same when a font is updated in place.
    public var key: String { "\(family) (\(file))" }

    public var description: String { "\(key) \(version), hash \(hash)" }

    public static func < (a: FontFingerprint, b: FontFingerprint) -> Bool {
        (a.family, a.file, a.version, a.hash) < (b.family, b.file, b.version, b.hash)
    }

    /// Sentences saying how `current` differs from `recorded`, one per font: changed (version or
    /// bytes), no longer used, or newly used. Empty when the sets are equal.
    public static func changes(from recorded: [FontFingerprint], to current: [FontFingerprint]) -> [String] {
        let old = Dictionary(recorded.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
        let new = Dictionary(current.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
        var lines: [String] = []
        for key in Set(old.keys).union(new.keys).sorted() {
            switch (old[key], new[key]) {
            case let (was?, now?) where was != now:
                lines.append("\(key) changed: \(was.version), hash \(was.hash) → \(now.version), hash \(now.hash)")
            case let (was?, nil):
                lines.append("\(key) is no longer used (the reference used \(was.version), hash \(was.hash))")
            case let (nil, now?):
                lines.append("\(key) is used now (\(now.version), hash \(now.hash)) but not by the reference")
            default: break
            }
        }
        return lines
    }
}

/// File hashes by path, computed once per process: a CJK collection is 20 MB.
private final class FileHashes: @unchecked Sendable {
    static let shared = FileHashes()
    private let lock = Lock()
    private var hashes: [String: String] = [:]

    func hash(of path: String) -> String {
        if let known = lock.withLock({ hashes[path] }) { return known }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        if let data = FileManager.default.contents(atPath: path) {
            data.withUnsafeBytes { bytes in
                for byte in bytes {
                    hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
                }
            }
        }
        let hex = String(hash, radix: 16)
        let text = String(repeating: "0", count: 16 - hex.count) + hex
        lock.withLock { hashes[path] = text }
        return text
    }
}
