import TesseraComponents

/// Bento's rows (row1, row2, row3, value row, transaction row), alone and as lists.
public enum RowStories: StoryProvider {
    public static var stories: [Story] {
        let rows = baseStories
        return rows + [
            rows[0].atLargestText("Row titles wrap by words at the largest text size, a word wider than the line hyphenated; the chevron grows and stays trailing."),
            rows[0].mirrored("Titles lead from the right; chevrons point left at the left edge."),
            rows[1].atLargestText("Title and subtitle take the row's width and wrap by words."),
            rows[1].mirrored("Title and subtitle lead from the right."),
            rows[2].atLargestText("At accessibility sizes the icon disc grows and stacks above the title and detail."),
            rows[2].mirrored("Icon discs on the right, chevrons pointing left."),
            rows[4].atLargestText("Titles take the width; the value stacks below them."),
            rows[4].mirrored("Values sit at the left edge, titles at the right."),
            rows[5].atLargestText("The icon, the type and date, and the amount stack, each on the full width."),
            rows[5].mirrored("Icons on the right, amounts on the left."),
        ]
    }

    static var baseStories: [Story] { [
        Story(group: "Rows/Row1", name: "list", summary: "Title-only rows with chevrons, separated at the margin.") {
            VStack(spacing: 0) {
                Row1(title: "Payment methods")
                InsetDivider()
                Row1(title: "Notifications")
                InsetDivider()
                Row1(title: "Version 4.2", showsChevron: false)
            }
        },
        Story(group: "Rows/Row2", name: "list", summary: "Rows with a title over a secondary subtitle, one long enough to wrap.") {
            VStack(spacing: 0) {
                Row2(title: "Home", subtitle: "221B Baker Street, London")
                InsetDivider()
                Row2(title: "Work", subtitle: "Floor 4, The Old Sorting Office, 21-31 New Oxford Street, London WC1A 1BA")
            }
        },
        Story(group: "Rows/Row3", name: "pharmacy-options", summary: "Seed 004's pharmacy options: icon on a circle, title, detail, chevron.") {
            DesignLibraryRow3Story()
        },
        Story(group: "Rows/Row3", name: "pharmacy-options-regular", summary: "The pharmacy options at the regular width.", size: .regular) {
            DesignLibraryRow3Story()
        },
        Story(group: "Rows/ValueRow", name: "list", summary: "Titles with trailing values, one long pair that wraps.") {
            VStack(spacing: 0) {
                ValueRow(title: "Stars balance", value: "120 ★")
                InsetDivider()
                ValueRow(title: "Member since", value: "March 2019")
                InsetDivider()
                ValueRow(title: "Preferred store for pickup orders", value: "Baker Street & Marylebone Road")
            }
        },
        Story(group: "Rows/TransactionRow", name: "history", summary: "Seed 001's rewards history: redeemed and earned stars with dates.") {
            VStack(spacing: 0) {
                TransactionRow(type: "Redeemed", date: "17 Jul 2020", amount: 150, kind: .redeemed)
                InsetDivider(.text)
                TransactionRow(type: "Earned", date: "2 Jul 2020", amount: 25, kind: .earned)
                InsetDivider(.text)
                TransactionRow(type: "Earned with a double-star bonus day", date: "14 Jun 2020", amount: 50, kind: .earned)
            }
        },
    ] }
}

/// Seed 004's screen body, written as the seed writes it: through the `DesignLibrary` factory.
struct DesignLibraryRow3Story: View {
    let appearance = DesignLibrary()

    var body: some View {
        VStack(spacing: 0) {
            appearance.row3(title: "Collect from a pharmacy", detail: "Pick up in person, usually within 2 hours",
                            image: RowIcon(.pharmacy))
            InsetDivider(.text)
            appearance.row3(title: "Delivery", detail: "Delivered to your door in 2–3 working days",
                            image: RowIcon(.deliveryVan))
        }
    }
}
