import TesseraGeometry
import TesseraTokens

/// A render and what its audit found, from one layout and one display list.
public struct AuditedRender: Sendable {
    public let result: RenderResult
    public let findings: [AuditFinding]
}

extension Renderer {
    /// Audits `view` rendered `width` points wide (and `height` tall; nil: as tall as its
    /// content): the findings of the display list `render` would draw (see `AuditFinding.Kind`).
    public func audit(_ view: some View, width: Double, height: Double? = nil) throws(RenderError) -> [AuditFinding] {
        let (list, recorder) = try recordedList(view, width: width, height: height)
        var auditor = auditor(list, recorder, fixedHeight: height != nil)
        var scratch = RasterScratch()
        auditor.drawn = .bitmap(try rasterize(list, reusing: &scratch).bitmap)
        return try auditor.findings(reusing: &scratch)
    }

    /// Renders `view` and audits the same display list: what the gallery does for every image.
    public func renderAudited(_ view: some View, width: Double, height: Double? = nil) throws(RenderError) -> AuditedRender {
        let (list, recorder) = try recordedList(view, width: width, height: height)
        // The audit's background canvas reuses the render's buffers.
        var scratch = RasterScratch()
        let result = try rasterize(list, reusing: &scratch)
        var auditor = auditor(list, recorder, fixedHeight: height != nil)
        auditor.drawn = .bitmap(result.bitmap)
        return AuditedRender(result: result, findings: try auditor.findings(reusing: &scratch))
    }

    /// The display list `displayList(for:…)` makes, with what the audit needs to judge it: for
    /// code that draws the list itself (the gallery cuts tall stories into parts).
    public func auditedDisplayList(for view: some View, width: Double, height: Double? = nil) throws(RenderError) -> AuditedList {
        let (list, recorder) = try recordedList(view, width: width, height: height)
        return AuditedList(list: list, auditor: auditor(list, recorder, fixedHeight: height != nil))
    }

    private func recordedList(_ view: some View, width: Double, height: Double?) throws(RenderError) -> (RenderedList, AuditRecorder) {
        // `displayList` puts the background fill before what the painter drew, and the recorder
        // counts operations from the painter's first.
        let recorder = AuditRecorder(operationOffset: background == nil ? 0 : 1)
        let outcome = AuditRecorder.$current.withValue(recorder) {
            Result { () throws(RenderError) in try displayList(for: view, width: width, height: height) }
        }
        return (try outcome.get(), recorder)
    }

    private func auditor(_ list: RenderedList, _ recorder: AuditRecorder, fixedHeight: Bool) -> Auditor {
        Auditor(list: list, recorder: recorder, scale: scale, budget: budget,
                touchTarget: theme[TokenKey<Length>.sizeTouchTarget].points, hasFixedHeight: fixedHeight,
                theme: colorScheme.rawValue, textSize: textSize.rawValue, locale: locale,
                direction: layoutDirection.rawValue)
    }
}

/// A display list and the audit of it, computed when asked (`findings(drawn:reusing:)`).
public struct AuditedList: Sendable {
    public let list: RenderedList
    let auditor: Auditor

    /// The findings; `drawn` is the list rasterized whole at the renderer's scale, when the
    /// caller has it (text color is then read as drawn, under any scrim over it).
    public func findings(drawn: Bitmap? = nil) throws(RenderError) -> [AuditFinding] {
        var scratch = RasterScratch()
        return try findings(drawn: drawn, reusing: &scratch)
    }

    /// `findings(drawn:)`, drawing the audit's own canvas (the list again at one pixel per
    /// point, without its text) with `scratch`'s buffers and giving them back: for a thread
    /// that renders and audits image after image (`RasterScratch`).
    public func findings(drawn: Bitmap? = nil, reusing scratch: inout RasterScratch) throws(RenderError) -> [AuditFinding] {
        var auditor = auditor
        auditor.drawn = drawn.map(DrawnImage.bitmap)
        return try auditor.findings(reusing: &scratch)
    }

    /// `findings(drawn:reusing:)` reading the render from the canvas it was drawn on, for a
    /// caller that encodes the canvas straight away (`PNG.Encoder.encode(_ canvas:)`) and so
    /// never makes a bitmap of it: the gallery saves that copy of every story image. The same
    /// findings as from `drawn.bitmap`.
    ///
    /// The audit's own canvas draws with `scratch`'s buffers while `drawn` still holds those it
    /// took from its scratch: have `drawn` lend them back first (`Canvas.lendDrawingBuffers`,
    /// the gallery's way), or the audit's canvas allocates its own.
    public func findings(drawn: Canvas, reusing scratch: inout RasterScratch) throws(RenderError) -> [AuditFinding] {
        var auditor = auditor
        auditor.drawn = DrawnImage(drawn)
        return try auditor.findings(reusing: &scratch)
    }
}
