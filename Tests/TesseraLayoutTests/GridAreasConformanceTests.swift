import Testing
import TesseraLayout

/// The fixtures of named lines, template areas, dense packing, `fit-content()` tracks and
/// baseline-aligned grid items (`scripts/layout-conformance/grid_areas_cases.py`, expectations
/// from headless Chromium): every case within 0.1 px. Naming the families here makes a lost
/// family file fail rather than pass with nothing to check.
@Suite struct GridAreasConformanceTests {
    static let families = ["grid-named-lines", "grid-areas", "grid-dense", "grid-fit-content", "grid-baseline"]

    @Test func everyFamilyHasCases() throws {
        for family in Self.families {
            #expect(try Fixtures.load(family).count >= 5, "\(family)")
        }
    }

    @Test(arguments: families)
    func matchesChromium(family: String) throws {
        var agreeing = 0
        let fixtures = try Fixtures.load(family)
        for fixture in fixtures {
            let problems = try Fixtures.mismatches(fixture)
            if problems.isEmpty { agreeing += 1 }
            #expect(problems.isEmpty, "CASE \(family)/\(fixture.name): \(problems.prefix(4).joined(separator: " | "))")
        }
        print("GRID \(family): \(agreeing) of \(fixtures.count) agree")
    }
}
