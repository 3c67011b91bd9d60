import AcmeComponents
import Tessera
import TesseraGallery

/// Acme's whole catalog, in the order the gallery lists it: what `AcmeGallery` renders and
/// `CatalogSnapshotTests` checks. Each component's stories live in a file of their own; all of
/// them draw with Acme's brand, so the gallery needs no `--tokens` and the suite no `tokens:`.
public enum AcmeCatalog: StoryCatalog {
    public static let title = "Acme design system"
    public static var tokens: TokenLayers { AcmeTokens.layers }
    public static var tokenKeys: [any TokenKeyCatalog.Type] { AcmeTokens.keys }
    public static var stories: [Story] { PromoBadgeStories.stories + LoyaltyStampStories.stories + ReceiptStories.stories }
}
