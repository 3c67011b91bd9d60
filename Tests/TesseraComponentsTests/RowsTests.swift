import Testing
@testable import TesseraComponents

/// Where a row's text starts beside a leading icon at the default text size: margin 16 +
/// disc 40 + gap 12.
private let textInset = 68.0

@Suite struct RowsTests {
    let row3 = Row3(title: "Collect from a pharmacy", detail: "Pick up in person, usually within 2 hours",
                    image: RowIcon(.pharmacy))

    @Test func row3HasIconOnCircleTextAndTrailingChevron() throws {
        let frames = try atomsFrames(row3)
        let row = try #require(frames["row"])
        let circle = try #require(frames["row.iconBackground"])
        let icon = try #require(frames["row.icon"])
        let title = try #require(frames["row.title"])
        let detail = try #require(frames["row.detail"])
        let chevron = try #require(frames["row.chevron"])
        #expect(close(row.width, 375) && row.height >= RowMetrics.minHeight)
        #expect(circle.width == 40 && circle.height == 40 && close(circle.minX, 16))
        #expect(icon.width == 24 && close(icon.midX, circle.midX) && close(icon.midY, circle.midY))
        #expect(close(title.minX, textInset) && close(detail.minX, title.minX))
        #expect(detail.minY >= title.maxY)
        #expect(close(chevron.maxX, 375 - 16) && close(chevron.midY, row.midY))
        #expect(chevron.width == 12 && chevron.height == 24, "the middle half of the 24-pt grid")
    }

    @Test func row3MirrorsRightToLeft() throws {
        let frames = try atomsFrames(row3, direction: .rightToLeft)
        let circle = try #require(frames["row.iconBackground"])
        let title = try #require(frames["row.title"])
        let chevron = try #require(frames["row.chevron"])
        #expect(close(circle.maxX, 375 - 16))
        #expect(close(title.maxX, 375 - textInset))
        #expect(close(chevron.minX, 16))
    }

    @Test func longTextWrapsAndKeepsTheChevronCentered() throws {
        let frames = try atomsFrames(Row3(title: "Delivery to your address with a very long title that wraps",
                                          detail: "Usually arrives in 2-3 working days, tracked and signed for",
                                          image: RowIcon(.deliveryVan)), width: 320)
        let row = try #require(frames["row"])
        let title = try #require(frames["row.title"])
        let chevron = try #require(frames["row.chevron"])
        #expect(title.height > 30, "the title wraps")
        #expect(title.maxX <= chevron.minX)
        #expect(close(chevron.midY, row.midY) && close(chevron.maxX, 320 - 16))
    }

    @Test func rowsOfEveryKindShareTheMarginAndMinimumHeight() throws {
        let rows: [AnyView] = [
            AnyView(Row1(title: "Payment")), AnyView(Row2(title: "Home", subtitle: "221B Baker Street")),
            AnyView(ValueRow(title: "Balance", value: "120 ★")),
            AnyView(TransactionRow(type: "Earned", date: "2 Jun 2020", amount: 25, kind: .earned)),
        ]
        for row in rows {
            let frames = try atomsFrames(row)
            let frame = try #require(frames["row"])
            let content = try #require(frames["row.content"])
            #expect(frame.height >= RowMetrics.minHeight)
            #expect(content.minX >= 16 && content.maxX <= 375 - 16)
        }
    }

    @Test func atAccessibilitySizesTheIconStacksAboveTheTextAndEverythingGrows() throws {
        let frames = try atomsFrames(row3, width: 320, textSize: .accessibility5)
        let circle = try #require(frames["row.iconBackground"])
        let title = try #require(frames["row.title"])
        let chevron = try #require(frames["row.chevron"])
        #expect(close(circle.width, 40 * 3.1176, 1) && close(circle.minX, 16))
        #expect(title.minY >= circle.maxY && close(title.minX, 16), "the title takes the width under the disc")
        #expect(chevron.height > 24 && close(chevron.maxX, 320 - 16), "the chevron grows and stays trailing")
        #expect(title.maxX <= chevron.minX)
    }

    @Test func valueStacksBelowTheTitleAtAccessibilitySizes() throws {
        let frames = try atomsFrames(ValueRow(title: "Stars balance", value: "120 ★"), width: 320, textSize: .accessibility5)
        let title = try #require(frames["row.title"])
        let value = try #require(frames["row.value"])
        #expect(value.minY >= title.maxY)
    }

    @Test func row1WithoutChevronHasNone() throws {
        #expect(try atomsFrames(Row1(title: "Version 4.2", showsChevron: false))["row.chevron"] == nil)
        #expect(try atomsFrames(Row1(title: "Payment"))["row.chevron"] != nil)
    }

    @Test func valueSitsAtTheTrailingEdgeOnTheTitleLine() throws {
        let frames = try atomsFrames(ValueRow(title: "Stars balance", value: "120 ★"))
        let title = try #require(frames["row.title"])
        let value = try #require(frames["row.value"])
        #expect(close(value.maxX, 375 - 16) && close(value.midY, title.midY))
        #expect(title.maxX < value.minX)
    }

    @Test func transactionAmountIsSignedAndNeverBroken() throws {
        #expect(TransactionRow(type: "Redeemed", date: "", amount: 150, kind: .redeemed).formattedAmount == "\u{2212}150 ★")
        #expect(TransactionRow(type: "Earned", date: "", amount: -25, kind: .earned).formattedAmount == "+25 ★")
        let frames = try atomsFrames(TransactionRow(type: "Redeemed", date: "17 Jul 2020", amount: 150, kind: .redeemed),
                                     width: 320, textSize: .accessibility3)
        let amount = try #require(frames["row.amount"])
        let detail = try #require(frames["row.detail"])
        #expect(close(amount.minX, 16) && amount.minY >= detail.maxY, "stacked under the date at accessibility sizes")
        #expect(amount.width > amount.height * 1.5, "the amount stays on one line (\(amount))")
        let inline = try atomsFrames(TransactionRow(type: "Redeemed", date: "17 Jul 2020", amount: 150, kind: .redeemed),
                                     width: 320, textSize: .xxxLarge)
        let inlineAmount = try #require(inline["row.amount"]), inlineTitle = try #require(inline["row.title"])
        #expect(close(inlineAmount.maxX, 320 - 16) && inlineTitle.maxX <= inlineAmount.minX, "trailing up to xxxLarge")
    }

    @Test func designLibraryRow3IsTheRow3View() throws {
        let library = DesignLibrary()
        let viaLibrary = try atomsFrames(library.row3(title: row3.title, detail: row3.detail, image: row3.image))
        #expect(viaLibrary == (try atomsFrames(row3)))
    }
}
