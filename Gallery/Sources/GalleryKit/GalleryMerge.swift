import ConfinedFiles
import Foundation
import Tessera

/// Joins shard outputs into one gallery: manifests concatenated back into catalog order, every
/// file copied into the merged folder after its SHA-256 is checked, the shards' audits joined
/// (when every shard has one), then one index.
///
/// Shard folders come from other machines (CI artifacts), so their manifests are not trusted:
/// every file one lists must be a path `gallery render` could have written (`StoryFile`), is read
/// through `FileRoot(shard)` — no `..`, absolute path or link leading out, regular files only, at
/// most `maximumFileBytes` — and written through `FileRoot(out)`, which never writes through a
/// link. Nothing outside the shard folders is read, and nothing outside `out` is written.
public enum GalleryMerge {
    /// The largest image copied. A gallery image is at most one 16,384-pixel canvas tall, and
    /// real ones stay far below this at compression level 1; the cap bounds memory, one file at a time.
    public static let maximumFileBytes = 256 << 20

    /// Where a listed file comes from, for reading it and for naming it in errors.
    private struct Source {
        var root: FileRoot
        /// The shard's `manifest.json`.
        var manifest: String
        /// "images[3]" or "contactSheets[0]".
        var entry: String

        func error(_ file: String, _ reason: String) -> GalleryError {
            .merge("\(manifest), \(entry): \"file\": \"\(FileAccessError.quoted(file))\" \(reason)")
        }
    }

    public static func merge(_ inputs: [URL], into output: URL) throws(GalleryError) -> Manifest {
        var merged: Manifest?
        var sources: [String: Source] = [:]
        var audits: [AuditFile?] = []
        for input in inputs {
            let root = try folder(input)
            let manifest = try Manifest.read(from: input)
            audits.append(try audit(in: root, input))
            let manifestPath = input.appendingPathComponent(Manifest.fileName).path
            if var current = merged {
                for (name, a, b) in [("scale", "\(current.settings.scale)", "\(manifest.settings.scale)"),
                                     ("themes", "\(current.settings.themes)", "\(manifest.settings.themes)"),
                                     ("text sizes", "\(current.settings.textSizes)", "\(manifest.settings.textSizes)"),
                                     ("layout directions", "\(current.settings.layoutDirections)", "\(manifest.settings.layoutDirections)"),
                                     ("locales", "\(current.settings.locales ?? [Renderer.defaultLocale])",
                                      "\(manifest.settings.locales ?? [Renderer.defaultLocale])")] where a != b {
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
            let entries = manifest.images.enumerated().map { ("images[\($0.offset)]", $0.element.file) }
                + manifest.contactSheets.enumerated().map { ("contactSheets[\($0.offset)]", $0.element.file) }
            for (entry, file) in entries {
                let source = Source(root: root, manifest: manifestPath, entry: entry)
                if let problem = StoryFile.problem(withManifestFile: file) {
                    throw source.error(file, "is not a file gallery render writes: it \(problem)")
                }
                if let other = sources[file] { throw source.error(file, "is also listed in \(other.manifest)") }
                sources[file] = source
            }
        }
        guard var manifest = merged else { throw .merge("no input folders") }
        manifest.settings.shard = Shard.whole.description
        manifest.sort()
        let out = try GalleryRun.createFolder(output)
        let hashes = manifest.images.map { ($0.file, $0.sha256) } + manifest.contactSheets.map { ($0.file, $0.sha256) }
        for (file, sha256) in hashes {
            guard let source = sources[file] else { continue }
            let bytes: [UInt8]
            do { bytes = try source.root.contents(of: file, maxBytes: maximumFileBytes) } catch {
                throw source.error(file, error.explanation)
            }
            guard SHA256.hexDigest(bytes) == sha256 else {
                throw source.error(file, "does not match its SHA-256 in the manifest (changed after rendering?)")
            }
            do { try out.write(bytes, to: file) } catch { throw .writing(error, in: output) }
        }
        // The audits join only when every shard was audited: a part of an audit would read as a
        // gallery with fewer findings than it has.
        let order = Dictionary(manifest.images.map { ("\($0.story)/\($0.variant)", $0.order) }, uniquingKeysWith: min)
        let audit = audits.contains { $0 == nil } ? nil : AuditFile.joined(audits.compactMap(\.self), order: order)
        try GalleryRun.write(manifest, audit: audit, to: output)
        return manifest
    }

    /// The shard's `audit.json`, nil when it has none (rendered with `--no-audit`).
    private static func audit(in root: FileRoot, _ input: URL) throws(GalleryError) -> AuditFile? {
        let path = input.appendingPathComponent(GalleryAudit.fileName).path
        let bytes: [UInt8]
        do { bytes = try root.contents(of: GalleryAudit.fileName, maxBytes: AuditFile.maximumFileBytes) } catch {
            if case .notFound = error.reason { return nil }
            throw .io(path: path, reason: error.explanation)
        }
        return try AuditFile.parse(bytes, path: path)
    }

    /// A shard folder as a root, or an error naming it.
    private static func folder(_ input: URL) throws(GalleryError) -> FileRoot {
        do { return try FileRoot(input.path) } catch { throw .io(path: input.path, reason: error.explanation) }
    }
}
