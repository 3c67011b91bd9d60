// Bootstrap; replaced by `tessera tokens swift`.
import TesseraGeometry

extension TokenKey where Value == Double {
    public static var textSizeXSmall: Self { Self(index: 0, name: "textSize.xSmall") }
    public static var textSizeSmall: Self { Self(index: 1, name: "textSize.small") }
    public static var textSizeMedium: Self { Self(index: 2, name: "textSize.medium") }
    public static var textSizeLarge: Self { Self(index: 3, name: "textSize.large") }
    public static var textSizeXLarge: Self { Self(index: 4, name: "textSize.xLarge") }
    public static var textSizeXxLarge: Self { Self(index: 5, name: "textSize.xxLarge") }
    public static var textSizeXxxLarge: Self { Self(index: 6, name: "textSize.xxxLarge") }
    public static var textSizeAccessibility1: Self { Self(index: 7, name: "textSize.accessibility1") }
    public static var textSizeAccessibility2: Self { Self(index: 8, name: "textSize.accessibility2") }
    public static var textSizeAccessibility3: Self { Self(index: 9, name: "textSize.accessibility3") }
    public static var textSizeAccessibility4: Self { Self(index: 10, name: "textSize.accessibility4") }
    public static var textSizeAccessibility5: Self { Self(index: 11, name: "textSize.accessibility5") }
}

enum GeneratedTokenKeys {
    static func names(of type: TokenType) -> [String] { [] }
}
