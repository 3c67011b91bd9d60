import Tessera

/// One gallery entry: a named variant of a component or screen, with the size it renders at.
///
/// Stories are shared by a package's gallery executable and its snapshot suite, so every story is
/// both reviewed by designers and checked in CI. A story holds a factory rather than a view
/// because views need not be `Sendable`: each render (on any thread) builds its own view.
///
/// ```swift
/// Story(group: "Atoms/Badge", name: "new", summary: "A badge announcing a new feature.") {
///     Badge("New")
/// }
/// ```
public struct Story: Sendable {
    /// The group it is listed under, e.g. "Atoms/Button": the component, or the screen, whose
    /// variants the group's stories are. Each `/`-separated part becomes a folder of the output.
    public var group: String
    /// The variant's name within its group, e.g. "primary-large" (used as a file name).
    public var name: String
    /// One sentence for designers: what this variant shows.
    public var summary: String
    public var size: StorySize
    public var make: @Sendable () -> AnyView
    /// Audit findings this story's design intends (`waiving(_:key:because:)`).
    public var waivers: [AuditWaiver] = []

    public init<V: View & SendableMetatype>(
        group: String, name: String, summary: String, size: StorySize = .compact,
        @ViewBuilder make: @escaping @Sendable () -> V
    ) {
        self.group = group
        self.name = name
        self.summary = summary
        self.size = size
        self.make = { AnyView(make()) }
    }

    /// "group/name": unique across the catalog.
    public var id: String { "\(group)/\(name)" }
}

/// How big a story renders.
public enum StorySize: Hashable, Sendable {
    /// Fit a width in points; the height follows the content.
    case width(Double)
    /// A whole device screen in points (crop to the viewport).
    case screen(width: Double, height: Double)

    /// The compact width (an iPhone's 375 pt).
    public static let compact = StorySize.width(375)
    /// The regular width (an iPad's 768 pt).
    public static let regular = StorySize.width(768)
}

/// A source of stories, so a catalog can be written one area at a time: each area of a library
/// (atoms, cards, screens) lists its own stories in a file of its own, and the catalog joins them.
public protocol StoryProvider: SendableMetatype {
    static var stories: [Story] { get }
}
