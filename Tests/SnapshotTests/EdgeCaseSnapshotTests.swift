import Tessera
import TesseraComponents
import TesseraSnapshotTesting
import TesseraSnapshotTestingViews
import Testing

/// The inputs that break layouts first, in both themes: no text at all, text far longer than
/// its row, right-to-left text, and the largest accessibility text size.
@Suite struct EdgeCaseSnapshotTests {
    static let long = String(repeating: "Collect your prescription from any pharmacy near you, usually within two hours. ", count: 6)

    /// A title, a subtitle and a trailing badge in a card: the shape most rows and cards share.
    struct Row: View {
        var title: String
        var subtitle: String
        var titleLines: Int? = nil

        var body: some View {
            HStack(alignment: .top, spacing: .s) {
                VStack(alignment: .leading, spacing: .xxs) {
                    Label(title, style: .headline, lineLimit: titleLines)
                    Label(subtitle, style: .subheadline, color: .secondary)
                }
                .flex(grow: 1, shrink: 1)
                Badge("New")
            }
            .padding(.m)
            .background(.card)
            .padding(.m)
        }
    }

    @Test(arguments: ColorScheme.allCases)
    func emptyText(theme: ColorScheme) {
        assertSnapshot(of: Row(title: "", subtitle: ""), named: "empty-text", theme: theme)
    }

    @Test(arguments: ColorScheme.allCases)
    func veryLongText(theme: ColorScheme) {
        assertSnapshot(of: Row(title: Self.long, subtitle: Self.long), named: "very-long-text", theme: theme)
    }

    @Test(arguments: ColorScheme.allCases)
    func veryLongTextTruncated(theme: ColorScheme) {
        assertSnapshot(of: Row(title: Self.long, subtitle: "One line", titleLines: 1), named: "very-long-text-truncated", theme: theme)
    }

    @Test(arguments: ColorScheme.allCases)
    func rightToLeft(theme: ColorScheme) {
        assertSnapshot(
            of: Row(title: "مرحبا بالعالم", subtitle: "שלום עולם, with English inside"), named: "right-to-left",
            theme: theme, layoutDirection: .rightToLeft)
    }

    @Test(arguments: ColorScheme.allCases)
    func largestTextSize(theme: ColorScheme) {
        assertSnapshot(
            of: Row(title: "Your order is ready", subtitle: "Pick it up at the counter"), named: "largest-text-size",
            theme: theme, textSize: .accessibility5)
    }
}
