import ArgumentParser
import ConfinedFiles
import Foundation
import TesseraGeometry
import TesseraRaster
import TesseraText

/// `tessera text`: typeset a string the way components do — measure it to JSON, or draw it.
struct TextCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "text",
        abstract: "Measure or draw a paragraph of text.",
        subcommands: [TextMeasureCommand.self, TextDrawCommand.self])
}

/// The typography and paragraph options shared by `measure` and `draw`.
struct TextStyleOptions: ParsableArguments {
    @Option(help: "Font family (fontconfig name or a family from --font-file).")
    var family = "Inter"
    @Option(help: "Weight, 100–900.")
    var weight = 400
    @Flag(help: "Italic style.")
    var italic = false
    @Option(help: "Font size in points, 0.1...\(Int(TextStyle.maximumSize)).")
    var size = 17.0
    @Option(help: "Maximum line width in points, 0...16384 (default: unlimited).")
    var width: Double?
    @Option(name: .customLong("line-height"), help: "Line height: points (24) or a multiple of the size (1.5x).")
    var lineHeight: String?
    @Option(help: "Letter spacing in points.")
    var tracking = 0.0
    @Flag(name: .customLong("tabular-numbers"), help: "Tabular (fixed-width) figures.")
    var tabularNumbers = false
    @Option(help: "Alignment: leading, center or trailing.")
    var align = "leading"
    @Option(name: .customLong("line-limit"), help: "At most this many lines.")
    var lineLimit: Int?
    @Option(help: "Where the ellipsis goes when the line limit cuts: tail, head or middle.")
    var truncation = "tail"
    @Option(name: .customLong("font-file"), help: "Register a font file (brand font) before looking up the family.")
    var fontFiles: [String] = []
    @Option(help: "BCP 47 language of the text (ja, zh-Hans, zh-Hant, ko, de...): picks the face Han characters take and the hyphenation dictionary.")
    var locale: String?
    @Option(help: "Hyphenation, as CSS hyphens: none, manual (at soft hyphens) or auto (the locale's dictionary too).")
    var hyphens = "none"
    @Argument(help: "The text.")
    var text: String

    func validate() throws {
        try OptionRange.check(size, 0.1...TextStyle.maximumSize, "--size")
        try OptionRange.check(width, OptionRange.side, "--width")
        try OptionRange.check(weight, 100...900, "--weight")
        try OptionRange.check(lineLimit, 1...10_000, "--line-limit")
        // FreeType opens what it is given: a FIFO would block it, a device never end.
        for file in fontFiles where !RegularFile.exists(file) {
            throw ValidationError("--font-file \(FileAccessError.quoted(file)) must name an existing regular file")
        }
    }

    func style() throws -> TextStyle {
        guard let alignment = TextAlignment(rawValue: align) else {
            throw ValidationError("--align must be leading, center or trailing, not '\(align)'")
        }
        guard let truncationMode = TruncationMode(rawValue: truncation) else {
            throw ValidationError("--truncation must be tail, head or middle, not '\(truncation)'")
        }
        guard let hyphenation = Hyphens(rawValue: hyphens) else {
            throw ValidationError("--hyphens must be none, manual or auto, not '\(hyphens.prefix(40))'")
        }
        return TextStyle(
            family: family, weight: weight, italic: italic, size: size,
            lineHeight: try parsedLineHeight(), tracking: tracking, tabularNumbers: tabularNumbers,
            alignment: alignment, lineLimit: lineLimit, truncation: truncationMode, locale: locale, hyphens: hyphenation)
    }

    private func parsedLineHeight() throws -> LineHeight {
        guard let lineHeight else { return .normal }
        if lineHeight.hasSuffix("x"), let factor = Double(lineHeight.dropLast()) { return .multiple(factor) }
        if let points = Double(lineHeight) { return .points(points) }
        throw ValidationError("--line-height must be points (24) or a multiple (1.5x), not '\(lineHeight)'")
    }

    /// Registers the font files and typesets the text.
    func layout(engine: TextEngine) throws -> TextLayout {
        for file in fontFiles { try engine.fonts.register(fileAt: file) }
        return try engine.measure(text, style: style(), maxWidth: width ?? .infinity)
    }
}

struct TextMeasureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "measure",
        abstract: "Print a paragraph's size, baselines and lines as JSON.")

    @OptionGroup var options: TextStyleOptions

    struct Output: Encodable {
        struct Line: Encodable {
            var text: String
            var width: Double
            var baseline: Double
            var range: [Int]
            var truncated: Bool
        }
        var width: Double
        var height: Double
        var baseline: Double
        var lastBaseline: Double
        var lineHeight: Double
        var lines: [Line]
        /// Code points no available font covers, as "U+E000".
        var missingCharacters: [String]
    }

    func run() throws {
        let layout = try options.layout(engine: .shared)
            let output = Output(
                width: layout.size.width, height: layout.size.height, baseline: layout.firstBaseline,
                lastBaseline: layout.lastBaseline, lineHeight: layout.lineHeight,
                lines: layout.lines.map {
                    .init(text: $0.text, width: $0.width, baseline: $0.baseline,
                          range: [$0.range.lowerBound, $0.range.upperBound], truncated: $0.isTruncated)
                },
                missingCharacters: layout.missingCharacters.map(MissingCharacters.codePoint))
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(output), as: UTF8.self))
    }
}

struct TextDrawCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "draw",
        abstract: "Render a paragraph to PNG.")

    @OptionGroup var options: TextStyleOptions
    @Option(name: .shortAndLong, help: "Output PNG file.")
    var output: String
    @Option(help: "Pixels per point, 0.1...8.")
    var scale = 1.0
    @Option(help: "Text color, #rrggbb or #rrggbbaa.")
    var color = "#000000"
    @Option(help: "Background color, #rrggbb or #rrggbbaa.")
    var background = "#ffffff"
    @Option(help: "Margin around the text in points, 0...10000.")
    var padding = 8.0
    @Flag(name: .customLong("allow-missing-glyphs"),
          help: "Draw characters no font covers as .notdef boxes instead of failing.")
    var allowMissingGlyphs = false

    func validate() throws {
        try OptionRange.check(scale, OptionRange.scale, "--scale")
        try OptionRange.check(padding, 0...10_000, "--padding")
    }

    func run() throws {
        let textColor = try Color(hex: color)
        let backgroundColor = try Color(hex: background)
        let layout = try options.layout(engine: .shared)
        if !allowMissingGlyphs, let missing = MissingCharacters(in: layout, text: options.text) {
            throw TextError.missingCharacters(missing)
        }
        let boxWidth = options.width ?? layout.size.width
        let widthPixels = ((boxWidth + 2 * padding) * scale).rounded(.up)
        let heightPixels = ((layout.size.height + 2 * padding) * scale).rounded(.up)
        guard widthPixels.isFinite, heightPixels.isFinite, widthPixels < Double(Canvas.maxSide), heightPixels < Double(Canvas.maxSide) else {
            throw ValidationError("the image would be \(widthPixels)×\(heightPixels) pixels; give a smaller --width or --scale")
        }
        var canvas = try Canvas(width: max(1, Int(widthPixels)), height: max(1, Int(heightPixels)), scale: scale)
        canvas.clear(backgroundColor)
        TextEngine.shared.draw(layout, into: &canvas, at: Point(x: padding, y: padding), width: boxWidth,
                               paint: .solid(textColor))
        try CommandFiles.save(try canvas.pngData(), to: output)
    }
}
