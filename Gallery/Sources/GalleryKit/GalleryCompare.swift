import ConfinedFiles
import Foundation
import Tessera
import TesseraPixelDiff

/// `gallery compare`: what a change did to every image of a gallery, between a baseline run and
/// the current one (two `gallery render` or `gallery merge` folders).
///
/// Work is ordered cheapest first, as in the snapshot verifier: images are matched by story and
/// rendition and classed from the manifests' SHA-256s, so equal files are never read; only pairs
/// whose hashes differ are read, checked against their hashes, decoded and compared with
/// `PixelDiff`, the comparison the snapshot suites use (the same anti-aliasing handling), in parallel.
///
/// The review folder `out` is self-contained — `changes.json`, `index.html`, and the before,
/// after and diff images of the changes only (`before/…`, `after/…`, `diff/…`) — so it can be
/// kept as a CI artifact and opened from `file://`. It is written only through `FileRoot(out)`.
public enum GalleryCompare {
    /// pixelmatch's per-pixel threshold: 0, as the suites' default `perceptualPrecision` of 1,
    /// so what compare calls unchanged is what the suite would pass.
    public static let defaultThreshold = 0.0

    public static func compare(
        baseline: URL, current: URL, into output: URL, threshold: Double = defaultThreshold,
        jobs: Int = ProcessInfo.processInfo.activeProcessorCount, command: String = "gallery"
    ) throws(GalleryError) -> ChangeReport {
        let old = try ComparedRun(baseline)
        let new = try ComparedRun(current)
        let pairs = ImageMatching.pairs(baseline: Array(zip(old.keys, old.entries)), current: Array(zip(new.keys, new.entries)))
        let out = try GalleryRun.createFolder(output)
        let outcomes = WorkQueue.map(count: pairs.count, threads: jobs) { index -> Result<ImageChange, GalleryError> in
            do throws(GalleryError) {
                return .success(try change(pairs[index], old: old, new: new, out: out, output: output, threshold: threshold))
            } catch {
                return .failure(error)
            }
        }
        var changes: [ImageChange] = []
        for outcome in outcomes {
            switch outcome {
            case .success(let change): changes.append(change)
            case .failure(let error): throw error
            }
        }
        let report = ChangeReport(title: new.manifest.title ?? old.manifest.title, baseline: baseline.path, current: current.path,
                                  changes: changes.filter { $0.status != .unchanged } + changes.filter { $0.status == .unchanged })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            try out.write(Array(try encoder.encode(report) + Data("\n".utf8)), to: ChangeReport.fileName)
            try out.write(Array(ReviewPage(report: report, folder: output.path, command: command).html.utf8), to: ReviewPage.fileName)
        } catch let error as FileAccessError {
            throw .writing(error, in: output)
        } catch {
            throw .io(path: output.appendingPathComponent(ChangeReport.fileName).path, reason: "cannot be encoded (\(error))")
        }
        return report
    }

    /// One pair's entry; the images of a change are copied into the review folder.
    private static func change(
        _ pair: ImageMatching.Pair, old: ComparedRun, new: ComparedRun, out: FileRoot, output: URL, threshold: Double
    ) throws(GalleryError) -> ImageChange {
        let image = pair.after ?? pair.before!
        var entry = ImageChange(
            story: image.story, variant: image.variant, summary: image.summary, theme: image.theme, scale: image.scale,
            textSize: image.textSize, layoutDirection: image.layoutDirection, locale: pair.key.locale, part: image.part,
            status: pair.status ?? .changed)
        if pair.key.contactSheet { entry.contactSheet = true }
        if entry.status == .unchanged { return entry }
        let beforeBytes = try pair.before.map { image throws(GalleryError) in try old.bytes(of: image) }
        let afterBytes = try pair.after.map { image throws(GalleryError) in try new.bytes(of: image) }
        if let before = pair.before, let afterImage = pair.after, let beforeBytes, let afterBytes {
            let a = try decode(beforeBytes, old, before), b = try decode(afterBytes, new, afterImage)
            if a.width != b.width || a.height != b.height {
                entry.note = "size \(a.width)×\(a.height) → \(b.width)×\(b.height)"
            } else {
                let (difference, diffImage): (PixelDifference, Bitmap)
                do { (difference, diffImage) = try PixelDiff.diff(a, b, threshold: threshold) } catch {
                    throw .io(path: new.folder.appendingPathComponent(afterImage.file).path, reason: "cannot be compared: \(error)")
                }
                if difference.differentPixels == 0 {
                    entry.status = .unchanged
                    return entry
                }
                entry.differentPixels = difference.differentPixels
                entry.largestDifference = (difference.largestDifference * 10_000).rounded() / 10_000
                entry.region = difference.region.map { ImageChange.Region(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
                let diffFile = "diff/" + afterImage.file
                let png: [UInt8]
                do { png = try PNG.encode(diffImage, options: GalleryRun.encodeOptions) } catch {
                    throw .io(path: output.appendingPathComponent(diffFile).path, reason: "cannot be encoded (\(error))")
                }
                try write(png, to: diffFile, out, output)
                entry.diff = diffFile
            }
        }
        if let before = pair.before, let beforeBytes {
            entry.before = try copy(beforeBytes, of: before, to: "before/", out, output)
        }
        if let after = pair.after, let afterBytes {
            entry.after = try copy(afterBytes, of: after, to: "after/", out, output)
        }
        return entry
    }

    private static func decode(_ bytes: [UInt8], _ run: ComparedRun, _ image: Manifest.Image) throws(GalleryError) -> Bitmap {
        do { return try PNG.decode(bytes, maximumPixels: Canvas.maxPixels) } catch {
            throw .io(path: run.folder.appendingPathComponent(image.file).path, reason: "is not a readable PNG (\(error))")
        }
    }

    private static func copy(_ bytes: [UInt8], of image: Manifest.Image, to folder: String, _ out: FileRoot, _ output: URL)
        throws(GalleryError) -> ImageChange.File
    {
        try write(bytes, to: folder + image.file, out, output)
        return ImageChange.File(file: folder + image.file, width: image.width, height: image.height, sha256: image.sha256)
    }

    private static func write(_ bytes: [UInt8], to file: String, _ out: FileRoot, _ output: URL) throws(GalleryError) {
        do { try out.write(bytes, to: file) } catch { throw .writing(error, in: output) }
    }
}
