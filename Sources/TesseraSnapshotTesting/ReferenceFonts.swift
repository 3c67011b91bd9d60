import Foundation
import TesseraText

/// The font set recorded beside a reference PNG: `<name>.<theme>@<scale>x.fonts.json`, the
/// fingerprints (family, file, version, hash) of the faces the reference's text was drawn with.
///
/// A sidecar rather than a PNG text chunk, so recording fonts never changes a reference's bytes.
/// When an image stops matching, the verifier compares the sidecar with the fonts of the actual
/// render and the failure names the font that changed.
enum ReferenceFonts {
    /// The sidecar of the reference at `reference` (`….png` → `….fonts.json`).
    static func url(of reference: URL) -> URL {
        reference.deletingPathExtension().appendingPathExtension("fonts.json")
    }

    /// The recorded fingerprints; nil when there is no sidecar or it cannot be read as one (an
    /// unreadable record only loses the hint, never the comparison).
    static func read(for reference: URL) -> [FontFingerprint]? {
        guard let data = FileManager.default.contents(atPath: url(of: reference).path) else { return nil }
        return try? JSONDecoder().decode([FontFingerprint].self, from: data)
    }

    /// Writes the sidecar (sorted, stable bytes) unless it already says exactly this.
    static func write(_ fonts: [FontFingerprint], for reference: URL) throws(SnapshotError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let bytes: [UInt8]
        do { bytes = Array(try encoder.encode(fonts.sorted()) + Data("\n".utf8)) } catch {
            throw .io("cannot encode the font record of \(reference.path): \(error)")
        }
        let target = url(of: reference)
        if FileManager.default.contents(atPath: target.path).map(Array.init) == bytes { return }
        try SnapshotFiles.write(bytes, to: target)
    }
}
