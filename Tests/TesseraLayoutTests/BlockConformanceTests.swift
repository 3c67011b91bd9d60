import Testing
import TesseraLayout

/// The block box fixtures (`block-*.json`, hand-written cases per rule of CSS 2.1 block layout
/// and of block, flex and grid containers nested in each other, expectations from headless
/// Chromium): every case's frames within 0.1 px, unrounded. `ConformanceTests` runs them too;
/// this suite names the block families, so losing one fails here rather than passing empty.
@Suite struct BlockConformanceTests {
    static let families = ["block-width", "block-margins", "block-height", "block-absolute", "block-mixed",
                           "block-sizing", "block-random",
                           // Floats, clearance, containment, legacy alignment (float_cases.py).
                           "float-placement", "float-clearance", "float-contexts", "float-corners", "float-random",
                           "contain", "text-align-legacy"]

    @Test func everyBlockFamilyHasCases() throws {
        for family in Self.families {
            #expect(try Fixtures.load(family).count >= 8, "\(family)")
        }
    }

    @Test(arguments: families)
    func blocksMatchChromium(family: String) throws {
        try Fixtures.expectAllAgree(family, label: "BLOCK")
    }
}
