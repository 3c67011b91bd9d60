/// A compile-checked name of a token whose value is a `Value`.
///
/// Keys are generated from the token files (`tessera tokens swift`, committed in
/// `Generated/TokenKeys.swift`) and are theme independent: `theme[.textPrimary]` reads the light
/// or the dark value. Only the generated file can make keys, and a `Theme` checks on creation that
/// every key has a token of the right type, so looking one up cannot fail at render time.
public struct TokenKey<Value>: Hashable, Sendable, CustomStringConvertible {
    /// The token's path, `color.text.primary`.
    public let name: String
    /// Position in the theme's table for `Value`.
    let index: Int

    init(index: Int, name: String) {
        self.index = index
        self.name = name
    }

    public var description: String { name }
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
