/// How an actual image failed to match its reference.
public enum SnapshotMismatch: Hashable, Sendable {
    /// The images have different sizes; no pixel comparison is possible.
    case size(reference: PixelSize, actual: PixelSize)
    /// More pixels differ than the tolerance allows.
    case pixels(PixelDifference, tolerance: SnapshotTolerance)

    /// One sentence with the numbers a reviewer needs: how many pixels, how much, where.
    public var summary: String {
        switch self {
        case .size(let reference, let actual):
            return "the image is \(actual) but the reference is \(reference)"
        case .pixels(let d, let tolerance):
            let percent = (d.differentFraction * 100).formatted(decimals: 3)
            let allowed = tolerance.allowedDifferentPixels(of: d.pixelCount)
            var text = "\(d.differentPixels) of \(d.pixelCount) pixels differ (\(percent)%; precision \(tolerance.precision) allows \(allowed))"
            text += ", by at most \(d.largestDifference.formatted(decimals: 3))"
            text += " (perceptualPrecision \(tolerance.perceptualPrecision) accepts up to \(tolerance.threshold.formatted(decimals: 3)))"
            if let region = d.region { text += ", within \(region)" }
            if d.antiAliasedPixels > 0 { text += "; \(d.antiAliasedPixels) anti-aliasing pixels ignored" }
            return text
        }
    }
}

extension Double {
    /// Fixed decimals without Foundation's locale-dependent formatting, so messages read the same
    /// on every machine.
    func formatted(decimals: Int) -> String {
        var factor = 1.0
        for _ in 0..<decimals { factor *= 10 }
        let scaled = (self * factor).rounded()
        guard scaled.isFinite && abs(scaled) < 1e15 else { return "\(self)" }
        let whole = Int(scaled)
        let sign = whole < 0 ? "-" : ""
        let magnitude = abs(whole)
        let integral = magnitude / Int(factor)
        guard decimals > 0 else { return "\(sign)\(integral)" }
        var fraction = String(magnitude % Int(factor))
        while fraction.count < decimals { fraction = "0" + fraction }
        return "\(sign)\(integral).\(fraction)"
    }
}
