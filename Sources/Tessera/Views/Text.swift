import TesseraGeometry
import TesseraLayout
import TesseraRaster
import TesseraText

/// A run of text styled by the environment: its typography token (`.font`), color
/// (`.foregroundColor`), line limit, truncation and alignment. Text wraps within the width its
/// parent proposes, and is the one thing stacks let shrink below its ideal width.
///
/// Its string is the one place a pseudo-locale (`PseudoLocale`, the environment's `locale`)
/// rewrites, so every text of a view is pseudo-localized and nothing else is.
public struct Text: View, PrimitiveView {
    public typealias Body = Never
    let string: String
    /// Drawn as given in every locale (`init(verbatim:)`).
    let isVerbatim: Bool

    public init(_ string: String) {
        self.string = string
        isVerbatim = false
    }

    /// Text that is never localized, as SwiftUI's `Text(verbatim:)`: identifiers, token names,
    /// codes and measurements a translator would leave alone, which pseudo-locales leave alone too.
    public init(verbatim string: String) {
        self.string = string
        isVerbatim = true
    }

    /// The longest string a `Text` accepts; more is certainly a mistake (or an attack).
    static let maximumLength = 100_000

    func lower(in context: LoweringContext) throws(RenderError) -> [Element] {
        guard string.utf8.count <= Self.maximumLength else {
            throw .invalidValue(path: context.path, name: "text length", value: "\(string.utf8.count)",
                                reason: "is over the limit of \(Self.maximumLength) bytes")
        }
        let env = context.environment
        var string = string
        if !isVerbatim, let pseudoLocale = PseudoLocale(locale: env.locale) { string = pseudoLocale.localize(string) }
        var style = env.textStyle(env.font)
        // Typeset once now, so a missing font, a bad style or a character no font covers fails
        // here with the view path.
        let layout: TextLayout
        do {
            layout = try context.services.textEngine.measure(string, style: style)
        } catch {
            throw .text(path: context.path, error)
        }
        // Alignment only places lines, so it is settled once the paragraph's direction is known.
        if env.isRightToLeft, layout.lines.first?.isRightToLeft == true {
            style = env.textStyle(env.font, rightToLeftText: true)
        }
        context.services.faces.formUnion(layout.faces)
        if !context.services.allowsMissingGlyphs, let missing = MissingCharacters(in: layout, text: string) {
            throw .missingCharacters(path: context.path, missing)
        }
        let element = Element(.text(TextContent(string: string, style: style,
                                                paint: .solid(env.resolve(env.foregroundColor)),
                                                viewTypes: context.services.auditRecorder == nil ? nil : context.viewTypes)))
        element.shrinks = true
        return [element]
    }
}

extension TextContent {
    /// The measure closure for the layout engine: the paragraph's size for a proposed width.
    func measure(services: RenderServices) -> MeasureFunction {
        let string = string, style = style, engine = services.textEngine
        return { width, _ in
            let maxWidth: Double
            switch width {
            case .exactly(let w), .atMost(let w): maxWidth = w
            case .unconstrained: maxWidth = .infinity
            }
            let layout: TextLayout
            do throws(TextError) {
                layout = try engine.measure(string, style: style, maxWidth: maxWidth)
            } catch {
                if services.measureError == nil { services.measureError = .text(path: "text \"\(string.prefix(40))\"", error) }
                return Measurement(width: 0, height: 0)
            }
            if case .exactly(let w) = width {
                return Measurement(width: w, height: layout.size.height, baseline: layout.firstBaseline)
            }
            return Measurement(width: layout.size.width, height: layout.size.height, baseline: layout.firstBaseline)
        }
    }
}
