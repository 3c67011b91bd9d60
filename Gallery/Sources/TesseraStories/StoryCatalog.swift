import Tessera

/// A package's whole catalog: what its gallery renders and its catalog snapshot suite checks.
///
/// Declare one in a library target that both the gallery executable and the tests depend on:
///
/// ```swift
/// public enum AcmeCatalog: StoryCatalog {
///     public static let title = "Acme gallery"
///     public static var stories: [Story] { ButtonStories.stories + CardStories.stories }
/// }
/// ```
///
/// `GalleryCommand<AcmeCatalog>` (in `TesseraGallery`) then gives it the `gallery` command line,
/// and `StorySnapshot.all(in: AcmeCatalog.self)` (in `TesseraSnapshotTestingViews`) its snapshot
/// suite. Story ids (`group/name`) must be unique: the gallery refuses a catalog that repeats one,
/// since two stories would write one file.
public protocol StoryCatalog: StoryProvider {
    /// What the gallery's index page is called (default "Gallery").
    static var title: String { get }
    /// Every story, in the order the gallery lists them (groups in order of first appearance).
    static var stories: [Story] { get }
    /// The tokens the stories are drawn with: Tessera's defaults unless the catalog's components
    /// need a brand of their own (`.defaults.overlaid(by: brandFolder)`). The gallery uses them
    /// when `--tokens` is not given, and the catalog snapshot suite always, so a catalog whose
    /// views read brand tokens renders the same with no options as it is tested.
    static var tokens: TokenLayers { get }
    /// The typed-key catalogs generated for the catalog's own tokens (`tessera tokens swift
    /// --catalog`). The gallery and the catalog suite check the tokens against them when they load,
    /// so a token folder missing one of the brand's tokens is an error naming it, not a crash at
    /// the first view that reads it.
    static var tokenKeys: [any TokenKeyCatalog.Type] { get }
}

extension StoryCatalog {
    public static var title: String { "Gallery" }
    public static var tokens: TokenLayers { .defaults }
    public static var tokenKeys: [any TokenKeyCatalog.Type] { [] }
}
