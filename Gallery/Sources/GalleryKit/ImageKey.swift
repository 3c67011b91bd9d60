/// What identifies one image across two gallery runs: its story, variant and rendition (theme,
/// scale, text size, direction, locale when the run names one) and its part. File names are not
/// used: they depend on the run's matrix (a run of several text sizes spells them in the name).
struct ImageKey: Hashable, Sendable, CustomStringConvertible {
    var story: String
    var variant: String
    var theme: String
    var scale: Int
    var textSize: String
    var layoutDirection: String
    var locale: String?
    var part: Int?

    init(_ image: Manifest.Image, locale: String?) {
        story = image.story
        variant = image.variant
        theme = image.theme
        scale = image.scale
        textSize = image.textSize
        layoutDirection = image.layoutDirection
        self.locale = locale
        part = image.part
    }

    var description: String {
        var text = "\(story)/\(variant) (\(theme), \(scale)x, \(textSize), \(layoutDirection)"
        if let locale { text += ", \(locale)" }
        if let part { text += ", part \(part)" }
        return text + ")"
    }
}
