/// Tessera's whole catalog: every area's stories, in the order the gallery lists them (screens
/// first: they are what the project is named after).
public enum Catalog: StoryCatalog {
    public static let title = "Tessera gallery"

    public static var providers: [any StoryProvider.Type] { [
        ShowcaseStories.self,
        TokenStories.self,
        AtomStories.self,
        RowStories.self,
        BannerStories.self,
        CardStories.self,
        TileStories.self,
        HeaderStories.self,
        BarStories.self,
        BackgroundStories.self,
        ModuleStories.self,
        IllustrationStories.self,
        SpotlightStories.self,
        LayerStories.self,
        WorldStories.self,
    ] }

    /// Every story, in catalog order.
    public static var stories: [Story] { providers.flatMap { $0.stories } }
}
