/// A hairline between rows, inset from the leading edge so it lines up with the rows' text (as
/// iOS lists do), or a full-width section break.
///
/// Tessera's own `Divider` is the bare hairline; this atom adds the list insets so every list
/// in the library separates rows the same way. It stretches across its parent, so it belongs in
/// a vertical stack (a list), where Tessera's `Divider` is horizontal.
///
/// ```swift
/// VStack(spacing: 0) {
///     Row1(title: "Profile")
///     InsetDivider(.text)
///     Row1(title: "Payment")
/// }
/// ```
public struct InsetDivider: View {
    public var inset: Inset

    /// Where the line starts.
    public enum Inset: String, Hashable, Sendable, CaseIterable {
        /// Edge to edge: ends a section.
        case none
        /// At the screen margin: rows of text only.
        case margin
        /// Under the text of rows with a leading icon (margin + icon disc + gap; the margin
        /// at accessibility text sizes, where the disc stacks above the text).
        case text
    }

    public init(_ inset: Inset = .margin) { self.inset = inset }

    public var body: some View {
        EnvironmentReader { env in
            Divider().key("divider.line").padding(.leading, leading(in: env)).alignSelf(.stretch)
        }
    }

    func leading(in env: EnvironmentValues) -> LengthValue {
        switch inset {
        case .none: .zero
        case .margin: .screenMargin
        case .text: .points(RowMetrics.textInset(in: env))
        }
    }
}
