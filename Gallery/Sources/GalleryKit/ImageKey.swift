/// What identifies one image across two gallery runs: its story, variant and rendition (theme,
/// scale, text size, direction, locale when the run names one) and its part — or, for a group's
/// contact sheet, the group, rendition and page. File names are not used: they depend on the
/// run's matrix (a run of several text sizes spells them in the name).
struct ImageKey: Hashable, Sendable, CustomStringConvertible {
    var story: String
    var variant: String
    var theme: String
    var scale: Int
    var textSize: String
    var layoutDirection: String
    var locale: String?
    var part: Int?
    /// A contact sheet's key (its variant is `ComparedRun.contactSheetVariant`, its part the page),
    /// apart from any story's however the story is named.
    var contactSheet = false

    init(_ image: Manifest.Image, locale: String?, contactSheet: Bool = false) {
        story = image.story
        variant = image.variant
        theme = image.theme
        scale = image.scale
        textSize = image.textSize
        layoutDirection = image.layoutDirection
        self.locale = locale
        part = image.part
        self.contactSheet = contactSheet
    }

    var description: String {
        var text = "\(story)/\(variant) (\(theme), \(scale)x, \(textSize), \(layoutDirection)"
        if let locale { text += ", \(locale)" }
        if let part { text += contactSheet ? ", page \(part)" : ", part \(part)" }
        return text + ")"
    }
}
