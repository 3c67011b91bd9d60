import Testing
import Tessera
import TesseraComponents
import TesseraGeometry
import TesseraSnapshotTestingViews

@Suite struct AuditAssertionTests {
    @Test func aCleanComponentPassesAtEverySizeTested() {
        for textSize in [TextSize.large, .accessibility3] {
            assertNoFindings(of: Button("Continue").padding(.m), theme: .dark, textSize: textSize)
        }
    }

    @Test func aFindingFailsTheTestUnlessItsKindIsAllowed() {
        let faint = Text("Faint").foregroundColor(.literal(Color(red: 0.9, green: 0.9, blue: 0.9))).padding(.m)
        withKnownIssue { assertNoFindings(of: faint) }
        assertNoFindings(of: faint, allowing: [.contrast])
    }
}
