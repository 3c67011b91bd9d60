import Foundation
import Tessera

/// Acme's tokens: its brand folder (`BrandTokens/`, a resource of this module) layered over
/// Tessera's defaults, and the typed keys generated from it (`AcmeTokenKeys`).
///
/// Every renderer that draws Acme's components is built from these two, so a missing or
/// mistyped brand token is reported when the renderer loads, never while a view is drawn:
///
/// ```swift
/// let renderer = try Renderer(tokens: AcmeTokens.layers, keys: AcmeTokens.keys, colorScheme: .dark)
/// ```
public enum AcmeTokens {
    /// The brand folder as this module ships it. Bundled (rather than read from the package's
    /// folder) so the gallery and the tests find it whatever folder they run from.
    public static var folder: URL {
        guard let url = Bundle.module.url(forResource: "BrandTokens", withExtension: nil) else {
            fatalError("AcmeComponents was built without its BrandTokens resource")
        }
        return url
    }

    /// Tessera's defaults with Acme's brand on top.
    public static var layers: TokenLayers { .defaults.overlaid(by: folder) }

    /// The key catalogs Acme's components use beyond Tessera's own.
    public static var keys: [any TokenKeyCatalog.Type] { [AcmeTokenKeys.self] }
}
