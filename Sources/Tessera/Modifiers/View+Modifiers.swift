import TesseraGeometry

/// The SwiftUI-style chain: each method applies the `Modifier` value of the same name, so a
/// chain and a composed modifier value lower to the same elements. Lengths, radii and opacities
/// take points or tokens: any `TokenKey<Length>` / `TokenKey<Double>` works, so keys added to
/// the token files need no new API.
extension View {
    public func padding(_ edges: Edge.Set = .all, _ length: LengthValue = .m) -> ModifiedContent<Self> {
        modifier(.padding(edges, length))
    }
    public func padding(_ length: LengthValue) -> ModifiedContent<Self> { modifier(.padding(length)) }
    public func padding(_ edges: Edge.Set = .all, _ token: TokenKey<Length>) -> ModifiedContent<Self> {
        modifier(.padding(edges, token))
    }
    public func padding(top: LengthValue? = nil, leading: LengthValue? = nil, bottom: LengthValue? = nil,
                        trailing: LengthValue? = nil) -> ModifiedContent<Self> {
        modifier(.padding(top: top, leading: leading, bottom: bottom, trailing: trailing))
    }
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> ModifiedContent<Self> {
        modifier(.frame(width: width, height: height, alignment: alignment))
    }
    public func frame(minWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil, maxHeight: Double? = nil,
                      alignment: Alignment = .center) -> ModifiedContent<Self> {
        modifier(.frame(minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight, alignment: alignment))
    }
    public func frame(width: TokenKey<Length>? = nil, height: TokenKey<Length>? = nil,
                      alignment: Alignment = .center) -> ModifiedContent<Self> {
        modifier(.frame(width: width, height: height, alignment: alignment))
    }
    public func frame(minWidth: TokenKey<Length>? = nil, maxWidth: TokenKey<Length>? = nil, minHeight: TokenKey<Length>? = nil,
                      maxHeight: TokenKey<Length>? = nil, alignment: Alignment = .center) -> ModifiedContent<Self> {
        modifier(.frame(minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight, alignment: alignment))
    }
    public func flex(grow: Double = 0, shrink: Double = 1, basis: Double? = nil) -> ModifiedContent<Self> {
        modifier(.flex(grow: grow, shrink: shrink, basis: basis))
    }
    public func alignSelf(_ alignment: AlignSelf) -> ModifiedContent<Self> { modifier(.alignSelf(alignment)) }
    public func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode = .fit) -> ModifiedContent<Self> {
        modifier(.aspectRatio(ratio, contentMode: contentMode))
    }
    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> ModifiedContent<Self> {
        modifier(.fixedSize(horizontal: horizontal, vertical: vertical))
    }
    public func absolutePosition(top: Double? = nil, leading: Double? = nil, bottom: Double? = nil,
                                 trailing: Double? = nil) -> ModifiedContent<Self> {
        modifier(.absolutePosition(top: top, leading: leading, bottom: bottom, trailing: trailing))
    }
    public func offset(x: Double = 0, y: Double = 0) -> ModifiedContent<Self> { modifier(.offset(x: x, y: y)) }
    public func background(_ color: ColorValue, in shape: some Shape = Rectangle()) -> ModifiedContent<Self> {
        modifier(.background(color, in: shape))
    }
    public func foregroundColor(_ color: ColorValue) -> ModifiedContent<Self> { modifier(.foregroundColor(color)) }
    public func tint(_ color: ColorValue) -> ModifiedContent<Self> { modifier(.tint(color)) }
    public func font(_ typography: TokenKey<Typography>) -> ModifiedContent<Self> { modifier(.font(typography)) }
    public func lineLimit(_ limit: Int?) -> ModifiedContent<Self> { modifier(.lineLimit(limit)) }
    public func truncationMode(_ mode: TruncationMode) -> ModifiedContent<Self> { modifier(.truncationMode(mode)) }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedContent<Self> {
        modifier(.multilineTextAlignment(alignment))
    }
    public func textSize(_ size: TextSize) -> ModifiedContent<Self> { modifier(.textSize(size)) }
    public func layoutDirection(_ direction: LayoutDirection) -> ModifiedContent<Self> { modifier(.layoutDirection(direction)) }
    public func cornerRadius(_ radius: Radius, style: RoundedCornerStyle = .circular) -> ModifiedContent<Self> {
        modifier(.cornerRadius(radius, style: style))
    }
    public func cornerRadius(_ token: TokenKey<Length>, style: RoundedCornerStyle = .circular) -> ModifiedContent<Self> {
        modifier(.cornerRadius(token, style: style))
    }
    public func clipShape(_ shape: some Shape) -> ModifiedContent<Self> { modifier(.clipShape(shape)) }
    public func border(_ color: ColorValue, width: LengthValue = 1, in shape: some Shape = Rectangle()) -> ModifiedContent<Self> {
        modifier(.border(color, width: width, in: shape))
    }
    public func border(_ color: ColorValue, width: TokenKey<Length>, in shape: some Shape = Rectangle()) -> ModifiedContent<Self> {
        modifier(.border(color, width: width, in: shape))
    }
    public func shadow(_ elevation: Elevation) -> ModifiedContent<Self> { modifier(.shadow(elevation)) }
    public func opacity(_ value: Double) -> ModifiedContent<Self> { modifier(.opacity(value)) }
    public func opacity(_ token: TokenKey<Double>) -> ModifiedContent<Self> { modifier(.opacity(token)) }
    public func hidden() -> ModifiedContent<Self> { modifier(.hidden) }
    public func key(_ name: String) -> ModifiedContent<Self> { modifier(.key(name)) }
    /// Declares the view interactive (see `Modifier.interactive`): the audit checks its touch
    /// target; `isEnabled: false` for a disabled control, `expandsHitArea` for a tap region grown
    /// to the touch target (see `Interaction`).
    public func interactive(isEnabled: Bool = true, expandsHitArea: Bool = false) -> ModifiedContent<Self> {
        modifier(.interactive(isEnabled: isEnabled, expandsHitArea: expandsHitArea))
    }
    /// Declares the view a modal layer over what was drawn before it (see `Modifier.modal`).
    public func modal() -> ModifiedContent<Self> { modifier(.modal) }
}
