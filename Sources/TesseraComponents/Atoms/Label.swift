/// A run of text in one of the type ramp's styles and a semantic color: the smallest atom, so
/// every component names its text role (title, detail, caption) the same way.
///
/// ```swift
/// Label("Collect from a pharmacy", style: .headline)
/// Label("Ready in 2 hours", style: .subheadline, color: .secondary, lineLimit: 2)
/// ```
public struct Label: View {
    public var text: String
    public var style: TokenKey<Typography>
    public var color: ColorValue
    /// Lines before the text truncates with an ellipsis (nil: wraps without limit).
    public var lineLimit: Int?

    public init(_ text: String, style: TokenKey<Typography> = .body, color: ColorValue = .primary, lineLimit: Int? = nil) {
        self.text = text
        self.style = style
        self.color = color
        self.lineLimit = lineLimit
    }

    public var body: some View {
        Text(text).font(style).foregroundColor(color).lineLimit(lineLimit)
    }
}
