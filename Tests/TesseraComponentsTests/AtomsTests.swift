import Foundation
import Testing
@testable import TesseraComponents

/// Renders `view` with Tessera's tokens and returns its keyed frames (points).
func atomsFrames(_ view: some View, width: Double = 375, scheme: ColorScheme = .light, textSize: TextSize = .large,
                 direction: LayoutDirection = .leftToRight) throws -> [String: Rect] {
    let renderer = try Renderer(colorScheme: scheme, scale: 2, textSize: textSize,
                                layoutDirection: direction)
    return try renderer.render(view, width: width).frames
}

/// Frames compare to the device pixel grid, so half a pixel at scale 2 is close enough.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 0.5) -> Bool { abs(a - b) <= tolerance }

@Suite struct AvatarTests {
    @Test(arguments: [
        ("Jonathan Appleseed", "JA"), ("ada", "A"), ("jonathan q. appleseed", "JA"), ("   ", ""),
        ("3 Musketeers Ltd", "ML"), ("Zoë  Ångström", "ZÅ"),
    ])
    func initials(name: String, expected: String) {
        #expect(Avatar.initials(of: name) == expected)
    }

    @Test func circleGrowsWithTheTextSizeAndInitialsStayCenteredInIt() throws {
        for (textSize, diameter) in [(TextSize.large, 56.0), (.accessibility5, 174.5)] {
            let frames = try atomsFrames(Avatar(name: "Ada Lovelace", size: .large).key("avatar"), textSize: textSize)
            let initials = try #require(frames["avatar.initials"])
            let avatar = try #require(frames["avatar"])
            #expect(close(avatar.width, diameter) && avatar.height == avatar.width, "56 pt × the title3 factor")
            #expect(close(initials.midX, avatar.midX) && close(initials.midY, avatar.midY))
            #expect(initials.width < avatar.width * 0.8, "the initials fit the circle")
        }
    }
}

@Suite struct IconAndBadgeTests {
    @Test(arguments: IconSize.allCases)
    func iconTakesItsSize(size: IconSize) throws {
        let frames = try atomsFrames(IconView(.cup, size: size).key("icon"))
        let icon = try #require(frames["icon"])
        let side = [IconSize.xSmall: 12.0, .small: 16, .medium: 24, .large: 32, .xLarge: 48][size]
        #expect(icon.width == side && icon.height == side)
    }

    @Test func badgeStaysOnOneLineAtItsFullWidth() throws {
        let badge = Badge("A badge with far too many words for its pill")
        let narrow = try atomsFrames(HStack { badge.key("badge") }, width: 120)
        let roomy = try atomsFrames(HStack { badge.key("badge") }, width: 600)
        let text = try #require(narrow["badge.text"])
        #expect(text.height < 20, "one caption line")
        let (narrowBadge, roomyBadge) = (try #require(narrow["badge"]), try #require(roomy["badge"]))
        #expect(close(narrowBadge.width, roomyBadge.width), "never truncated")
    }

    @Test func chipKeepsItsWidthBesideAShrinkingTitle() throws {
        let alone = try #require(try atomsFrames(HStack { Chip("Hot drinks", icon: .cup).key("chip") })["chip"])
        let frames = try atomsFrames(HStack {
            Text(BadgeInARowTests.longTitle).flex(grow: 1, shrink: 1).key("title")
            Chip("Hot drinks", icon: .cup).key("chip")
        }, width: 320)
        let chip = try #require(frames["chip"]), title = try #require(frames["title"])
        #expect(close(chip.width, alone.width))
        #expect(close(chip.maxX, 320) && title.maxX <= chip.minX)
    }

    @Test func chipIconIsSmallAndCenteredOnTheTitle() throws {
        let frames = try atomsFrames(HStack { Chip("Hot drinks", icon: .cup, isSelected: true) })
        let icon = try #require(frames["chip.icon"])
        let title = try #require(frames["chip.title"])
        #expect(icon.width == 16 && icon.height == 16)
        #expect(close(icon.midY, title.midY))
        #expect(icon.maxX <= title.minX)
    }
}

@Suite struct ButtonTests {
    @Test(arguments: ButtonSize.allCases)
    func sizeSetsTheMinimumHeight(size: ButtonSize) throws {
        let frames = try atomsFrames(HStack { Button("Go", size: size).key("button") })
        let button = try #require(frames["button"])
        #expect(close(button.height, size.minHeight))
    }

