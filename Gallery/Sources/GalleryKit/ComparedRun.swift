import ConfinedFiles
import Foundation

/// One side of `gallery compare`: a run's folder (a render or a merge of shards), its manifest,
/// and what is compared — its story images (each keyed with its locale), then its contact sheets
/// in the same form (`contactSheetVariant`, the page as the part).
///
/// The folder is not trusted (a CI artifact of a branch, possibly a fork's): the manifest is read
/// as a regular file inside it, every file it lists must be a path `gallery render` writes, and
/// files are read only through `FileRoot(folder)`.
struct ComparedRun {
    let folder: URL
    let root: FileRoot
    let manifest: Manifest
    /// The story images, then the contact sheets as images.
    let entries: [Manifest.Image]
    /// `entries[i]`'s key.
    let keys: [ImageKey]

    /// The variant a contact sheet is compared and reviewed as.
    static let contactSheetVariant = "contact sheet"

    init(_ folder: URL) throws(GalleryError) {
        self.folder = folder
        do { root = try FileRoot(folder.path) } catch { throw .io(path: folder.path, reason: error.explanation) }
        manifest = try Manifest.read(from: folder)
        let sheets = manifest.contactSheets.map(Self.image)
        entries = manifest.images + sheets
        let keys = manifest.images.map { ImageKey($0) } + sheets.map { ImageKey($0, contactSheet: true) }
        self.keys = keys
        let manifestPath = folder.appendingPathComponent(Manifest.fileName).path
        var seen: [ImageKey: String] = [:]
        for (index, image) in entries.enumerated() {
            let entry = index < manifest.images.count ? "images[\(index)]" : "contactSheets[\(index - manifest.images.count)]"
            if let problem = StoryFile.problem(withManifestFile: image.file) {
                throw .manifest(path: manifestPath,
                                reason: "\(entry).file \"\(FileAccessError.quoted(image.file))\" is not a file gallery render writes: it \(problem)")
            }
            if let earlier = seen.updateValue(entry, forKey: keys[index]) {
                throw .manifest(path: manifestPath, reason: "\(entry) and \(earlier) are both \(keys[index])")
            }
        }
    }

    /// A contact sheet as the image entry compare matches, reads and reviews (sheets are drawn at 1x).
    private static func image(_ sheet: Manifest.ContactSheet) -> Manifest.Image {
        Manifest.Image(story: sheet.story, variant: contactSheetVariant, summary: "The group's contact sheet.", order: sheet.order,
                       theme: sheet.theme, textSize: sheet.textSize, layoutDirection: sheet.layoutDirection, locale: sheet.locale, scale: 1,
                       part: sheet.page, parts: sheet.pages, file: sheet.file, width: sheet.width, height: sheet.height,
                       sha256: sheet.sha256, renderMilliseconds: 0)
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
