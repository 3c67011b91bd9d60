/// The device viewports the showcase screens are reviewed at, in points.
public struct ShowcaseDevice: Hashable, Sendable {
    /// A file-name-safe identifier, e.g. "iphone-portrait".
    public var id: String
    public var width: Double
    public var height: Double

    public static let iPhonePortrait = ShowcaseDevice(id: "iphone-portrait", width: 393, height: 852)
    public static let iPhoneLandscape = ShowcaseDevice(id: "iphone-landscape", width: 852, height: 393)
    public static let iPadPortrait = ShowcaseDevice(id: "ipad-portrait", width: 820, height: 1180)

    public static let all: [ShowcaseDevice] = [iPhonePortrait, iPhoneLandscape, iPadPortrait]
}
