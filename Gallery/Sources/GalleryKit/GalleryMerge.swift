import Foundation

/// Joins shard outputs into one gallery: manifests concatenated back into catalog order, every
/// file copied into the merged folder after its SHA-256 is checked, then one index.
public enum GalleryMerge {
    public static func merge(_ inputs: [URL], into output: URL) throws(GalleryError) -> Manifest {
        var merged: Manifest?
        var sources: [String: URL] = [:]
        for input in inputs {
            let manifest = try Manifest.read(from: input)
            if var current = merged {
                for (name, a, b) in [("scale", "\(current.settings.scale)", "\(manifest.settings.scale)"),
                                     ("themes", "\(current.settings.themes)", "\(manifest.settings.themes)"),
                                     ("text size", current.settings.textSize, manifest.settings.textSize),
                                     ("layout direction", current.settings.layoutDirection, manifest.settings.layoutDirection)] where a != b {
                    throw .merge("\(input.path) was rendered with \(name) \(b), the others with \(a)")
                }
                current.images += manifest.images
                current.contactSheets += manifest.contactSheets
                current.failures += manifest.failures
                if current.fonts != nil || manifest.fonts != nil {
                    current.fonts = Array(Set((current.fonts ?? []) + (manifest.fonts ?? []))).sorted()
                }
                merged = current
            } else {
                merged = manifest
            }
            for file in manifest.images.map(\.file) + manifest.contactSheets.map(\.file) {
                if let other = sources[file] { throw .merge("\(file) is in both \(other.path) and \(input.path)") }
                sources[file] = input
            }
        }
        guard var manifest = merged else { throw .merge("no input folders") }
        manifest.settings.shard = Shard.whole.description
        manifest.sort()
        let hashes = manifest.images.map { ($0.file, $0.sha256) } + manifest.contactSheets.map { ($0.file, $0.sha256) }
        for (file, sha256) in hashes {
            guard let source = sources[file] else { continue }
            let from = source.appendingPathComponent(file), to = output.appendingPathComponent(file)
            let data: Data
            do { data = try Data(contentsOf: from) } catch {
                throw .io(path: from.path, reason: "is listed in the manifest but cannot be read")
            }
            guard SHA256.hexDigest(data) == sha256 else {
                throw .merge("\(from.path) does not match its SHA-256 in the manifest (changed after rendering?)")
            }
            guard from.standardizedFileURL != to.standardizedFileURL else { continue }
            do {
                try FileManager.default.createDirectory(at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: to)
            } catch {
                throw .io(path: to.path, reason: "cannot be written (\(error.localizedDescription))")
            }
        }
        try GalleryRun.write(manifest, to: output)
        return manifest
    }
}
