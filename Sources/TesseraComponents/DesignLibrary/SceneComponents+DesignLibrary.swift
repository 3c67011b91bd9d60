/// The design library as JSON-scene components, so server-driven scenes can name them:
/// `{"type": "component", "name": "row3", "properties": {"title": "…", "detail": "…", "icon": "pharmacy"}}`.
///
/// Each builder reads its properties with `SceneProperties`, whose errors name the JSON path;
/// enumerations (button style, banner variant, badge tone) and icon names are checked against
/// the library's own cases, so a typo is an error rather than a silent default.
///
/// ```swift
/// try scene.render(with: renderer, components: .designLibrary, assetRoot: root)
/// ```
extension SceneComponents {
    public static var designLibrary: SceneComponents {
        var components = SceneComponents()
        components.register(
            "banner",
            properties: "`description`, `leadingIcon`, `trailingIcon` (icon names), `iconsColor`,"
                + " `variant` (`primary`, `info`, `success`, `warning`, `error`)"
        ) { p throws(RenderError) in
            AnyView(Banner(
                description: try p.string("description"),
                leadingIcon: try p.iconKey("leadingIcon"), trailingIcon: try p.iconKey("trailingIcon"),
                iconsColor: try p.optionalColor("iconsColor"),
                variant: try p.choice("variant", default: BannerVariant.primary)))
        }
        components.register("row1", properties: "`title`, `showsChevron` (default true)") { p throws(RenderError) in
            AnyView(Row1(title: try p.string("title"), showsChevron: try p.bool("showsChevron", default: true)))
        }
        components.register("row2", properties: "`title`, `subtitle`, `showsChevron`") { p throws(RenderError) in
            AnyView(Row2(title: try p.string("title"), subtitle: try p.string("subtitle"),
                         showsChevron: try p.bool("showsChevron", default: true)))
        }
        components.register("row3", properties: "`title`, `detail`, `icon` (required)") { p throws(RenderError) in
            guard let icon = try p.iconKey("icon") else { throw .scene(path: "\(p.path).icon", reason: "is required") }
            return AnyView(Row3(title: try p.string("title"), detail: try p.string("detail"), image: RowIcon(icon)))
        }
        components.register("valueRow", properties: "`title`, `value`") { p throws(RenderError) in
            AnyView(ValueRow(title: try p.string("title"), value: try p.string("value")))
        }
        components.register(
            "button",
            properties: "`title`, `icon`, `style` (`primary`, `secondary`, `tertiary`,"
                + " `destructive`, `order`), `size` (`small`, `medium`, `large`), `disabled`"
        ) { p throws(RenderError) in
            AnyView(Button(
                try p.string("title"), icon: try p.iconKey("icon"),
                style: try p.choice("style", default: ButtonStyle.primary),
                size: try p.choice("size", default: ButtonSize.large),
                isDisabled: try p.bool("disabled")))
        }
        components.register("badge", properties: "`text`, `tone` (`accent`, `action`, `subtle`, `neutral`)") { p throws(RenderError) in
            AnyView(Badge(try p.string("text"), tone: try p.choice("tone", default: Badge.Tone.accent)))
        }
        components.register("chip", properties: "`title`, `icon`, `selected`") { p throws(RenderError) in
            AnyView(Chip(try p.string("title"), icon: try p.iconKey("icon"), isSelected: try p.bool("selected")))
        }
        components.register("card", properties: "`title`, `message`") { p throws(RenderError) in
            AnyView(ContentCard(title: try p.string("title"), message: try p.optionalString("message")))
        }
        components.register(
            "tile",
            properties: #"`title`, `subtitle`, `action` (default "Order"), `illustration` (`coffee`,"#
                + #" `star`, `gift`)"#
        ) { p throws(RenderError) in
            AnyView(Tile(
                title: try p.string("title"), subtitle: try p.string("subtitle"),
                action: try p.optionalString("action") ?? "Order",
                illustration: try p.choice("illustration", default: TileIllustration.Motif.coffee)))
        }
        return components
    }
}

extension SceneProperties {
    /// A string property that names one case of `T` (`"secondary"`), or `defaultValue` when absent.
    func choice<T: RawRepresentable & CaseIterable>(_ name: String, default defaultValue: T) throws(RenderError) -> T
    where T.RawValue == String {
        guard let raw = try optionalString(name) else { return defaultValue }
        guard let value = T(rawValue: raw) else {
            let names = T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw .scene(path: "\(path).\(name)", reason: "must be one of \(names), not \"\(raw)\"")
        }
        return value
    }

    /// An icon token named by its short name (`"star"`) or full name (`"icon.star"`).
    func iconKey(_ name: String) throws(RenderError) -> TokenKey<Icon>? {
        guard let raw = try optionalString(name) else { return nil }
        let short = raw.hasPrefix("icon.") ? String(raw.dropFirst(5)) : raw
        guard let key = SceneIcons.keys[short] else {
            throw .scene(path: "\(path).\(name)", reason: "unknown icon \"\(raw)\"; known: \(SceneIcons.keys.keys.sorted().joined(separator: ", "))")
        }
        return key
    }
}

/// The icon tokens scenes may name. A test checks this table against every icon in the token
/// files, so a new icon cannot be forgotten here.
enum SceneIcons {
    static let keys: [String: TokenKey<Icon>] = [
        "calendar": .calendar, "check": .check, "chevronDown": .chevronDown, "chevronRight": .chevronRight,
        "chevronUp": .chevronUp, "close": .close, "cup": .cup, "deliveryVan": .deliveryVan, "dumbbell": .dumbbell,
        "forkAndKnife": .forkAndKnife, "gift": .gift, "house": .house, "inbox": .inbox, "info": .info,
        "live": .live, "pharmacy": .pharmacy, "play": .play, "plus": .plus, "scan": .scan, "star": .star,
        "store": .store, "warning": .warning,
    ]
}
