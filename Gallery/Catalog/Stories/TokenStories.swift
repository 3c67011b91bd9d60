import Tessera

/// The design tokens as pages of their own: colors with names and hex values in both themes, the
/// palette, the type scale, spacing, radii, elevations and the icon set. They are stories like
/// any other, so the gallery renders them per theme and the snapshot suite guards them.
public enum TokenStories: StoryProvider {
    public static var stories: [Story] { [
        Story(group: "Tokens", name: "colors", summary: "Semantic colors: light and dark values side by side, with hex and purpose.",
              size: .regular) { SemanticColorPage() },
        Story(group: "Tokens", name: "palette", summary: "Primitive palette ramps with step names and hex values.",
              size: .regular) { PalettePage() },
        Story(group: "Tokens", name: "type-scale", summary: "The type ramp, each style set in itself with size, line height and weight.") {
            TypeScalePage()
        },
        Story(group: "Tokens", name: "spacing", summary: "The spacing scale as bars of their length.") { SpacingPage() },
        Story(group: "Tokens", name: "radii", summary: "Corner radii on squares.") { RadiusPage() },
        Story(group: "Tokens", name: "elevations", summary: "Elevations as cards on the grouped background, with their shadow layers.") {
            ElevationPage()
        },
        Story(group: "Tokens", name: "icons", summary: "Every icon at the medium size, tinted with the text color.",
              size: .regular) { IconPage() },
    ] }
}
