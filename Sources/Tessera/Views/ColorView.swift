import TesseraGeometry

/// A literal color is a view: it fills all the room it is offered, as in SwiftUI.
extension Color: View {
    public var body: some View { Rectangle().fill(.literal(self)) }
}

/// A color token as a view (`ColorFill(.surface)`), filling all the room it is offered.
public struct ColorFill: View {
    let color: ColorValue
    public init(_ color: ColorValue) { self.color = color }
    public var body: some View { Rectangle().fill(color) }
}
