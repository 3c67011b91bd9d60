import TesseraGeometry
import TesseraRaster
import TesseraText

/// Turns what a render recorded into findings. Contrast is read from pixels: the display list
/// is drawn once more without any text, at one pixel per point (a quarter of the work of a 2x
/// render, which keeps the audit cheap; backgrounds rarely change within a point), and each
/// run's color is measured against that canvas under every pixel of its ink, keeping the worst.
/// Where the drawn image is at hand, the text's color is read from it under the glyphs' solid
/// pixels, so text under a scrim is measured dimmed as it shows; otherwise the run's paint is
/// composited over the background. Clipping is read from the same ink against
/// each clip in force (rasterized exactly, rounded corners included) and the canvas edge.
struct Auditor: Sendable {
    let list: RenderedList
    let recorder: AuditRecorder
    let scale: Double
    let budget: RenderBudget
    /// The `size.touchTarget` token, in points.
    let touchTarget: Double
    /// The render has a fixed height (a screen): text cut by its top or bottom edge is scrolled
    /// past the fold, not clipped.
    let hasFixedHeight: Bool
    let theme: String, textSize: String, locale: String, direction: String
    /// The render as drawn (device pixels), when there is one image of it: the text's color is
    /// then read from it, as it ended up under any scrim or layer drawn over it.
    var drawn: DrawnImage?

    /// Ink pixels a clip or the canvas edge must cut, and two runs must share, before it counts:
    /// a stray anti-aliased pixel at a rounded corner is not a cut letter.
    static let minimumPixels = 4

    /// The findings, the background canvas drawn with `scratch`'s buffers (given back before
    /// returning): a gallery worker audits image after image without allocating that canvas.
    func findings(reusing scratch: inout RasterScratch) throws(RenderError) -> [AuditFinding] {
        let width = max(Int((list.size.width * scale).rounded(.up)), 1)
        let height = max(Int((list.size.height * scale).rounded(.up)), 1)
        let operations = list.displayList.operations
        let runs = recorder.texts
        let states = PaintState.states(of: operations, at: runs.map(\.operations.lowerBound))
        var clipMasks: [Int: ClipShape] = [:]
        // What each run shows: its ink less what clips cut (contrast and overlap read only that).
        var cuts: [Int] = []
        let inks = runs.indices.map { index in
            var ink = TextInk(operations[runs[index].operations], width: width, height: height)
            cuts.append(ink.removeClipped(by: states[index].clips, scrollClips: recorder.scrollClips,
                                          foldScrolls: hasFixedHeight && !runs[index].isInModal, operations: operations, width: width,
                                          scale: scale, masks: &clipMasks, reusing: &scratch))
            return ink
        }
        var findings = TouchTargets(recorder.targets, minimum: touchTarget).findings.map { problem in
            var f = finding(.touchTarget, key: problem.target.key, path: problem.target.path, frame: problem.target.frame,
                            text: nil, figures: problem.figures, direction: direction)
            f.notes = problem.notes
            return f
        }
        // Text under a modal layer drawn after it is inert: neither read for contrast nor overlap.
        let covered = runs.indices.map { index in
            recorder.modals.contains { $0.textsBefore > index && $0.frame.intersection(runs[index].frame) != nil }
        }
        let background = try backgroundCanvas(without: runs, icons: recorder.icons, reusing: &scratch)
        defer { background?.recycle(into: &scratch) }
        for (index, run) in runs.enumerated() {
            let ink = inks[index], state = states[index]
            func add(_ kind: AuditFinding.Kind, _ figures: [String: Double], _ notes: [String: String] = [:]) {
                var f = finding(kind, key: run.key, path: run.path, frame: run.frame, text: String(run.string.prefix(60)),
                                figures: figures, direction: run.rightToLeft ? "rightToLeft" : "leftToRight")
                f.figures["textPointSize"] = run.style.size
                f.notes = notes
                findings.append(f)
            }
            if !run.layout.missingCharacters.isEmpty {
                add(.missingCharacters, ["count": Double(run.layout.missingCharacters.count)],
                    ["characters": run.layout.missingCharacters.map(MissingCharacters.codePoint).joined(separator: " ")])
            }
            if run.layout.isTruncated {
                add(.truncated, ["lines": Double(run.layout.lines.count)]
                    .merging(run.style.lineLimit.map { ["lineLimit": Double($0)] } ?? [:]) { a, _ in a })
            }
            if case .solid(let color) = run.paint, !ink.pixels.isEmpty, !run.isInactive, !covered[index],
               let contrast = worstContrast(ink, width: width, color: color.withAlpha(color.alpha * state.opacity), on: background) {
                let required = ContrastMath.requiredRatio(size: run.style.size, weight: run.style.weight)
                if contrast.ratio < required - 0.005 {
                    add(.contrast, ["ratio": contrast.ratio, "required": required,
                                    "apcaLc": ContrastMath.apcaLc(text: contrast.text, background: contrast.background),
                                    "fontWeight": Double(run.style.weight)],
                        ["textColor": contrast.text.hexString, "backgroundColor": contrast.background.hexString])
                }
            }
            // A run cut entirely (scrolled out of its viewport, off the canvas) shows nothing to misread.
            if cuts[index] >= Self.minimumPixels, !ink.pixels.isEmpty {
                add(.clipped, ["inkPixels": Double(ink.pixels.count + cuts[index]), "clippedPixels": Double(cuts[index])])
            }
            for earlier in 0..<index where !covered[earlier] && !covered[index] && inks[earlier].intersectsBounds(of: ink) {
                let shared = sharedPixels(inks[earlier], ink)
                if shared >= Self.minimumPixels {
                    let other = runs[earlier]
                    add(.overlap, ["sharedPixels": Double(shared)],
                        ["otherPath": other.path, "otherText": String(other.string.prefix(60))]
                            .merging(other.key.map { ["otherKey": $0] } ?? [:]) { a, _ in a })
                }
            }
        }
        findings += iconFindings(on: background, width: width, height: height, masks: &clipMasks, reusing: &scratch)
        return findings
    }

