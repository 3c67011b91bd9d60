import Tessera

/// One color layer of a drawn illustration: a path laid out on a unit square (0…1 across and
/// down, y pointing down) and scaled to whatever square the illustration is given. Drawing in
/// unit coordinates keeps every proportion of an illustration in one place, so the same
/// drawing is legible as a 160-pt hero and as a 72-pt champion.
struct DrawnLayer: Shape {
    let draw: @Sendable (inout Path, UnitSquare) -> Void

    init(_ draw: @escaping @Sendable (inout Path, UnitSquare) -> Void) {
        self.draw = draw
    }

    /// A layer that is one circle at unit coordinates (a dot, a disc, a yolk).
    static func circle(_ x: Double, _ y: Double, radius: Double) -> DrawnLayer {
        DrawnLayer { path, unit in path.addCircle(unit, x, y, radius: radius) }
    }

    func path(in rect: Rect) -> Path {
        var path = Path()
        draw(&path, UnitSquare(rect: rect))
        return path
    }
}

/// Maps unit coordinates into the (square) rect a layer is drawn in.
struct UnitSquare: Sendable {
    let rect: Rect

    /// The side of the square the unit square stands for (the rect's shorter side, centered).
    var side: Double { min(rect.width, rect.height) }

    /// A point at unit coordinates (x, y).
    func point(_ x: Double, _ y: Double) -> Point {
        Point(x: rect.midX + (x - 0.5) * side, y: rect.midY + (y - 0.5) * side)
    }

    /// A rect at unit coordinates.
    func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
        let origin = point(x, y)
        return Rect(x: origin.x, y: origin.y, width: width * side, height: height * side)
    }

    /// A length in unit coordinates.
    func length(_ unit: Double) -> Double { unit * side }
}

extension Path {
    /// Adds a rounded rectangle at unit coordinates with a unit corner radius.
    mutating func addRoundedRect(_ unit: UnitSquare, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
                                 radius: Double) {
        addRoundedRect(unit.rect(x, y, width, height), radii: CornerRadii(unit.length(radius)))
    }

    /// Adds a circle at unit coordinates.
    mutating func addCircle(_ unit: UnitSquare, _ x: Double, _ y: Double, radius: Double) {
        let r = unit.length(radius)
        let center = unit.point(x, y)
        addEllipse(in: Rect(x: center.x - r, y: center.y - r, width: 2 * r, height: 2 * r))
    }
}
