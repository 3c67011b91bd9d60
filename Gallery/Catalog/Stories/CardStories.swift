import TesseraComponents

/// Placeholder: this area's stories are added with its components.
public enum CardStories: StoryProvider {
    public static var stories: [Story] { [] }
}