    func finding(_ kind: AuditFinding.Kind, key: String?, path: String, frame: Rect, text: String?,
                         figures: [String: Double], direction: String) -> AuditFinding {
        AuditFinding(kind: kind, key: key, path: path, frame: frame, text: text, figures: figures, notes: [:],
                     theme: theme, textSize: textSize, direction: direction, locale: locale)
    }

    /// Everything the render painted except its text and the icons judged, one pixel per point:
    /// what each is read against, read straight from the canvas (no bitmap copy). Nil when there
    /// is nothing with a solid color to measure.
    private func backgroundCanvas(without runs: [AuditRecorder.TextRun], icons: [AuditRecorder.Icon],
                                  reusing scratch: inout RasterScratch) throws(RenderError) -> Canvas? {
        guard !icons.isEmpty || runs.contains(where: { if case .solid = $0.paint { true } else { false } }) else { return nil }
        var operations: [DisplayOperation] = []
        var next = 0
        let left = (runs.map(\.operations) + icons.map { $0.operation..<$0.operation + 1 }).sorted { $0.lowerBound < $1.lowerBound }
        for range in left {
            operations += list.displayList.operations[next..<range.lowerBound]
            next = range.upperBound
        }
        operations += list.displayList.operations[next...]
        do {
            let width = max(Int(list.size.width.rounded(.up)), 1), height = max(Int(list.size.height.rounded(.up)), 1)
            return try Canvas.drawing(DisplayList(operations), width: width, height: height, scale: 1, budget: budget,
                                      reusing: &scratch)
        } catch {
            throw .raster(error)
        }
    }

    /// The lowest WCAG ratio between the text and the background under its ink, with the colors
    /// there: the text as drawn under its solid pixels when the drawn image is at hand, else
    /// `color` composited over the background. A transparent canvas counts as white beneath.
    func worstContrast(_ ink: TextInk, width: Int, color: Color, on background: Canvas?)
        -> (ratio: Double, text: Color, background: Color)? {
        guard let background else { return nil }
        let inverse = 1 / scale
        // Small text at 1x may cover no pixel wholly: its color is then composited, as without an image.
        let drawn = ink.solid.isEmpty ? nil : self.drawn.flatMap { $0.width == width ? $0 : nil }
        // Read in place, without a call per pixel (this loop runs under every pixel of text).
        let under = background.packedPixels, underWidth = background.width, underHeight = background.height
        var worst: (ratio: Double, text: Color, background: Color)?
        func measure(_ pixels: [Int], shown: (Int) -> UInt32?) {
            // Most pixels repeat a pair of colors already measured: skip them by their bytes.
            var seen = Set<UInt64>(), last: UInt64?
            for pixel in pixels {
                // The device pixel's point on the one-per-point background.
                let x = min(Int(Double(pixel % width) * inverse), underWidth - 1)
                let y = min(Int(Double(pixel / width) * inverse), underHeight - 1)
                let beneath = under[y * underWidth + x], text = shown(pixel)
                let key = UInt64(beneath) | (text.map { UInt64($0) << 32 } ?? 0)
                guard key != last, seen.insert(key).inserted else { continue }
                last = key
                let back = Self.opaque(beneath)
                let front = text.map(Self.opaque) ?? color.composited(over: back)
                let ratio = front.contrastRatio(with: back)
                if worst == nil || ratio < worst!.ratio { worst = (ratio, front, back) }
            }
        }
        switch drawn {
        case nil: measure(ink.pixels) { _ in nil }
        case .canvas(let pixels, _)?: measure(ink.solid) { pixels[$0] }
        case .bitmap(let bitmap)?:
            let bytes = bitmap.pixels
            measure(ink.solid) { i in
                UInt32(bytes[i * 4]) | UInt32(bytes[i * 4 + 1]) << 8 | UInt32(bytes[i * 4 + 2]) << 16 | UInt32(bytes[i * 4 + 3]) << 24
            }
        }
        return worst
    }

    /// A premultiplied pixel packed as `Canvas.packedPixels` holds it (red in the low byte), over white.
    private static func opaque(_ packed: UInt32) -> Color {
        opaque(red: UInt8(truncatingIfNeeded: packed), green: UInt8(truncatingIfNeeded: packed >> 8),
               blue: UInt8(truncatingIfNeeded: packed >> 16), alpha: UInt8(truncatingIfNeeded: packed >> 24))
    }

    private static func opaque(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) -> Color {
        let a = Double(alpha) / 255
        return Color(red: Double(red) / 255 + (1 - a), green: Double(green) / 255 + (1 - a), blue: Double(blue) / 255 + (1 - a))
    }

    private func sharedPixels(_ a: TextInk, _ b: TextInk) -> Int {
        let set = Set(a.pixels)
        return b.pixels.reduce(0) { $0 + (set.contains($1) ? 1 : 0) }
    }
}
