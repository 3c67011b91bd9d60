import Foundation
import Testing
import TesseraGeometry
import TesseraRaster
import TesseraSnapshotTesting

/// Verification against a recorded reference: what passes, what fails, what a failure says and
/// which files it leaves.
@Suite struct SnapshotVerifierTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    var artifacts: String { folder.file("artifacts").path }

    func verify(_ bitmap: Bitmap, name: String = "card", precision: Double = 1, perceptualPrecision: Double = 1) throws -> SnapshotResult {
        try verifySnapshot(
            png: try Fixtures.png(bitmap), named: name, theme: "light", scale: 2, suite: "Cards",
            precision: precision, perceptualPrecision: perceptualPrecision, record: .never,
            snapshotDirectory: folder.file("Snapshots").path, artifactsDirectory: artifacts,
            environment: SnapshotEnvironment([:]))
    }

    func recordReference(_ bitmap: Bitmap, name: String = "card") throws {
        try FileManager.default.createDirectory(at: folder.file("Snapshots/Cards"), withIntermediateDirectories: true)
        try Data(try Fixtures.png(bitmap)).write(to: folder.file("Snapshots/Cards/\(name).light@2x.png"))
    }

    @Test func theSameRenderPassesWithoutArtifacts() throws {
        try recordReference(try Fixtures.card())
        let result = try verify(try Fixtures.card())
        #expect(result.passed)
        #expect(result.difference == nil)  // byte-equal: never decoded
        #expect(!folder.exists("artifacts/report.html"))
    }

    @Test func aPaddingChangeFailsWithCountsMagnitudeRegionAndPaths() throws {
        try recordReference(try Fixtures.card())
        let result = try verify(try Fixtures.card(padding: 13))
        #expect(result.outcome == .mismatched)
        let difference = try #require(result.difference)
        let message = try #require(result.failureMessage)
        #expect(message.contains("\(difference.differentPixels) of 38400 pixels differ"))
        #expect(message.contains("by at most"))
        #expect(message.contains("within x 40…"))
        let files = try #require(result.artifacts)
        let diffPath = try #require(files.diff)
        #expect(message.contains(files.actual) && message.contains(diffPath) && message.contains(files.report))
        #expect(message.contains(folder.file("Snapshots/Cards/card.light@2x.png").path))
        #expect(files.actual == folder.file("artifacts/Cards/card.light@2x.actual.png").path)
        let changedPNG = try Fixtures.png(try Fixtures.card(padding: 13))
        #expect(FileManager.default.contents(atPath: files.actual).map { Array($0) } == changedPNG)
        let diffBytes = try #require(FileManager.default.contents(atPath: diffPath))
        let diff = try PNG.decode(Array(diffBytes))
        // Left of the moved title bar: ink in the reference, background now.
        #expect(diff[x: 41, y: 48] == (255, 0, 0, 255))
    }

    @Test func aColorChangeAndAOnePixelShiftFail() throws {
        try recordReference(try Fixtures.card())
        let purple = Color(red: 0x58 / 255.0, green: 0x56 / 255.0, blue: 0xD6 / 255.0)
        #expect(try verify(try Fixtures.card(accent: purple)).outcome == .mismatched)
        #expect(try verify(try Fixtures.card(offset: Point(x: 0, y: 0.5))).outcome == .mismatched)
    }

    @Test func aSizeMismatchFailsWithBothSizes() throws {
        try recordReference(try Fixtures.card())
        let result = try verify(try Fixtures.card(width: 121))
        #expect(result.mismatch == .size(reference: PixelSize(width: 240, height: 160), actual: PixelSize(width: 242, height: 160)))
        #expect(result.failureMessage?.contains("the image is 242×160 but the reference is 240×160") == true)
        #expect(result.artifacts?.diff == nil)
    }

    @Test func antiAliasingOnlyDifferencesPass() throws {
        let reference = try Fixtures.bar(x: 10)
        let actual = try Fixtures.bar(x: 10.3)
        try FileManager.default.createDirectory(at: folder.file("Snapshots/Bars"), withIntermediateDirectories: true)
        try Data(try Fixtures.png(reference)).write(to: folder.file("Snapshots/Bars/bar.light@1x.png"))
        let result = try verifySnapshot(
            png: try Fixtures.png(actual), named: "bar", theme: "light", scale: 1, suite: "Bars", record: .never,
            snapshotDirectory: folder.file("Snapshots").path, artifactsDirectory: artifacts, environment: SnapshotEnvironment([:]))
        #expect(result.passed)
        #expect(result.difference?.antiAliasedPixels == 10)
    }

    @Test func precisionAllowsAFractionOfDifferentPixels() throws {
        try recordReference(try Fixtures.card())
        let changed = try Fixtures.card(padding: 13)
        let fraction = try #require(try verify(changed).difference).differentFraction
        #expect(try verify(changed, precision: 1 - fraction).passed)
        #expect(!(try verify(changed, precision: 1 - fraction / 2).passed))
    }

    @Test func perceptualPrecisionAcceptsSubtleColorShifts() throws {
        try recordReference(try Fixtures.card())
        let nearBlue = Color(red: 0x35 / 255.0, green: 0x79 / 255.0, blue: 0xF6 / 255.0)
        #expect(!(try verify(try Fixtures.card(accent: nearBlue)).passed))
        #expect(try verify(try Fixtures.card(accent: nearBlue), perceptualPrecision: 0.98).passed)
    }

    @Test func aCorruptReferenceIsAnErrorNamingIt() throws {
        try FileManager.default.createDirectory(at: folder.file("Snapshots/Cards"), withIntermediateDirectories: true)
        try Data([0x89, 0x50, 0x4E, 0x47, 1, 2, 3]).write(to: folder.file("Snapshots/Cards/card.light@2x.png"))
        let card = try Fixtures.card()
        let error = #expect(throws: SnapshotError.self) { try verify(card) }
        guard case .unreadableImage(let path, _) = error else {
            Issue.record("expected an unreadable-image error, got \(String(describing: error))")
            return
        }
        #expect(path == folder.file("Snapshots/Cards/card.light@2x.png").path)
    }

    @Test func theSnapshotsFolderIsFoundFromTheTestFile() throws {
        try Data("// swift-tools-version: 6.0\n".utf8).write(to: folder.file("Package.swift"))
        try FileManager.default.createDirectory(at: folder.file("Tests/AppTests"), withIntermediateDirectories: true)
        let testFile = folder.file("Tests/AppTests/CardTests.swift").path
        let identity = try SnapshotIdentity(suite: "CardTests", name: "card", theme: "dark", scale: 3)
        let result = try SnapshotVerifier(record: .missing, environment: SnapshotEnvironment([:]))
            .verify(try Fixtures.card(), as: identity, testFile: testFile)
        #expect(result.outcome == .recordedMissing)
        #expect(folder.exists("Snapshots/CardTests/card.dark@3x.png"))
    }

    @Test func withoutAPackageAroundTheTestFileTheErrorSaysWhatToDo() throws {
        let identity = try SnapshotIdentity(suite: "S", name: "n", theme: "light", scale: 1)
        #expect(throws: SnapshotError.packageRootNotFound("/nowhere/Tests/X.swift")) {
            try SnapshotVerifier(environment: SnapshotEnvironment([:]))
                .verify(png: [], as: identity, testFile: "/nowhere/Tests/X.swift")
        }
    }
}
