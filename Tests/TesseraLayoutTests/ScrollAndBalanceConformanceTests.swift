import Testing
import TesseraLayout

/// The fixtures of issue 21's remaining flexbox gaps (scroll_cases.py, expectations from headless
/// Chromium): scrollbar gutters, `flex-wrap: balance` and zero-width spaces in synthetic text.
/// `ConformanceTests` runs them too; this suite names the families, so losing a file fails here.
@Suite struct ScrollAndBalanceConformanceTests {
    static let families = ["scroll-gutter", "flex-balance", "text-zwsp"]

    @Test func everyFamilyHasCases() throws {
        for family in Self.families {
            #expect(try Fixtures.load(family).count >= 10, "\(family)")
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
        print("FAMILY \(family): \(agreeing) of \(fixtures.count) agree")
    }
}
