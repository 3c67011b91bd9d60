import Tessera

/// A rendition's place in a run's matrix as its manifest's settings list it — by theme, then text
/// size, then locale, then direction — so entries sort back into the order they were rendered in,
/// also after shards are merged. A value the settings do not list sorts after those they do.
struct RenditionRank {
    private let themes: [String: Int], textSizes: [String: Int], locales: [String: Int], directions: [String: Int]

    init(_ settings: Manifest.Settings) {
        func ranks(_ values: [String]) -> [String: Int] {
            Dictionary(values.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        }
        themes = ranks(settings.themes)
        textSizes = ranks(settings.textSizes)
        locales = ranks(settings.locales ?? [Renderer.defaultLocale])
        directions = ranks(settings.layoutDirections)
    }

    /// `locale` nil is the default locale (an entry of a manifest written before locales).
    func callAsFunction(_ theme: String, _ textSize: String, _ locale: String?, _ layoutDirection: String) -> Int {
        // Mixed radix: each place one more than its list's length, so an unlisted value fits.
        let sizes = textSizes.count + 1, localeCount = locales.count + 1, directionCount = directions.count + 1
        let t = themes[theme] ?? themes.count, s = textSizes[textSize] ?? textSizes.count
        let l = locales[locale ?? Renderer.defaultLocale] ?? locales.count
        let d = directions[layoutDirection] ?? directions.count
        return ((t * sizes + s) * localeCount + l) * directionCount + d
    }
}
