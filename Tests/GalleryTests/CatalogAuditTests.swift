import Foundation
import GalleryCatalog
import Tessera
import Testing
@testable import GalleryKit

/// The shipped catalog passes the audit: `gallery render --strict --text-size large,accessibility3`
/// in both themes, run by the test suite so CI fails on the first finding a story does not waive
/// (issue #18). The gallery's own run does it — same renderer, scale 2, tall stories in parts —
/// so what fails here is what `audit.json` lists. About 900 images: the longest test of the
/// suite in a debug build, and the reason it runs on every core.
@Suite struct CatalogAuditTests {
    @Test func theCatalogHasNoUnwaivedFindingsInBothThemesAtLargeAndAccessibility3() throws {
        let out = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let settings = try GallerySettings(output: out, textSizes: [.large, .accessibility3], contactSheets: false)
        let report = try GalleryRun(settings: settings, catalog: Catalog.self).run()
        #expect(report.manifest.failures.isEmpty)
        #expect(report.audit.images == Catalog.stories.count * 4)
        let unwaived = report.audit.unwaived.map { entry in
            "\(entry.story)/\(entry.variant) \(entry.finding.theme) \(entry.finding.textSize): \(entry.finding.kind.rawValue) "
                + "\(entry.finding.key ?? entry.finding.path)"
        }
        #expect(unwaived.isEmpty, "\(unwaived.count) unwaived findings:\n\(unwaived.prefix(20).joined(separator: "\n"))")
    }
}
