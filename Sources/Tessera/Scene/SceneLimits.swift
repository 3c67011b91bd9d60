/// Bounds that turn a hostile scene into an error instead of exhausting memory or time.
public struct SceneLimits: Sendable {
    /// Largest scene file.
    public var maximumBytes = 2 << 20
    /// Views in the whole scene (modifier views included).
    public var maximumNodes = 5_000
    /// Nesting depth of the JSON.
    public var maximumDepth = 64
    /// Modifiers on one view: each wraps the view once more.
    public var maximumModifiers = 64
    /// Views inside views, each counted with its modifiers: how deep lowering, layout and
    /// drawing recurse (kept inside layout's 200 levels and `RenderBudget.maximumNesting`).
    public var maximumNesting = 128
    /// Characters of one text.
    public var maximumTextLength = 10_000
    /// Canvas side in points.
    public var maximumSide = 4_096.0
    /// Canvas area in device pixels.
    public var maximumPixels = 16_777_216

    public init() {}

    public static let `default` = SceneLimits()
}
