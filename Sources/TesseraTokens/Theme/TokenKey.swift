/// A compile-checked name of a token whose value is a `Value`.
///
/// Keys are generated from token files (`tessera tokens swift`) into the module that uses them —
/// Tessera's own into `Tessera` (`TesseraTokenKeys`), an adopter's into its package — so this
/// module loads any DTCG set without knowing anyone's names. Keys are theme independent:
/// `theme[.textPrimary]` reads the light or the dark value. A theme checks the key catalogs it is
/// built for (`Theme(tokens:requiring:)`), so looking up one of their keys cannot fail at render time.
public struct TokenKey<Value>: Hashable, Sendable, CustomStringConvertible {
    /// The token's path, `color.text.primary`.
    public let name: String

    /// A key for the token at `name`. Generated catalogs make keys; a theme checks them when it
    /// is built for their catalog.
    public init(_ name: String) {
        self.name = name
    }

    public var description: String { name }
}

/// The keys `tessera tokens swift` generated from one token folder, by type: what a theme must
/// hold for the components that use those keys. A theme is built for the catalogs its users
/// need (`Theme(tokens:requiring:)`) and then reports every missing or mistyped token at once,
/// before anything is drawn. Its metatypes are sendable, so a list of catalogs can travel with
/// the settings of a parallel render (a gallery run, a catalog suite's cases).
public protocol TokenKeyCatalog: SendableMetatype {
    /// The token names of the catalog's keys of `type`, sorted by key name.
    static func names(of type: TokenType) -> [String]
}

extension TokenType {
    /// The Swift type a `Theme` hands out for tokens of this type (used by the key generator).
    var swiftValueType: String {
        switch self {
        case .color: "Color"
        case .dimension: "Length"
        case .fontFamily: "[String]"
        case .fontWeight: "FontWeight"
        case .duration: "AnimationDuration"
        case .cubicBezier: "CubicBezier"
        case .number: "Double"
        case .typography: "Typography"
        case .shadow: "[BoxShadow]"
        case .border: "Border"
        case .gradient: "[ColorStop]"
        case .strokeStyle: "LineStyle"
        case .transition: "Transition"
        case .icon: "Icon"
        }
    }
}
