import Testing
import TesseraLayout

/// Every fixture's frames must match what Chromium computed, within 0.1 pt, unrounded.
@Suite struct ConformanceTests {
    @Test func thereAreAtLeast300Fixtures() throws {
        let count = try Fixtures.families.reduce(0) { $0 + (try Fixtures.load($1).count) }
        #expect(count >= 300)
    }

    @Test(arguments: Fixtures.families)
    func matchesChromium(family: String) throws {
        for fixture in try Fixtures.load(family) {
            let name = "\(family)/\(fixture.name)"
            let problems = try Fixtures.mismatches(fixture)
            #expect(problems.isEmpty, "CASE \(name): \(problems.joined(separator: " | "))")
        }
    }
}
