import TesseraComponents

/// The atoms: labels, icons, badges, chips, dividers, avatars, buttons, progress bars, toggles.
/// Each story pads its atom by the screen margin, as a screen would place it.
public enum AtomStories: StoryProvider {
    public static var stories: [Story] {
        labels + icons + badges + chips + dividers + avatars + buttons + progress + toggles + largeTextAndMirrored
    }

    /// Every atom group at the largest text size on the narrowest phone, and mirrored.
    static var largeTextAndMirrored: [Story] { [
        labels[1].atLargestText("Long labels wrap by words at the largest text size; the one-line label truncates."),
        labels[1].mirrored("Labels lead from the right and truncate at their left end."),
        icons[0].atLargestText("Icons grow with the text size, each size in proportion."),
        icons[0].mirrored("Icons keep their drawing and run from the right."),
        badges[0].atLargestText("Badges grow with their caption text and stay single-line pills."),
        badges[0].mirrored("Badges run from the right."),
        chips[0].atLargestText("Chips and their icons grow; a chip too wide for the row takes a line of its own."),
        chips[0].mirrored("Chips wrap from the right, the selected one first."),
        dividers[0].atLargestText("At accessibility sizes rows stack their icon above the text, so the text inset is the margin."),
        dividers[0].mirrored("Inset hairlines start from the right edge."),
        avatars[0].atLargestText("Avatars grow with the text size and their initials stay centered."),
        avatars[0].mirrored("Avatars run from the right."),
        buttons[0].atLargestText("Buttons grow with their titles, which wrap by words, icons scaled alongside."),
        buttons[0].mirrored("The leading icon sits at the right of the title."),
        progress[0].atLargestText("Progress bars keep their height: they hold no text."),
        progress[0].mirrored("Progress fills from the right."),
        toggles[0].atLargestText("Titles wrap beside the switch, which keeps iOS's size."),
        toggles[0].mirrored("Titles lead from the right; the knob sits at the left when on."),
    ] }

