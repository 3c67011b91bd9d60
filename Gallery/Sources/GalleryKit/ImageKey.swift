import Tessera

/// What identifies one image across two gallery runs: its story, variant and rendition (theme,
/// scale, text size, direction, locale) and its part — or, for a group's contact sheet, the group,
/// rendition and page. File names are not used: they depend on the run's matrix (a run of several
/// text sizes spells them in the name).
struct ImageKey: Hashable, Sendable, CustomStringConvertible {
    var story: String
    var variant: String
    var theme: String
    var scale: Int
    var textSize: String
    var layoutDirection: String
    /// Nil for the default locale, `en-US`: what a manifest written before locales drew every
    /// image in, so such a baseline still matches a current run of the default locale.
    var locale: String?
    var part: Int?
    /// A contact sheet's key (its variant is `ComparedRun.contactSheetVariant`, its part the page),
    /// apart from any story's however the story is named.
    var contactSheet = false

    init(_ image: Manifest.Image, contactSheet: Bool = false) {
        story = image.story
        variant = image.variant
        theme = image.theme
        scale = image.scale
        textSize = image.textSize
        layoutDirection = image.layoutDirection
        locale = image.locale == Renderer.defaultLocale ? nil : image.locale
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
