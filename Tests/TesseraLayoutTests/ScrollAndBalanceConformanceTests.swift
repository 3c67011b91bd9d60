import Testing
import TesseraLayout

/// The fixtures of issue 21's remaining flexbox gaps (scroll_cases.py, expectations from headless
/// Chromium): scrollbar gutters, `flex-wrap: balance` and zero-width spaces in synthetic text.
/// `ConformanceTests` checks every case of them against Chromium; this suite names the families,
/// so losing a file (or its cases) fails here rather than passing with nothing to check.
@Suite struct ScrollAndBalanceConformanceTests {
    static let families = ["scroll-gutter", "flex-balance", "text-zwsp"]

    @Test(arguments: families)
    func familyHasCases(family: String) throws {
        #expect(Fixtures.families.contains(family))
        #expect(try Fixtures.load(family).count >= 10)
    }
}
