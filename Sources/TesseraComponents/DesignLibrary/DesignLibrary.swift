/// Bento's design library as a value: factory methods that return finished components, so a
/// screen reads as a list of `appearance.row3(...)` calls (seed 004) and every screen uses the
/// same components with the same tokens.
///
/// It holds no colors or fonts itself: components read semantic tokens from the renderer's
/// theme, so one `DesignLibrary` serves light, dark and any other theme. Other areas of the
/// library add their factories as `extension DesignLibrary` in their own folders.
///
/// ```swift
/// let appearance = DesignLibrary()
/// VStack(spacing: 0) {
///     appearance.banner(description: "Free delivery today", leadingIcon: .deliveryVan)
///     appearance.row3(title: "Collect from a pharmacy", detail: "Usually ready in 2 hours",
///                     image: RowIcon(.pharmacy))
/// }
/// ```
public struct DesignLibrary: Sendable {
    public init() {}

    // MARK: Rows

    public func row1(title: String) -> Row1 { Row1(title: title) }

    public func row2(title: String, subtitle: String) -> Row2 { Row2(title: title, subtitle: subtitle) }

    public func row3(title: String, detail: String, image: RowIcon) -> Row3 {
        Row3(title: title, detail: detail, image: image)
    }

    public func valueRow(title: String, value: String) -> ValueRow { ValueRow(title: title, value: value) }

    public func transactionRow(type: String, date: String, amount: Int, kind: TransactionRow.Kind) -> TransactionRow {
        TransactionRow(type: type, date: date, amount: amount, kind: kind)
    }

    // MARK: Banners

    /// Seed 004's `banner(description:leadingIcon:trailingIcon:iconsColor:)` on the accent band.
    public func banner(description: String, leadingIcon: TokenKey<Icon>? = nil, trailingIcon: TokenKey<Icon>? = nil,
                       iconsColor: ColorValue? = nil) -> Banner {
        Banner(description: description, leadingIcon: leadingIcon, trailingIcon: trailingIcon, iconsColor: iconsColor)
    }

    /// A status banner with its conventional leading icon (info, check, warning).
    public func statusBanner(_ variant: BannerVariant, description: String, trailingIcon: TokenKey<Icon>? = nil) -> Banner {
        Banner(description: description, leadingIcon: variant.defaultIcon, trailingIcon: trailingIcon, variant: variant)
    }

    // MARK: Atoms

    public func label(_ text: String, style: TokenKey<Typography> = .body, color: ColorValue = .primary) -> Label {
        Label(text, style: style, color: color)
    }

    public func button(_ title: String, icon: TokenKey<Icon>? = nil, style: ButtonStyle = .primary,
                       size: ButtonSize = .large, isDisabled: Bool = false) -> Button {
        Button(title, icon: icon, style: style, size: size, isDisabled: isDisabled)
    }

    /// Seed 001's green "Order" capsule.
    public func orderButton(_ title: String = "Order") -> Button { Button(title, style: .order, size: .small) }

    public func badge(_ text: String, tone: Badge.Tone = .accent) -> Badge { Badge(text, tone: tone) }

    public func chip(_ title: String, icon: TokenKey<Icon>? = nil, isSelected: Bool = false) -> Chip {
        Chip(title, icon: icon, isSelected: isSelected)
    }

    public func avatar(name: String, size: Avatar.Size = .medium) -> Avatar { Avatar(name: name, size: size) }

    public func progressBar(value: Double) -> ProgressBar { ProgressBar(value: value) }

    public func toggle(_ title: String? = nil, isOn: Bool) -> Toggle { Toggle(title, isOn: isOn) }
}