    static let labels = [
        Story(group: "Atoms/Label", name: "type-ramp", summary: "Every text style of the type ramp, from large title to caption.") {
            VStack(alignment: .leading, spacing: .xxs) {
                Label("Large title", style: .largeTitle)
                Label("Title 1", style: .title1)
                Label("Title 2", style: .title2)
                Label("Title 3", style: .title3)
                Label("Headline", style: .headline)
                Label("Body", style: .body)
                Label("Callout", style: .callout)
                Label("Subheadline", style: .subheadline, color: .secondary)
                Label("Footnote", style: .footnote, color: .secondary)
                Label("Caption 1", style: .caption1, color: .secondary)
                Label("Caption 2", style: .caption2, color: .secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.m)
        },
        Story(group: "Atoms/Label", name: "long-text", summary: "Long text wraps; with a line limit it truncates with an ellipsis.") {
            VStack(alignment: .leading, spacing: .s) {
                Label("Collect your prescription from any pharmacy near you, usually within two hours of ordering.")
                Label("Collect your prescription from any pharmacy near you, usually within two hours of ordering.",
                      style: .subheadline, color: .secondary, lineLimit: 1)
                    .key("label.oneLine")
            }
            .padding(.m)
        }
        .waiving(.truncated, key: "label.oneLine", because: "the story shows a one-line label truncating with an ellipsis"),
    ]

    static let icons = [
        Story(group: "Atoms/Icon", name: "sizes-and-tints", summary: "Token icons at the five sizes of the icon scale, tinted with text, accent and status colors.") {
            VStack(alignment: .leading, spacing: .s) {
                Flex(wrap: .wrap, alignItems: .center, rowGap: .s, columnGap: .m) {
                    IconView(.cup, size: .xSmall)
                    IconView(.cup, size: .small)
                    IconView(.cup)
                    IconView(.cup, size: .large)
                    IconView(.cup, size: .xLarge)
                }
                Flex(wrap: .wrap, alignItems: .center, rowGap: .s, columnGap: .m) {
                    IconView(.star, tint: .accent)
                    IconView(.check, tint: .token(.statusSuccess))
                    IconView(.warning, tint: .token(.statusWarning))
                    IconView(.close, tint: .token(.statusError))
                    IconView(.info, tint: .secondary)
                }
            }
            .padding(.m)
        },
    ]

    static let badges = [
        Story(group: "Atoms/Badge", name: "tones", summary: "Badges in the accent, action, subtle and neutral tones.") {
            Flex(wrap: .wrap, rowGap: .xs, columnGap: .xs) {
                Badge("New")
                Badge("3", tone: .action)
                Badge("Pickup", tone: .subtle)
                Badge("Draft", tone: .neutral)
            }
            .padding(.m)
        },
        Story(group: "Atoms/Badge", name: "status", summary: "Badges on the info, success, warning and error surfaces, with strong status text.") {
            Flex(wrap: .wrap, rowGap: .xs, columnGap: .xs) {
                Badge("New", tone: .info)
                Badge("Ready", tone: .success)
                Badge("Low stock", tone: .warning)
                Badge("Failed", tone: .error)
            }
            .padding(.m)
        },
    ]

    static let chips = [
        Story(group: "Atoms/Chip", name: "filters", summary: "A wrapping set of filter chips, the first selected, some with icons.") {
            // Rows 12 points apart: each chip's tap region, grown to 44 points, stays its own.
            Flex(wrap: .wrap, rowGap: .s, columnGap: .xs) {
                Chip("Hot drinks", icon: .cup, isSelected: true)
                Chip("Food", icon: .forkAndKnife)
                Chip("Gifts", icon: .gift)
                Chip("Delivery", icon: .deliveryVan)
                Chip("Seasonal favourites")
            }
            .padding(.m)
        }
        .waiving(.truncated, key: "chip.title",
                 because: "at the accessibility sizes a chip wider than its whole row truncates rather than run off the screen (Chip's design)"),
    ]

    static let dividers = [
        Story(group: "Atoms/Divider", name: "insets", summary: "Hairlines edge to edge, at the screen margin, and under the text of rows with icons.") {
            VStack(spacing: 0) {
                Row1(title: "Edge to edge below")
                InsetDivider(.none)
                Row1(title: "Margin inset below")
                InsetDivider(.margin)
                Row3(title: "Text inset below", detail: "Lines up with the title", image: RowIcon(.store))
                InsetDivider(.text)
                Row1(title: "Last row")
            }
        },
    ]

    static let avatars = [
        Story(group: "Atoms/Avatar", name: "sizes", summary: "Initials avatars in the small, medium and large sizes.") {
            Flex(wrap: .wrap, alignItems: .center, rowGap: .s, columnGap: .s) {
                Avatar(name: "Jonathan Appleseed", size: .small)
                Avatar(name: "Ada Lovelace")
                Avatar(name: "Grace", size: .large)
            }
            .padding(.m)
        },
    ]

    static let buttons = [
        Story(group: "Atoms/Button", name: "styles", summary: "Primary, secondary, tertiary and destructive buttons at the large size.") {
            VStack(alignment: .leading, spacing: .s) {
                Button("Continue")
                Button("Add to order", icon: .plus, style: .secondary)
                Button("Learn more", style: .tertiary)
                Button("Delete card", style: .destructive)
            }
            .padding(.m)
        },
        Story(group: "Atoms/Button", name: "sizes", summary: "Small, medium and large primary buttons, with and without a leading icon.") {
            VStack(alignment: .leading, spacing: .s) {
                Flex(wrap: .wrap, alignItems: .center, rowGap: .xs, columnGap: .xs) {
                    Button("Small", size: .small)
                    Button("Medium", size: .medium)
                    Button("Large")
                }
                Flex(wrap: .wrap, alignItems: .center, rowGap: .xs, columnGap: .xs) {
                    Button("Add", icon: .plus, size: .small)
                    Button("Add", icon: .plus, size: .medium)
                    Button("Add", icon: .plus)
                }
            }
            .padding(.m)
        },
        Story(group: "Atoms/Button", name: "disabled", summary: "Disabled buttons of every style grey out the same way.") {
            VStack(alignment: .leading, spacing: .s) {
                Button("Continue", isDisabled: true)
                Button("Add to order", icon: .plus, style: .secondary, isDisabled: true)
                Button("Learn more", style: .tertiary, isDisabled: true)
                Button("Order", style: .order, size: .small, isDisabled: true)
            }
            .padding(.m)
        },
        Story(group: "Atoms/Button", name: "order-capsule", summary: "Seed 001's green Order capsule, as tiles show it.") {
            Flex(wrap: .wrap, alignItems: .center, rowGap: .xs, columnGap: .xs) {
                Button("Order", style: .order, size: .small)
                Button("Order now", icon: .cup, style: .order, size: .medium)
            }
            .padding(.m)
        },
        Story(group: "Atoms/Button", name: "long-title", summary: "A long title wraps, centered, and the button grows taller.") {
            Button("Collect from the pharmacy on the corner of Baker Street", icon: .pharmacy)
                .padding(.m)
        },
    ]

    static let progress = [
        Story(group: "Atoms/ProgressBar", name: "values", summary: "Progress at 0, 5, 60 and 100 percent, in the accent and action colors.") {
            VStack(spacing: .m) {
                ProgressBar(value: 0)
                ProgressBar(value: 0.05)
                ProgressBar(value: 0.6)
                ProgressBar(value: 1, tint: .action)
            }
            .padding(.m)
        },
    ]

    static let toggles = [
        Story(group: "Atoms/Toggle", name: "states", summary: "Toggles on and off, with titles, and a disabled one.") {
            // 16 points apart: each switch's tap region, grown to 44 points, stays its own.
            VStack(spacing: .m) {
                Toggle("Notifications", isOn: true)
                Toggle("Share my location with the store while I am ordering", isOn: false)
                Toggle("Dark mode follows the system", isOn: true, isDisabled: true)
                HStack(spacing: .s) {
                    Toggle(isOn: true)
                    Toggle(isOn: false)
                }
            }
            .padding(.m)
        },
    ]
}

extension Story {
    /// This story at the largest accessibility text size (accessibility5) on the narrowest
    /// phone, 320 pt wide, named `largest-text`: where words must still fit a line. A screen
    /// story grows as tall as its content, as a scrolling screen would at that size.
    func atLargestText(_ summary: String) -> Story {
        let make = make
        var story = Story(group: group, name: "largest-text", summary: summary, size: .width(320)) {
            make().textSize(.accessibility5)
        }
        story.waivers = waivers
        return story
    }

    /// This story laid out right to left, named `right-to-left`, across the whole width with
    /// its content at the leading (right) edge, as a right-to-left screen places it.
    ///
    /// The width matters: a `.layoutDirection` subtree mirrors what is inside it, but is itself
    /// placed by its parent, which runs left to right — the canvas centres a narrower view, a
    /// contact sheet's cell puts it at the left. A stack of buttons narrower than the story
    /// therefore showed its buttons flush right within a stack that sat centred or at the left.
    /// It keeps this story's waivers.
    func mirrored(_ summary: String) -> Story {
        let make = make
        var story = Story(group: group, name: "right-to-left", summary: summary, size: size) {
            make().frame(maxWidth: .infinity, alignment: .leading).layoutDirection(.rightToLeft)
        }
        story.waivers = waivers
        return story
    }
}
