import ConfinedFiles
import Foundation
import Tessera
import TesseraStories

/// `gallery approve`: writes the accepted images of a review folder (`gallery compare`'s output)
/// as the snapshot suite's references, `Snapshots/<group, / → ->/<name>.<theme>@<scale>x.png`
/// (`SnapshotReference`, the suite's own mapping), so the suite then passes. Whatever is not
/// named is left alone.
///
/// Only images the suite checks can become references: the default text size (large), left to
/// right, no locale, one part. Others that are named are reported as skipped, never written
/// under a name the suite would read as something else. The review folder may be a downloaded
/// artifact, so `changes.json` and its images are read through `FileRoot(review)` and each image
/// is checked against its SHA-256; references are written through `FileRoot(snapshots)`.
public enum GalleryApprove {
    public struct Outcome: Equatable, Sendable {
        /// Reference paths written, relative to the Snapshots folder.
        public var written: [String] = []
        /// Named entries that were not written, each with why.
        public var skipped: [String] = []
    }

    /// Accepts the entries of `review` that `selections` name: a story id ("Atoms/Button/primary",
    /// every theme of it) or an image ("Atoms/Button/primary@dark", as the review page writes it).
    /// A selection that names nothing in the review is an error, so a typo does not pass silently.
    public static func approve(review: URL, selections: [String], snapshots: URL) throws(GalleryError) -> Outcome {
        let root: FileRoot
        do { root = try FileRoot(review.path) } catch { throw .io(path: review.path, reason: error.explanation) }
        let report = try read(root, review)
        let out: FileRoot
        do { out = try FileRoot(snapshots.path) } catch { throw .io(path: snapshots.path, reason: error.explanation) }
        let wanted = Set(selections)
        var used: Set<String> = []
        var outcome = Outcome()
        for change in report.reviewable {
            guard let selection = [change.approvalID, change.storyID].first(where: wanted.contains) else { continue }
            used.insert(selection)
            if let reason = whyNotReference(change) {
                outcome.skipped.append("\(change.approvalID) (\(change.textSize), \(change.layoutDirection)): \(reason)")
                continue
            }
            guard let after = change.after else { continue }
            let png = try referencePNG(after, root, review)
            let path = SnapshotReference.path(group: change.story, name: change.variant, theme: change.theme, scale: change.scale)
            do { try out.write(png, to: path) } catch { throw .writing(error, in: snapshots) }
            outcome.written.append(path)
        }
        if let unknown = selections.first(where: { !used.contains($0) }) {
            throw .invalidArgument("--stories", FileAccessError.quoted(unknown), "names no change in \(review.path)/\(ChangeReport.fileName)")
        }
        return outcome
    }

    /// Why `change` cannot become a suite reference, or nil when it can.
    static func whyNotReference(_ change: ImageChange) -> String? {
        if change.status == .removed { return "removed from the gallery; delete its reference by hand if the story is gone" }
        if change.contactSheet == true { return "a contact sheet; the suite checks the stories" }
        if change.textSize != TextSize.large.rawValue || change.layoutDirection != LayoutDirection.leftToRight.rawValue
            || change.locale != nil {
            return "the snapshot suite checks the large text size, left to right, only"
        }
        if change.part != nil { return "drawn in parts; the suite checks whole images" }
        return nil
    }

    private static func read(_ root: FileRoot, _ review: URL) throws(GalleryError) -> ChangeReport {
        let path = review.appendingPathComponent(ChangeReport.fileName).path
        do {
            let bytes = try root.contents(of: ChangeReport.fileName, maxBytes: Manifest.maximumFileBytes)
            return try JSONDecoder().decode(ChangeReport.self, from: Data(bytes))
        } catch let error as FileAccessError {
            throw .io(path: path, reason: error.explanation)
        } catch {
            throw .manifest(path: path, reason: "not the changes.json of gallery compare: \(error)")
        }
    }

    /// The accepted image, checked and re-encoded with the library's default PNG options: the
    /// bytes the suite itself records (the gallery writes faster, larger PNGs of the same pixels).
    private static func referencePNG(_ file: ImageChange.File, _ root: FileRoot, _ review: URL) throws(GalleryError) -> [UInt8] {
        let where_ = review.appendingPathComponent(FileAccessError.quoted(file.file)).path
        guard file.file.hasPrefix("after/"), StoryFile.problem(withManifestFile: String(file.file.dropFirst(6))) == nil else {
            throw .io(path: where_, reason: "is not an image gallery compare writes")
        }
        let bytes: [UInt8]
        do { bytes = try root.contents(of: file.file, maxBytes: GalleryMerge.maximumFileBytes) } catch {
            throw .io(path: where_, reason: error.explanation)
        }
        guard SHA256.hexDigest(bytes) == file.sha256 else {
            throw .io(path: where_, reason: "does not match its SHA-256 in changes.json (changed after the comparison?)")
        }
        do {
            return try PNG.encode(try PNG.decode(bytes, maximumPixels: Canvas.maxPixels))
        } catch {
            throw .io(path: where_, reason: "is not a readable PNG (\(error))")
        }
    }
}
