import TesseraGeometry

/// Bento's way of building components: an array of optional views stacked along an axis, with
/// spacing and layout margins (`nil` entries, such as a missing icon, are skipped).
///
/// ```swift
/// [leadingIcon.map { Image(icon: $0).eraseToAnyView() }, Text(description).eraseToAnyView()]
///     .stack(axis: .horizontal, spacing: 8, layoutMargins: 8)
///     .container()
///     .background(.accent)
/// ```
extension Array where Element == AnyView? {
    public func stack(axis: Axis, spacing: LengthValue = 0, layoutMargins: LengthValue = 0,
                      alignment: Alignment = .leading) -> some View {
        compactMap { $0 }.stack(axis: axis, spacing: spacing, layoutMargins: layoutMargins, alignment: alignment)
    }
}

extension Array where Element == AnyView {
    public func stack(axis: Axis, spacing: LengthValue = 0, layoutMargins: LengthValue = 0,
                      alignment: Alignment = .leading) -> some View {
        StackOfViews(views: self, axis: axis, spacing: spacing, alignment: alignment).padding(layoutMargins)
    }
}

struct StackOfViews: View {
    let views: [AnyView]
    let axis: Axis
    let spacing: LengthValue
    let alignment: Alignment

    var body: some View {
        if axis == .horizontal {
            HStack(alignment: alignment.vertical, spacing: spacing) { ViewList(views) }
        } else {
            VStack(alignment: alignment.horizontal, spacing: spacing) { ViewList(views) }
        }
    }
}

extension View {
    /// Bento's `container()`: the component fills the width it is given (so a background set
    /// after it spans the row), its content aligned leading.
    public func container(alignment: Alignment = .leading) -> some View {
        frame(maxWidth: .infinity, alignment: alignment)
    }
}
