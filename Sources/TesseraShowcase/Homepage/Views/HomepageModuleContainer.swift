import TesseraComponents

/// Puts a module's illustration and content into the container its placement calls for: the
/// Hero when it leads the page, otherwise a Champion when the module has a title (the title
/// beside a small illustration) or a Guardian (the illustration standing above the content).
/// Every module goes through here, so none has to know where it landed.
///
/// As the Hero, the illustration stands under the sky of the part of the day: unless it is the
/// sky itself (a sun, sunset or moon), the sky's body peeks out behind it. On a short viewport
/// (a phone in landscape) the hero's illustration shrinks and stands beside the module's title,
/// so the first module's content shows without scrolling.
struct HomepageModuleContainer<Illustration: View, Content: View>: View {
    /// Illustration sides in points: the hero's and guardian's large drawing, the compact hero's,
    /// and a champion's small one.
    static var largeSide: Double { 160 }
    static var compactHeroSide: Double { 80 }
    static var smallSide: Double { 72 }

    let placement: HomepageModulePlacement
    let title: String?
    /// Whether the illustration is the sky itself, so the hero adds no second sun behind it.
    let isSky: Bool
    let illustration: (Double) -> Illustration
    let content: Content

    init(_ placement: HomepageModulePlacement, title: String? = nil, isSky: Bool = false,
         @ViewBuilder illustration: @escaping (Double) -> Illustration, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.title = title
        self.isSky = isSky
        self.illustration = illustration
        self.content = content()
    }

    var body: some View {
        let style = placement.style
        if placement.isHero, placement.appearance.isCompactHeight {
            HomepageHeroModuleView(style: style) {
                HomepageCompactHeroTitle(title: title) { heroArt(side: Self.compactHeroSide) }
            } content: {
                content
            }
        } else if placement.isHero {
            HomepageHeroModuleView(style: style) {
                heroArt(side: Self.largeSide)
            } content: {
                if let title { Text(title).font(.title2).key("module.title") }
                content
            }
        } else if let title {
            HomepageChampionModuleView(title: title, style: style) {
                illustration(Self.smallSide)
            } content: {
                content
            }
        } else {
            HomepageGuardianModuleView(style: style) {
                illustration(Self.largeSide)
            } content: {
                content
            }
        }
    }

    /// The hero's picture: the illustration, with the sky's body rising behind its top leading
    /// corner unless the illustration is the sky.
    @ViewBuilder private func heroArt(side: Double) -> some View {
        if isSky {
            illustration(side)
        } else {
            ZStack(alignment: .topLeading) {
                HomepageSkyIllustration(timeOfDay: placement.appearance.timeOfDay, side: side * 0.6)
                    .key("module.sky")
                illustration(side).padding(top: .points(side * 0.12), leading: .points(side * 0.4))
            }
        }
    }
}

/// The compact hero's panel row: the module's title (when it has one) beside its illustration,
/// in the readable column the cards use; without a title the illustration stands alone.
private struct HomepageCompactHeroTitle<Art: View>: View {
    let title: String?
    let art: Art

    init(title: String?, @ViewBuilder art: () -> Art) {
        self.title = title
        self.art = art()
    }

    var body: some View {
        Flex(justifyContent: .center) {
            HStack(alignment: .center, spacing: .m) {
                if let title {
                    Text(title).font(.title2).key("module.title")
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .flex(grow: 1, shrink: 1)
                }
                art
            }
            .frame(maxWidth: HomepageDateHeader.readableWidth)
            .flex(grow: 1, shrink: 1, basis: 0)
        }
        .padding(leading: .screenMargin, trailing: .screenMargin)
        .frame(maxWidth: .infinity)
    }
}
