import AcmeComponents
import TesseraGallery

/// Acme's whole catalog, in the order the gallery lists it: what `AcmeGallery` renders and
/// `CatalogSnapshotTests` checks. Each component's stories live in a file of their own.
public enum AcmeCatalog: StoryCatalog {
    public static let title = "Acme design system"
    public static var stories: [Story] { PromoBadgeStories.stories + LoyaltyStampStories.stories + ReceiptStories.stories }
}
