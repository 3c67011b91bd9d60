import TesseraRaster
import TesseraText

#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Asserts that the PNG `png` matches the reference `Snapshots/<suite>/<named>.<theme>@<scale>x.png`.
///
/// On a mismatch the test fails with how many pixels differ, by how much at most and where,
/// and the paths of the reference, actual and diff images and of the HTML report. Recording
/// (a missing reference, record mode `all` or `failed`) fails too and says what it recorded.
///
/// Inside a Swift Testing test the failure is an `Issue` at the caller's source location;
/// otherwise (XCTest) it is an `XCTFail` at the caller's file and line.
///
/// - Parameters:
///   - suite: the folder under Snapshots; by default the test file's name without `.swift`.
///   - precision: the fraction of pixels that must match (1: all).
///   - perceptualPrecision: how similar each pixel must be (1: no perceptible change;
///     pixelmatch's threshold is 1 − perceptualPrecision). Anti-aliasing never counts.
///   - record: overrides `TESSERA_RECORD` / `SNAPSHOT_TESTING_RECORD` and the CI default.
///   - snapshotDirectory: the Snapshots folder; by default found from `filePath`.
///   - fonts: fingerprints of the fonts the render used (`RenderResult.fonts`), recorded beside
///     the reference; a mismatch then names the fonts that differ from the recorded ones.
public func assertSnapshot(
    png: [UInt8], named name: String, theme: String, scale: Double, suite: String? = nil,
    precision: Double = 1, perceptualPrecision: Double = 1, record: RecordMode? = nil,
    snapshotDirectory: String? = nil, artifactsDirectory: String? = nil, environment: SnapshotEnvironment = .current,
    fonts: [FontFingerprint]? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let message: String?
    do {
        let result = try verifySnapshot(
            png: png, named: name, theme: theme, scale: scale, suite: suite, precision: precision,
            perceptualPrecision: perceptualPrecision, record: record, snapshotDirectory: snapshotDirectory,
            artifactsDirectory: artifactsDirectory, environment: environment, fonts: fonts, filePath: filePath)
        message = result.failureMessage
    } catch {
        message = "Snapshot \"\(name)\" could not be verified: \(error)"
    }
    guard let message else { return }
    reportSnapshotFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts that `bitmap` (encoded as PNG) matches its reference; see `assertSnapshot(png:...)`.
public func assertSnapshot(
    of bitmap: Bitmap, named name: String, theme: String, scale: Double, suite: String? = nil,
    precision: Double = 1, perceptualPrecision: Double = 1, record: RecordMode? = nil,
    snapshotDirectory: String? = nil, artifactsDirectory: String? = nil, environment: SnapshotEnvironment = .current,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let png: [UInt8]
    do {
        png = try PNG.encode(bitmap)
    } catch {
        reportSnapshotFailure("Snapshot \"\(name)\": the image could not be encoded as PNG: \(error)",
                              fileID: fileID, filePath: filePath, line: line, column: column)
        return
    }
    assertSnapshot(
        png: png, named: name, theme: theme, scale: scale, suite: suite, precision: precision,
        perceptualPrecision: perceptualPrecision, record: record, snapshotDirectory: snapshotDirectory,
        artifactsDirectory: artifactsDirectory, environment: environment,
        fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Verifies the PNG `png` against its reference and returns the result instead of failing a
/// test: for custom assertions and other test frameworks. Parameters as in `assertSnapshot`.
public func verifySnapshot(
    png: [UInt8], named name: String, theme: String, scale: Double, suite: String? = nil,
    precision: Double = 1, perceptualPrecision: Double = 1, record: RecordMode? = nil,
    snapshotDirectory: String? = nil, artifactsDirectory: String? = nil, environment: SnapshotEnvironment = .current,
    fonts: [FontFingerprint]? = nil, filePath: StaticString = #filePath
) throws(SnapshotError) -> SnapshotResult {
    let testFile = "\(filePath)"
    let identity = try SnapshotIdentity(
        suite: suite ?? SnapshotIdentity.suite(forTestFile: testFile), name: name, theme: theme, scale: scale)
    let verifier = SnapshotVerifier(
        tolerance: try SnapshotTolerance(precision: precision, perceptualPrecision: perceptualPrecision),
        record: record, snapshotDirectory: snapshotDirectory, artifactsDirectory: artifactsDirectory,
        environment: environment)
    return try verifier.verify(png: png, as: identity, testFile: testFile, fonts: fonts)
}

/// Fails the running test: a Swift Testing issue when a Swift Testing test is running, else an
/// XCTest failure. Public for layers that wrap `assertSnapshot` (rendering a view first) and must
/// report their own errors, such as a render that throws, the same way.
public func reportSnapshotFailure(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    #if canImport(Testing)
    if Test.current != nil {
        Issue.record(
            Comment(rawValue: message),
            sourceLocation: SourceLocation(
                fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
        return
    }
    #endif
    #if canImport(XCTest)
    XCTFail(message, file: filePath, line: line)
    #else
    print("error: \(filePath):\(line): \(message)")
    #endif
}
