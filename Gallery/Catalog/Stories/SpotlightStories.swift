import TesseraComponents

/// Placeholder: this area's stories are added with its components.
public enum SpotlightStories: StoryProvider {
    public static var stories: [Story] { [] }
}
