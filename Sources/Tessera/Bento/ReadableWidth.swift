/// The widest column a screen's list may run at, as UIKit's `readableContentGuide`: at regular
/// widths (an iPad) rows running the full 820 pt make lines too long to read and put a row's
/// title and its trailing chevron a hand's width apart, so the list keeps to a centered column.
///
/// UIKit sizes that column from the body font (≈ 672 pt at the default text size) and grows it
/// with Dynamic Type; so does this: `defaultWidth` scaled by the body size's factor over the
/// default size. At accessibility sizes the column is wider than any iPad, which is what iOS does
/// too (large text needs the room more than short lines). On a phone it is never narrower than the
/// screen, so compact layouts are unchanged.
public enum ReadableWidth {
    /// The column's maximum width at the default text size (`.large`), in points.
    public static let defaultWidth = 672.0

    /// The maximum column width at `environment`'s text size, from its theme's body typography.
    public static func maximum(in environment: EnvironmentValues) -> Double {
        let theme = environment.theme
        let body = theme.typography(.body, size: environment.textSize).fontSize.points
        let base = theme.typography(.body, size: .large).fontSize.points
        guard body.isFinite, base.isFinite, body > 0, base > 0 else { return defaultWidth }
        return defaultWidth * body / base
    }
}

/// Content kept to the readable width, centered in whatever is wider (see `ReadableWidth`).
struct ReadableColumn<Content: View>: View {
    let content: Content

    init(@ViewBuilder content: () -> Content) { self.content = content() }

    var body: some View {
        EnvironmentReader { environment in
            // A row that centers its one item: the item grows to the row's width up to the
            // readable maximum (a frame alone would keep it at the leading edge).
            Flex(justifyContent: .center) {
                content
                    .frame(maxWidth: ReadableWidth.maximum(in: environment))
                    .flex(grow: 1, shrink: 1, basis: 0)
            }
            .frame(maxWidth: .infinity)
        }
    }
}
