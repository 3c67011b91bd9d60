import TesseraComponents

/// Seed 004's banner and its status variants.
public enum BannerStories: StoryProvider {
    public static var stories: [Story] {
        let banners = baseStories
        return banners + [
            banners[0].atLargestText("At accessibility sizes the grown icons move above the message, which takes the whole width."),
            banners[0].mirrored("The leading icon on the right, the trailing chevron on the left."),
            banners[5].atLargestText("Status banners stack their icon above the message on their subtle surfaces."),
            banners[5].mirrored("Status edges and icons on the right."),
        ]
    }

    static var baseStories: [Story] { [
        Story(group: "Banner/Primary", name: "icons", summary: "Seed 004's accent banner with leading and trailing icons.") {
            DesignLibrary().banner(description: "Free delivery on orders over £20", leadingIcon: .deliveryVan,
                                   trailingIcon: .chevronRight)
        },
        Story(group: "Banner/Primary", name: "text-only", summary: "The accent banner with its message alone, centered.") {
            Banner(description: "Stores close early on Sunday")
        },
        Story(group: "Banner/Primary", name: "long-text", summary: "A long message wraps, centered between the icons.") {
            Banner(description: "Your order will be ready for pickup at Baker Street in about fifteen minutes",
                   leadingIcon: .info, trailingIcon: .close)
        },
        Story(group: "Banner/Primary", name: "long-text-regular", summary: "The long message at the regular width, on one line.",
              size: .regular) {
            Banner(description: "Your order will be ready for pickup at Baker Street in about fifteen minutes",
                   leadingIcon: .info, trailingIcon: .close)
        },
        Story(group: "Banner/Primary", name: "icons-color", summary: "Icons tinted with a custom token color (iconsColor).") {
            Banner(description: "Double stars all weekend", leadingIcon: .star, trailingIcon: .star,
                   iconsColor: .token(.statusWarning))
        },
        Story(group: "Banner/Status", name: "all", summary: "Info, success, warning and error banners with their conventional icons.") {
            VStack(spacing: .s) {
                DesignLibrary().statusBanner(.info, description: "New: order ahead from your car")
                DesignLibrary().statusBanner(.success, description: "Your prescription is ready")
                DesignLibrary().statusBanner(.warning, description: "You're offline; changes will sync later")
                DesignLibrary().statusBanner(.error, description: "Payment failed. Check your card details.", trailingIcon: .close)
            }
        },
    ] }
}
