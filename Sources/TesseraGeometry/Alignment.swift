/// Where content sits along the horizontal axis. `leading`/`trailing` follow the layout direction.
public enum HorizontalAlignment: String, Hashable, Sendable, Codable, CaseIterable {
    case leading
    case center
    case trailing

    /// The fraction of the free space placed before the content (0, ½, 1), for left-to-right
    /// layouts; right-to-left layouts mirror it.
    public func fraction(rightToLeft: Bool = false) -> Double {
        switch self {
        case .leading: rightToLeft ? 1 : 0
        case .center: 0.5
        case .trailing: rightToLeft ? 0 : 1
        }
    }
}

/// Where content sits along the vertical axis.
public enum VerticalAlignment: String, Hashable, Sendable, Codable, CaseIterable {
    case top
    case center
    case bottom
    /// Align first text baselines (rows of text); behaves as `top` for content without text.
    case firstTextBaseline

    /// The fraction of the free space placed above the content (0, ½, 1).
    public var fraction: Double {
        switch self {
        case .top, .firstTextBaseline: 0
        case .center: 0.5
        case .bottom: 1
        }
    }
}

/// A two-dimensional alignment, as SwiftUI's `Alignment`.
public struct Alignment: Hashable, Sendable, Codable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The origin of a box of `size` aligned inside `container`.
    public func place(_ size: Size, in container: Rect, rightToLeft: Bool = false) -> Point {
        Point(
            x: container.minX + (container.width - size.width) * horizontal.fraction(rightToLeft: rightToLeft),
            y: container.minY + (container.height - size.height) * vertical.fraction)
    }
}
