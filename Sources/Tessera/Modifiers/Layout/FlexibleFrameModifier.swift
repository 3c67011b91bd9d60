import TesseraGeometry

/// Bounds on either axis, in a wrapper that aligns the content inside; a maximum (even
/// `.infinity`) makes the wrapper take the room offered up to it.
struct FlexibleFrameModifier: ElementStep {
    let minWidth: LengthValue?, maxWidth: LengthValue?, minHeight: LengthValue?, maxHeight: LengthValue?
    let alignment: Alignment

    func apply(to element: Element, in context: LoweringContext) throws(RenderError) -> Element {
        let theme = context.environment.theme
        let minWidth = self.minWidth?.points(in: theme), maxWidth = self.maxWidth?.points(in: theme)
        let minHeight = self.minHeight?.points(in: theme), maxHeight = self.maxHeight?.points(in: theme)
        let wrapper = Element.wrapping(element, alignment: alignment)
        for (value, name) in [(minWidth, "minWidth"), (minHeight, "minHeight")] {
            if let value { try context.check(value, "frame \(name)") }
        }
        if let minWidth { wrapper.style.minWidth = .points(minWidth) }
        if let minHeight { wrapper.style.minHeight = .points(minHeight) }
        if let maxWidth {
            guard !maxWidth.isNaN, maxWidth >= 0 else {
                throw .invalidValue(path: context.path, name: "frame maxWidth", value: "\(maxWidth)", reason: "must be zero or more (or .infinity)")
            }
            if maxWidth.isFinite { wrapper.style.maxWidth = .points(maxWidth) }
            wrapper.expandsHorizontally = true
        }
        if let maxHeight {
            guard !maxHeight.isNaN, maxHeight >= 0 else {
                throw .invalidValue(path: context.path, name: "frame maxHeight", value: "\(maxHeight)", reason: "must be zero or more (or .infinity)")
            }
            if maxHeight.isFinite { wrapper.style.maxHeight = .points(maxHeight) }
            wrapper.expandsVertically = true
        }
        return wrapper
    }
}

extension Modifier {
    /// Bounds on either axis; `.infinity` as a maximum takes all the room offered.
    public static func frame(minWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil,
                             maxHeight: Double? = nil, alignment: Alignment = .center) -> Modifier {
        Modifier(FlexibleFrameModifier(minWidth: minWidth.map(LengthValue.points), maxWidth: maxWidth.map(LengthValue.points),
                                       minHeight: minHeight.map(LengthValue.points), maxHeight: maxHeight.map(LengthValue.points),
                                       alignment: alignment))
    }

    /// Bounds from dimension tokens: `.frame(minHeight: .sizeTouchTarget)`. (Chain a second
    /// frame for `.infinity`: `.frame(minHeight: .sizeTouchTarget).frame(maxWidth: .infinity)`.)
    public static func frame(minWidth: TokenKey<Length>? = nil, maxWidth: TokenKey<Length>? = nil,
                             minHeight: TokenKey<Length>? = nil, maxHeight: TokenKey<Length>? = nil,
                             alignment: Alignment = .center) -> Modifier {
        Modifier(FlexibleFrameModifier(minWidth: minWidth.map(LengthValue.token), maxWidth: maxWidth.map(LengthValue.token),
                                       minHeight: minHeight.map(LengthValue.token), maxHeight: maxHeight.map(LengthValue.token),
                                       alignment: alignment))
    }
}

extension View {
    public func frame(minWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil, maxHeight: Double? = nil,
                      alignment: Alignment = .center) -> ModifiedContent<Self> {
        modifier(.frame(minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight, alignment: alignment))
    }
    public func frame(minWidth: TokenKey<Length>? = nil, maxWidth: TokenKey<Length>? = nil, minHeight: TokenKey<Length>? = nil,
                      maxHeight: TokenKey<Length>? = nil, alignment: Alignment = .center) -> ModifiedContent<Self> {
        modifier(.frame(minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight, alignment: alignment))
    }
}
