import Foundation
import TesseraRaster
import TesseraText

/// Verifies renders against reference PNGs: the core behind `assertSnapshot`, returning a
/// result instead of failing a test, so any test framework (or a script) can use it.
///
/// Order of work, cheapest first: byte-equal PNGs pass without decoding (Tessera's output is
/// deterministic, so this is the common case); otherwise both are decoded and compared per pixel
/// (`PixelMatch`); only a failure pays for the diff image and the report.
public struct SnapshotVerifier: Sendable {
    public var tolerance: SnapshotTolerance
    /// The record mode for this verifier; nil reads it from the environment.
    public var record: RecordMode?
    /// The Snapshots folder; nil means `<package root>/Snapshots`, the package found from the
    /// test file.
    public var snapshotDirectory: String?
    /// Where failure artifacts go; nil means `$SNAPSHOT_ARTIFACTS`, else
    /// `<package root>/.build/snapshot-artifacts`.
    public var artifactsDirectory: String?
    public var environment: SnapshotEnvironment

    public init(
        tolerance: SnapshotTolerance = .exact, record: RecordMode? = nil, snapshotDirectory: String? = nil,
        artifactsDirectory: String? = nil, environment: SnapshotEnvironment = .current
    ) {
        self.tolerance = tolerance
        self.record = record
        self.snapshotDirectory = snapshotDirectory
        self.artifactsDirectory = artifactsDirectory
        self.environment = environment
    }

    /// Verifies the PNG `png` as snapshot `identity`; `testFile` (a `#filePath`) locates the
    /// package when no folders are given. Throws only when the snapshot cannot be verified at all
    /// (bad PNG data, unreadable files, an unknown record mode).
    ///
    /// `fonts`, the fingerprints of the fonts the render used, are recorded beside the reference
    /// whenever it is recorded (and added to a reference without them unless the mode is never);
    /// on a mismatch the failure says which of them differ from the recorded ones.
    public func verify(
        png: [UInt8], as identity: SnapshotIdentity, testFile: String, fonts: [FontFingerprint]? = nil
    ) throws(SnapshotError) -> SnapshotResult {
        let mode = try recordMode()
        let referenceURL = try snapshotsRoot(testFile).appendingPathComponent(identity.referencePath)
        let referenceExists = FileManager.default.fileExists(atPath: referenceURL.path)

        func result(_ outcome: SnapshotOutcome, mismatch: SnapshotMismatch? = nil, difference: PixelDifference? = nil,
                    artifacts: SnapshotArtifacts? = nil, fontChanges: [String] = []) -> SnapshotResult {
            SnapshotResult(identity: identity, outcome: outcome, referencePath: referenceURL.path, mismatch: mismatch,
                           difference: difference, artifacts: artifacts, fontChanges: fontChanges)
        }
        let recordedFonts = ReferenceFonts.read(for: referenceURL)
        /// Records the fonts with a new reference, or beside one that has none yet.
        func recordFonts(replacing: Bool) throws(SnapshotError) {
            guard let fonts, mode != .never, replacing || recordedFonts == nil else { return }
            try ReferenceFonts.write(fonts, for: referenceURL)
        }

        let store = ArtifactStore(root: try artifactsRoot(testFile))
        if mode == .all || !referenceExists {
            // Never record or report something that is not an image.
            _ = try decode(png, path: "the actual image of \(identity)")
            if mode == .never {
                let artifacts = try store.recordFailure(
                    identity, outcome: .missingReference, summary: "there is no reference and the record mode is never",
                    referencePath: referenceURL.path, reference: nil, actual: png, diff: nil)
                return result(.missingReference, artifacts: artifacts)
            }
            try SnapshotFiles.write(png, to: referenceURL)
            try recordFonts(replacing: true)
            // The new reference answers any earlier failure; the report should not show it.
            try store.clearFailure(identity)
            return result(mode == .all ? .recordedAll : .recordedMissing)
        }

        let referencePNG = try SnapshotFiles.read(referenceURL)
        if referencePNG == png {
            try recordFonts(replacing: false)
            try store.clearFailure(identity)
            return result(.matched)
        }
        let reference = try decode(referencePNG, path: referenceURL.path)
        let actual = try decode(png, path: "the actual image of \(identity)")

        let mismatch: SnapshotMismatch
        var difference: PixelDifference? = nil
        var diffPNG: [UInt8]? = nil
        if reference.width != actual.width || reference.height != actual.height {
            mismatch = .size(reference: PixelSize(width: reference.width, height: reference.height),
                             actual: PixelSize(width: actual.width, height: actual.height))
        } else {
            let compared = try PixelMatch.compare(reference, actual, threshold: tolerance.threshold)
            if tolerance.accepts(compared) {
                try recordFonts(replacing: false)
                try store.clearFailure(identity)
                return result(.matched, difference: compared)
            }
            let (_, diffImage) = try PixelMatch.diff(reference, actual, threshold: tolerance.threshold)
            difference = compared
            diffPNG = try encode(diffImage, for: identity)
            mismatch = .pixels(compared, tolerance: tolerance)
        }

        let outcome: SnapshotOutcome = mode == .failed ? .rerecordedMismatch : .mismatched
        let artifacts = try store.recordFailure(
            identity, outcome: outcome, summary: mismatch.summary, referencePath: referenceURL.path,
            reference: referencePNG, actual: png, diff: diffPNG)
        let fontChanges = fonts.map { FontFingerprint.changes(from: recordedFonts ?? [], to: $0) } ?? []
        if mode == .failed {
            try SnapshotFiles.write(png, to: referenceURL)
            try recordFonts(replacing: true)
        }
        return result(outcome, mismatch: mismatch, difference: difference, artifacts: artifacts,
                      fontChanges: recordedFonts == nil ? [] : fontChanges)
    }

    /// Encodes `bitmap` (deterministically, with the default PNG options) and verifies it.
    public func verify(_ bitmap: Bitmap, as identity: SnapshotIdentity, testFile: String) throws(SnapshotError) -> SnapshotResult {
        try verify(png: try encode(bitmap, for: identity), as: identity, testFile: testFile)
    }

    /// The explicit mode, else the environment's (written out: `??` would erase the error type).
    private func recordMode() throws(SnapshotError) -> RecordMode {
        if let record { return record }
        return try environment.recordMode()
    }

    private func snapshotsRoot(_ testFile: String) throws(SnapshotError) -> URL {
        if let snapshotDirectory { return URL(fileURLWithPath: snapshotDirectory, isDirectory: true) }
        return try PackageRoot.containing(testFile).appendingPathComponent("Snapshots", isDirectory: true)
    }

    private func artifactsRoot(_ testFile: String) throws(SnapshotError) -> URL {
        if let folder = artifactsDirectory ?? environment.artifactsDirectory {
            return URL(fileURLWithPath: folder, isDirectory: true)
        }
        if let package = try? PackageRoot.containing(testFile) {
            return package.appendingPathComponent(".build/snapshot-artifacts", isDirectory: true)
        }
        return FileManager.default.temporaryDirectory.appendingPathComponent("tessera-snapshot-artifacts", isDirectory: true)
    }

    private func decode(_ png: [UInt8], path: String) throws(SnapshotError) -> Bitmap {
        do { return try PNG.decode(png) } catch { throw .unreadableImage(path: path, reason: error.description) }
    }

    private func encode(_ bitmap: Bitmap, for identity: SnapshotIdentity) throws(SnapshotError) -> [UInt8] {
        do { return try PNG.encode(bitmap) } catch { throw .io("cannot encode an image of \(identity): \(error)") }
    }
}
