import Testing
import TesseraLayout

/// The grid fixtures (`grid-*.json`, hand-written cases per CSS Grid feature, expectations from
/// headless Chromium): every case's frames within 0.1 px, unrounded. `ConformanceTests` runs
/// them too, per family; this suite names the grid families and checks there are cases for
/// each feature, so losing a family file fails here rather than passing with nothing to check.
@Suite struct GridConformanceTests {
    static let families = ["grid-tracks", "grid-placement", "grid-intrinsic", "grid-alignment", "grid-nesting",
                           "grid-auto-fill", "grid-spanning", "grid-swept"]
        // Named lines, areas, dense, fit-content(), baselines, absolute children's lines (grid_areas_cases.py).
        + ["grid-named-lines", "grid-areas", "grid-dense", "grid-fit-content", "grid-baseline",
           "grid-absolute"]
        // Columns sized again once the rows are known, §12.1 steps 3-4 (grid_reresolve_cases.py).
        + ["grid-reresolve"]
        // Causes of disagreement the random grid sweeps found (grid_causes_cases.py).
        + ["grid-indefinite-item-height", "grid-repeat-at-found-width", "grid-stretched-wrap-column",
           "grid-repeat-rows-measured-height", "grid-flexible-rows-found-height", "grid-empty-implicit"]
        // The last causes the random grid sweeps found (grid_last_cases.py).
        + ["grid-track-sets", "grid-flexible-group", "grid-minimum-without-auto-track",
           "grid-wrap-column-rows"]
        // Causes the held-out grid and subgrid sweeps found (grid_heldout_cases.py).
        + ["grid-chromium-cursor"]

    @Test func everyGridFamilyHasCases() throws {
        for family in Self.families {
            #expect(try Fixtures.load(family).count >= 9, "\(family)")
        }
    }

    @Test(arguments: families)
    func gridMatchesChromium(family: String) throws {
        try Fixtures.expectAllAgree(family, label: "GRID")
    }
}
