import Testing
@testable import TesseraComponents

@Suite struct BannerTests {
    @Test(arguments: [375.0, 320, 768])
    func iconsAre24SquareAndVerticallyCentered(width: Double) throws {
        let banner = Banner(description: "A much longer banner message that needs to wrap onto two or three lines on a phone",
                            leadingIcon: .info, trailingIcon: .close)
        let frames = try atomsFrames(banner, width: width)
        let band = try #require(frames["banner"])
        let leading = try #require(frames["banner.leadingIcon"])
        let trailing = try #require(frames["banner.trailingIcon"])
        let text = try #require(frames["banner.text"])
        for icon in [leading, trailing] {
            #expect(icon.width == 24 && icon.height == 24)
            #expect(close(icon.midY, band.midY))
        }
        #expect(close(band.width, width))
        #expect(close(leading.minX, 16) && close(trailing.maxX, width - 16))
        #expect(leading.maxX <= text.minX && text.maxX <= trailing.minX)
        if width < 400 { #expect(text.height > 30, "wraps on a phone") }
    }

    @Test func textIsCenteredInTheBand() throws {
        let frames = try atomsFrames(Banner(description: "Only text here"))
        let band = try #require(frames["banner"])
        let text = try #require(frames["banner.text"])
        #expect(close(text.midX, band.midX))
        #expect(frames["banner.leadingIcon"] == nil && frames["banner.trailingIcon"] == nil)
    }

    @Test func iconsSwapSidesRightToLeft() throws {
        let frames = try atomsFrames(Banner(description: "Free delivery", leadingIcon: .deliveryVan, trailingIcon: .chevronRight),
                                     direction: .rightToLeft)
        let leading = try #require(frames["banner.leadingIcon"])
        let trailing = try #require(frames["banner.trailingIcon"])
        #expect(close(leading.maxX, 375 - 16) && close(trailing.minX, 16))
    }

    @Test(arguments: BannerVariant.allCases)
    func statusVariantsHaveALeadingEdgeAndThePrimaryNone(variant: BannerVariant) throws {
        let frames = try atomsFrames(DesignLibrary().statusBanner(variant, description: "Message"))
        let band = try #require(frames["banner"])
        if variant == .primary {
            #expect(frames["banner.edge"] == nil)
        } else {
            let edge = try #require(frames["banner.edge"])
            #expect(edge.width == 4 && close(edge.height, band.height) && close(edge.minX, 0))
            #expect(frames["banner.leadingIcon"] != nil, "status banners show their conventional icon")
        }
    }

    @Test func iconsTakeTheGivenColorOrTheVariants() {
        #expect(BannerVariant.primary.iconColor == .onAccent)
        #expect(BannerVariant.error.iconColor == .token(.statusError))
        #expect(BannerVariant.success.textColor == .primary, "status text stays the primary text color")
    }

    @Test func designLibraryBannerMatchesTheSeedSignature() throws {
        let library = DesignLibrary()
        let seed = library.banner(description: "Free delivery", leadingIcon: .deliveryVan, trailingIcon: .chevronRight,
                                  iconsColor: .token(.statusWarning))
        #expect(seed.variant == .primary && seed.iconsColor == .token(.statusWarning))
        let direct = Banner(description: "Free delivery", leadingIcon: .deliveryVan, trailingIcon: .chevronRight,
                            iconsColor: .token(.statusWarning))
        #expect(try atomsFrames(seed) == (try atomsFrames(direct)))
    }
}
