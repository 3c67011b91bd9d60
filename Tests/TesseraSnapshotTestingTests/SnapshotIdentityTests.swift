import Testing
import TesseraSnapshotTesting

/// Reference paths and the names that cannot form one.
@Suite struct SnapshotIdentityTests {
    @Test func referencesAreNamedBySuiteNameThemeAndScale() throws {
        let identity = try SnapshotIdentity(suite: "ButtonStories", name: "primary", theme: "dark", scale: 2)
        #expect(identity.referencePath == "ButtonStories/primary.dark@2x.png")
        #expect(try SnapshotIdentity(suite: "S", name: "n", theme: "light", scale: 1.5).referencePath == "S/n.light@1.5x.png")
    }

    @Test func theSuiteDefaultsToTheTestFileName() {
        #expect(SnapshotIdentity.suite(forTestFile: "/repo/Tests/GalleryTests/CardSnapshotTests.swift") == "CardSnapshotTests")
    }

    @Test(arguments: ["", "a/b", "..", "tab\there", "C:"])
    func namesThatAreNotFileNamesAreRefused(name: String) {
        #expect(throws: SnapshotError.self) { try SnapshotIdentity(suite: "S", name: name, theme: "light", scale: 1) }
    }

    @Test(arguments: [0.0, -1, .nan, .infinity, 100])
    func absurdScalesAreRefused(scale: Double) {
        #expect(throws: SnapshotError.self) { try SnapshotIdentity(suite: "S", name: "n", theme: "light", scale: scale) }
    }

    @Test(arguments: [(1.5, 1.0), (1.0, -0.1), (Double.nan, 1.0)] as [(Double, Double)])
    func precisionsOutsideZeroToOneAreRefused(precision: Double, perceptualPrecision: Double) {
        #expect(throws: SnapshotError.self) {
            try SnapshotTolerance(precision: precision, perceptualPrecision: perceptualPrecision)
        }
    }
}