    @Test func leadingIconComesBeforeTheTitleAndMirrors() throws {
        let view = HStack { Button("Add to order", icon: .plus, style: .secondary) }
        let ltr = try atomsFrames(view)
        let rtl = try atomsFrames(view, direction: .rightToLeft)
        let (icon, title) = (try #require(ltr["button.icon"]), try #require(ltr["button.title"]))
        #expect(icon.maxX <= title.minX && close(icon.midY, title.midY))
        let (rtlIcon, rtlTitle) = (try #require(rtl["button.icon"]), try #require(rtl["button.title"]))
        #expect(rtlIcon.minX >= rtlTitle.maxX)
    }

    @Test func longTitleWrapsAndTheButtonGrows() throws {
        let frames = try atomsFrames(
            Button("Collect from the pharmacy on the corner of Baker Street and Marylebone Road").key("button"), width: 320)
        let button = try #require(frames["button"])
        let title = try #require(frames["button.title"])
        #expect(button.width <= 320)
        #expect(title.height > 30, "two lines or more")
        #expect(button.height > ButtonSize.large.minHeight)
        #expect(title.minY >= button.minY && title.maxY <= button.maxY)
    }

    @Test func orderCapsuleIsTheActionColor() {
        let colors = ButtonStyle.order.colors(disabled: false)
        #expect(colors.fill == .action && colors.foreground == .onAction)
        #expect(ButtonStyle.order.shape == .capsule && ButtonStyle.primary.shape == .rounded)
    }

    @Test func disabledButtonsUseDisabledText() {
        for style in ButtonStyle.allCases {
            #expect(style.colors(disabled: true).foreground == .token(.textDisabled))
        }
    }
}

@Suite struct ProgressAndToggleTests {
    @Test(arguments: [(0.6, 0.6), (1.2, 1.0), (-3, 0.0), (0.0, 0.0)])
    func fillIsTheClampedFractionOfTheTrack(value: Double, expected: Double) throws {
        let frames = try atomsFrames(ProgressBar(value: value), width: 300)
        let track = try #require(frames["progress.track"])
        let fill = try #require(frames["progress.fill"])
        #expect(close(track.width, 300))
        #expect(close(fill.width, 300 * expected))
        #expect(close(fill.minX, track.minX))
    }

    @Test func notANumberIsARenderError() throws {
        #expect(throws: RenderError.self) { try atomsFrames(ProgressBar(value: .nan)) }
    }

    @Test func knobSitsTrailingWhenOnAndMirrors() throws {
        for direction in LayoutDirection.allCases {
            for isOn in [true, false] {
                let frames = try atomsFrames(HStack { Toggle(isOn: isOn) }, direction: direction)
                let track = try #require(frames["toggle.switch"])
                let knob = try #require(frames["toggle.knob"])
                #expect(track.width == 51 && track.height == 31)
                let knobIsRight = knob.midX > track.midX
                #expect(knobIsRight == (isOn == (direction == .leftToRight)), "isOn \(isOn), \(direction)")
                #expect(close(knob.midY, track.midY))
            }
        }
    }

    @Test func titledToggleKeepsTheSwitchAtTheTrailingEdge() throws {
        let frames = try atomsFrames(Toggle("Share my location with the store while I am ordering", isOn: true), width: 320)
        let title = try #require(frames["toggle.title"])
        let track = try #require(frames["toggle.switch"])
        #expect(close(track.maxX, 320))
        #expect(title.maxX <= track.minX)
        #expect(title.height > 25, "the long title wraps instead of pushing the switch out")
    }
}

@Suite struct DividerTests {
    @Test(arguments: [(InsetDivider.Inset.none, 0.0), (.margin, 16), (.text, 68)])
    func lineStartsAtItsInset(inset: InsetDivider.Inset, leading: Double) throws {
        let view = VStack(spacing: 0) { Row1(title: "Above"); InsetDivider(inset); Row1(title: "Below") }
        let ltr = try #require(try atomsFrames(view)["divider.line"])
        #expect(close(ltr.minX, leading) && close(ltr.maxX, 375))
        #expect(ltr.height > 0 && ltr.height <= 1)
        let rtl = try #require(try atomsFrames(view, direction: .rightToLeft)["divider.line"])
        #expect(close(rtl.minX, 0) && close(rtl.maxX, 375 - leading))
    }
}

/// The snapshot edge cases' card row: a growing title + subtitle column and a trailing badge.
struct BadgeCardRow: View {
    var title: String
    var subtitle: String
    var titleLines: Int? = 2

    var body: some View {
        HStack(alignment: .top, spacing: .s) {
            VStack(alignment: .leading, spacing: .xxs) {
                Label(title, style: .headline, lineLimit: titleLines)
                Label(subtitle, style: .subheadline, color: .secondary)
            }
            .flex(grow: 1, shrink: 1)
            .key("row.column")
            Badge("New").key("badge")
        }
        .key("row.content")
        .padding(.m).background(.card).padding(.m)
    }
}

@Suite struct BadgeInARowTests {
    static let longTitle = String(repeating: "Collect your prescription from the pharmacy on the corner ", count: 4)

    /// The badge's width alone in a roomy row: what it must keep beside any title.
    static func intrinsicBadgeWidth(textSize: TextSize) throws -> Double {
        try #require(try atomsFrames(HStack { Badge("New").key("badge") }, width: 320, textSize: textSize)["badge"]).width
    }

    @Test(arguments: [(TextSize.large, 1), (.large, 2), (.large, nil), (.accessibility5, 2), (.accessibility5, nil)] as [(TextSize, Int?)])
    func badgeKeepsItsWidthBesideALongTitle(textSize: TextSize, titleLines: Int?) throws {
        let frames = try atomsFrames(BadgeCardRow(title: Self.longTitle, subtitle: "Ready in 2 hours", titleLines: titleLines),
                                     width: 320, textSize: textSize)
        let badge = try #require(frames["badge"]), text = try #require(frames["badge.text"])
        let content = try #require(frames["row.content"]), column = try #require(frames["row.column"])
        let intrinsic = try Self.intrinsicBadgeWidth(textSize: textSize)
        #expect(close(badge.width, intrinsic), "badge \(badge.width) wide, \(intrinsic) alone")
        #expect(text.height < badge.height, "one line inside the pill")
        #expect(close(badge.maxX, content.maxX))
        #expect(column.maxX <= badge.minX, "the title gives way, not the badge")
    }

    @Test(arguments: [("", ""), ("", "Ready in 2 hours"), ("Prescription", "")])
    func badgeSitsAtTheTrailingEdgeWhateverTheTexts(title: String, subtitle: String) throws {
        for textSize in [TextSize.large, .accessibility5] {
            let frames = try atomsFrames(BadgeCardRow(title: title, subtitle: subtitle), width: 320, textSize: textSize)
            let badge = try #require(frames["badge"])
            let content = try #require(frames["row.content"]), column = try #require(frames["row.column"])
            #expect(close(content.minX, 32) && close(content.maxX, 288), "card content inside two .m paddings")
            #expect(close(badge.maxX, content.maxX), "\(textSize): badge ends at \(badge.maxX), content at \(content.maxX)")
            #expect(close(column.minX, content.minX), "the column starts at the leading edge")
        }
    }
}

@Suite struct LargeTextTests {
    @Test func iconsGrowWithTheTextStyleTheyFollowOrKeepTheirSize() throws {
        let scaled = try atomsFrames(IconView(.cup).key("icon"), textSize: .accessibility5)
        let fixed = try atomsFrames(IconView(.cup, relativeTo: nil).key("icon"), textSize: .accessibility5)
        let small = try atomsFrames(IconView(.cup).key("icon"), textSize: .xSmall)
        #expect(close(try #require(scaled["icon"]).width, 24 * 3.1176))
        #expect(try #require(fixed["icon"]).width == 24)
        #expect(try #require(small["icon"]).width < 24)
    }

    @Test func bannerIconsMoveAboveTheMessageAtAccessibilitySizes() throws {
        let banner = Banner(description: "Free delivery on orders over £20", leadingIcon: .deliveryVan, trailingIcon: .chevronRight)
        let frames = try atomsFrames(banner, width: 320, textSize: .accessibility5)
        let leading = try #require(frames["banner.leadingIcon"]), trailing = try #require(frames["banner.trailingIcon"])
        let text = try #require(frames["banner.text"])
        #expect(text.minY >= leading.maxY && text.minY >= trailing.maxY)
        #expect(close(text.minX, 16) && text.maxX <= 320 - 16 && text.width > 200, "the message leads the band's width")
        #expect(leading.width > 24)
    }

    @Test func toggleSwitchMovesBelowItsTitleAtAccessibilitySizes() throws {
        let frames = try atomsFrames(Toggle("Notifications", isOn: true), width: 320, textSize: .accessibility5)
        let title = try #require(frames["toggle.title"]), knob = try #require(frames["toggle.switch"])
        #expect(knob.minY >= title.maxY && knob.width == 51)
    }

    @Test func buttonIconSitsAboveTheTitleAtAccessibilitySizes() throws {
        let button = Button("Add to order", icon: .plus, style: .secondary)
        let large = try atomsFrames(button, width: 320)
        let huge = try atomsFrames(button, width: 320, textSize: .accessibility5)
        let (icon, title) = (try #require(large["button.icon"]), try #require(large["button.title"]))
        #expect(icon.maxX <= title.minX && close(icon.midY, title.midY))
        let (hugeIcon, hugeTitle) = (try #require(huge["button.icon"]), try #require(huge["button.title"]))
        #expect(hugeTitle.minY >= hugeIcon.maxY && close(hugeIcon.midX, hugeTitle.midX))
    }

    @Test func statusBannersSitOnTheirSubtleSurfaces() {
        #expect(BannerVariant.success.background == .token(.statusSuccessSubtle))
        #expect(BannerVariant.primary.background == .accent)
        #expect(Badge.Tone.error.fill == .token(.statusErrorSubtle) && Badge.Tone.error.foreground == .token(.statusErrorStrong))
    }
}
