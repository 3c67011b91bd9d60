import Foundation
import TesseraGeometry

/// The two contrast measures the audit reports: WCAG 2.x's ratio (what it decides by) and
/// APCA's lightness contrast Lc (WCAG 3's draft, reported for designers who work with it).
enum ContrastMath {
    /// WCAG 2.x minimum for text of `size` points at `weight`: 3:1 for large text (≥ 18 pt, or
    /// ≥ 14 pt bold), else 4.5:1 (success criterion 1.4.3).
    static func requiredRatio(size: Double, weight: Int) -> Double {
        size >= 18 || (size >= 14 && weight >= 700) ? 3 : 4.5
    }

    /// APCA-W3 0.1.9 Lc of `text` on `background` (both opaque): positive for dark text on a
    /// light background, negative for light on dark; |Lc| 60 is about WCAG 2's 4.5:1 for body text.
    static func apcaLc(text: Color, background: Color) -> Double {
        func y(_ c: Color) -> Double {
            let lum = 0.2126729 * pow(c.red, 2.4) + 0.7151522 * pow(c.green, 2.4) + 0.0721750 * pow(c.blue, 2.4)
            return lum < 0.022 ? lum + pow(0.022 - lum, 1.414) : lum
        }
        let yt = y(text), yb = y(background)
        guard abs(yb - yt) >= 0.0005 else { return 0 }
        if yb > yt {
            let sapc = (pow(yb, 0.56) - pow(yt, 0.57)) * 1.14
            return sapc < 0.1 ? 0 : (sapc - 0.027) * 100
        }
        let sapc = (pow(yb, 0.65) - pow(yt, 0.62)) * 1.14
        return sapc > -0.1 ? 0 : (sapc + 0.027) * 100
    }
}
