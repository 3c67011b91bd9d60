import Testing
import TesseraLayout

/// The block box fixtures (`block-*.json`, hand-written cases per rule of CSS 2.1 block layout
/// and of block, flex and grid containers nested in each other, expectations from headless
/// Chromium): every case's frames within 0.1 px, unrounded. `ConformanceTests` runs them too;
/// this suite names the block families, so losing one fails here rather than passing empty.
@Suite struct BlockConformanceTests {
    static let families = ["block-width", "block-margins", "block-height", "block-absolute", "block-mixed",
                           "block-sizing", "block-random"]

    @Test func everyBlockFamilyHasCases() throws {
        for family in Self.families {
            #expect(try Fixtures.load(family).count >= 8, "\(family)")
        }
    }

    @Test(arguments: families)
    func blocksMatchChromium(family: String) throws {
        var agreeing = 0
        let fixtures = try Fixtures.load(family)
        for fixture in fixtures {
            let problems = try Fixtures.mismatches(fixture)
            if problems.isEmpty { agreeing += 1 }
            #expect(problems.isEmpty, "CASE \(family)/\(fixture.name): \(problems.prefix(4).joined(separator: " | "))")
        }
        print("BLOCK \(family): \(agreeing) of \(fixtures.count) agree")
    }
}
