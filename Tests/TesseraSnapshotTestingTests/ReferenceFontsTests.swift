import Foundation
import Testing
import TesseraSnapshotTesting
import TesseraText

/// The font set recorded beside a reference: written when the reference is recorded (or added to
/// one without it), never into the PNG, and named in the failure when the fonts moved.
@Suite struct ReferenceFontsTests {
    let folder: TemporaryFolder
    let inter = FontFingerprint(family: "Inter", file: "Inter-Regular.otf", version: "Version 4.000", hash: "00000000000000aa")
    let dejaVu = FontFingerprint(family: "DejaVu Sans", file: "DejaVuSans.ttf", version: "Version 2.37", hash: "00000000000000bb")

    init() throws {
        folder = try TemporaryFolder()
    }

    var sidecar: URL { folder.file("Snapshots/Cards/card.light@2x.fonts.json") }

    func verify(padding: Double = 12, fonts: [FontFingerprint], record: RecordMode) throws -> SnapshotResult {
        try verifySnapshot(
            png: try Fixtures.png(try Fixtures.card(padding: padding)), named: "card", theme: "light", scale: 2,
            suite: "Cards", record: record, snapshotDirectory: folder.file("Snapshots").path,
            artifactsDirectory: folder.file("artifacts").path, environment: SnapshotEnvironment([:]), fonts: fonts)
    }

    func recorded() throws -> [FontFingerprint] {
        try JSONDecoder().decode([FontFingerprint].self, from: Data(contentsOf: sidecar))
    }

    @Test func recordingWritesTheFontsBesideTheReference() throws {
        _ = try verify(fonts: [inter, dejaVu], record: .missing)
        #expect(try recorded() == [dejaVu, inter])
        #expect(folder.exists("Snapshots/Cards/card.light@2x.png"))
    }

    @Test func aChangedFontIsNamedInTheFailure() throws {
        _ = try verify(fonts: [inter, dejaVu], record: .missing)
        var newer = inter
        newer.version = "Version 4.100"
        newer.hash = "00000000000000cc"
        let result = try verify(padding: 13, fonts: [newer], record: .never)
        let message = try #require(result.failureMessage)
        #expect(message.contains("The fonts differ from the reference's"))
        #expect(message.contains("Inter (Inter-Regular.otf) changed: Version 4.000, hash 00000000000000aa → Version 4.100, hash 00000000000000cc"))
        #expect(message.contains("DejaVu Sans (DejaVuSans.ttf) is no longer used"))
        #expect(try recorded() == [dejaVu, inter])  // never: the record stays as it was
    }

    @Test func sameFontsSayNothingAboutFonts() throws {
        _ = try verify(fonts: [inter], record: .missing)
        let message = try #require(try verify(padding: 13, fonts: [inter], record: .never).failureMessage)
        #expect(!message.contains("fonts differ"))
    }

    @Test func aReferenceWithoutARecordGetsOneUnlessTheModeIsNever() throws {
        _ = try verify(fonts: [inter], record: .missing)
        try FileManager.default.removeItem(at: sidecar)
        #expect(try verify(fonts: [inter], record: .never).passed)
        #expect(!FileManager.default.fileExists(atPath: sidecar.path))
        #expect(try verify(fonts: [inter], record: .missing).passed)
        #expect(try recorded() == [inter])
    }

    @Test func changesListAddedRemovedAndChangedFonts() {
        var newer = inter
        newer.hash = "00000000000000dd"
        #expect(FontFingerprint.changes(from: [inter], to: [inter]) == [])
        #expect(FontFingerprint.changes(from: [inter], to: [newer, dejaVu]) == [
            "DejaVu Sans (DejaVuSans.ttf) is used now (Version 2.37, hash 00000000000000bb) but not by the reference",
            "Inter (Inter-Regular.otf) changed: Version 4.000, hash 00000000000000aa → Version 4.000, hash 00000000000000dd",
        ])
    }
}
