import ConfinedFiles
import Foundation

/// One side of `gallery compare`: a run's folder (a render or a merge of shards), its manifest,
/// and each image's key.
///
/// The folder is not trusted (a CI artifact of a branch, possibly a fork's): the manifest is read
/// as a regular file inside it, every file it lists must be a path `gallery render` writes, and
/// files are read only through `FileRoot(folder)`.
struct ComparedRun {
    let folder: URL
    let root: FileRoot
    let manifest: Manifest
    /// `images[i]`'s key.
    let keys: [ImageKey]

    init(_ folder: URL) throws(GalleryError) {
        self.folder = folder
        do { root = try FileRoot(folder.path) } catch { throw .io(path: folder.path, reason: error.explanation) }
        manifest = try Manifest.read(from: folder)
        let keys = manifest.images.map(ImageKey.init)
        self.keys = keys
        let manifestPath = folder.appendingPathComponent(Manifest.fileName).path
        var seen: [ImageKey: Int] = [:]
        for (index, image) in manifest.images.enumerated() {
            if let problem = StoryFile.problem(withManifestFile: image.file) {
                throw .manifest(path: manifestPath, reason: "images[\(index)].file \"\(FileAccessError.quoted(image.file))\" is not a file gallery render writes: it \(problem)")
            }
            if let earlier = seen.updateValue(index, forKey: keys[index]) {
                throw .manifest(path: manifestPath, reason: "images[\(index)] and images[\(earlier)] are both \(keys[index])")
            }
        }
    }

    /// The bytes of `image`, checked against its SHA-256 in the manifest (a file changed after
    /// rendering, or a manifest lying about it, must not be reviewed as if it were the run's).
    func bytes(of image: Manifest.Image) throws(GalleryError) -> [UInt8] {
        let bytes: [UInt8]
        do { bytes = try root.contents(of: image.file, maxBytes: GalleryMerge.maximumFileBytes) } catch {
            throw .io(path: folder.appendingPathComponent(FileAccessError.quoted(error.path)).path, reason: error.explanation)
        }
        guard SHA256.hexDigest(bytes) == image.sha256 else {
            throw .io(path: folder.appendingPathComponent(image.file).path,
                      reason: "does not match its SHA-256 in the manifest (changed after rendering?)")
        }
        return bytes
    }
}
