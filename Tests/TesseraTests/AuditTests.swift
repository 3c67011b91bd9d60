import Foundation
import Testing
import TesseraGeometry
@testable import Tessera
@testable import TesseraRaster

@Suite struct AuditTests {
    private func grey(_ value: Double) -> ColorValue { .literal(Color(red: value, green: value, blue: value)) }

    private func kinds(_ findings: [AuditFinding]) -> [String] {
        findings.map { "\($0.kind.rawValue) \($0.key ?? "-")" }.sorted()
    }

    @Test func theAcceptanceSceneReportsEachProblemByKey() throws {
        let bytes = [UInt8](try Data(contentsOf: examplesURL.appendingPathComponent("audit.scene.json")))
        let findings = try Scene(json: bytes).audit(with: renderer(), assetRoot: examplesURL)
        #expect(kinds(findings) == ["clipped clipped.label", "contrast pale.caption", "touchTarget small.button",
                                    "truncated squeezed.title"])
        let contrast = try #require(findings.first { $0.kind == .contrast })
        #expect(contrast.figures["ratio"]! < 2 && contrast.figures["required"] == 4.5)
        #expect(contrast.notes["backgroundColor"] == "#ffffff")
        let target = try #require(findings.first { $0.kind == .touchTarget })
        #expect(target.frame.width == 28 && target.figures["minimum"] == 44)
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func theCardSceneHasNoFindings(scheme: ColorScheme) throws {
        let bytes = [UInt8](try Data(contentsOf: examplesURL.appendingPathComponent("card.scene.json")))
        for textSize in [TextSize.large, .accessibility3] {
            let findings = try Scene(json: bytes).audit(with: renderer(scheme, textSize: textSize), assetRoot: examplesURL)
            #expect(findings.isEmpty, "\(scheme) \(textSize): \(findings.jsonText)")
        }
    }

    /// Contrast is read from what is painted under the glyphs, not from the text's nearest
    /// background modifier: white text passes on dark paint and fails where it runs onto white.
    @Test func contrastIsReadFromThePaintUnderTheGlyphs() throws {
        let onDark = Text("Readable").foregroundColor(grey(1)).padding(.m).background(grey(0.1)).key("dark")
        #expect(try renderer().audit(onDark, width: 200).isEmpty)
        // The dark band covers only the left half of the text: its worst point is white on white.
        let half = ZStack(alignment: .leading) {
            ColorFill(grey(0.1)).frame(width: 40, height: 40)
            Text("Half on dark").foregroundColor(grey(1)).key("half")
        }.background(grey(1))
        let findings = try renderer().audit(half, width: 200)
        #expect(kinds(findings) == ["contrast half"])
        #expect(findings.first?.figures["ratio"] == 1)
    }

    /// Under a scrim both the text and the page are dimmed: the ratio is read from what shows,
    /// not from the text's undimmed color against the dimmed page.
    @Test func textUnderAScrimIsMeasuredAsItShows() throws {
        let view = ZStack {
            Text("Behind the scrim").foregroundColor(grey(0.33)).padding(.m).key("page")
            ColorFill(.literal(Color(red: 0, green: 0, blue: 0, alpha: 0.5)))
        }.background(grey(1))
        let finding = try #require(try renderer().audit(view, width: 200).first)
        #expect(finding.kind == .contrast)
        // #2a2a2a-ish on #808080 is about 3.5:1; the undimmed #545454 on it would be about 1.9:1.
        #expect(finding.figures["ratio"]! > 3 && finding.figures["ratio"]! < 4)
    }

    /// WCAG's large text (≥ 18 pt, or ≥ 14 pt bold) needs 3:1, other text 4.5:1.
    @Test func largeTextNeedsLessContrast() throws {
        let colour = grey(0.55)  // about 3.5:1 on white
        let small = Text("Small").font(.footnote).foregroundColor(colour).background(grey(1))
        let large = Text("Large").font(.title1).foregroundColor(colour).background(grey(1))
        #expect(try renderer().audit(small, width: 200).map(\.kind) == [.contrast])
        #expect(try renderer().audit(large, width: 200).isEmpty)
        #expect(ContrastMath.requiredRatio(size: 14, weight: 700) == 3)
        #expect(ContrastMath.requiredRatio(size: 14, weight: 400) == 4.5)
    }

    @Test func apcaMatchesItsReferenceValues() {
        // APCA-W3 0.1.9: black on white Lc 106.04, white on black -107.88.
        #expect(abs(ContrastMath.apcaLc(text: .black, background: .white) - 106.04) < 0.05)
        #expect(abs(ContrastMath.apcaLc(text: .white, background: .black) + 107.88) < 0.05)
    }

    /// The touch target is named by the nearest key whichever order the modifiers are written in.
    @Test func interactiveViewsSmallerThanTheTouchTargetAreReported() throws {
        let view = VStack(spacing: 0) {
            ColorFill(.accent).frame(width: 30, height: 50).interactive().key("before")
            ColorFill(.accent).frame(width: 50, height: 30).key("after").interactive()
            ColorFill(.accent).frame(width: 44, height: 44).interactive().key("fits")
            ColorFill(.accent).frame(width: 20, height: 20).key("notInteractive")
        }
        let findings = try renderer().audit(view, width: 100)
        #expect(kinds(findings) == ["touchTarget after", "touchTarget before"])
    }

    @Test func textCutByTheCanvasEdgeIsClipped() throws {
        let view = Text("Runs off the edge").font(.title1).fixedSize().offset(x: 60).key("edge")
        let findings = try renderer().audit(view, width: 120)
        #expect(kinds(findings) == ["clipped edge"])
    }

    @Test func textDrawnOverTextOverlaps() throws {
        let view = ZStack {
            Text("Underneath").key("under")
            Text("On top").offset(x: 4, y: 3).key("over")
        }.padding(.m).background(grey(1))
        let findings = try renderer().audit(view, width: 200)
        #expect(kinds(findings) == ["overlap over"])
        #expect(findings.first?.notes["otherKey"] == "under")
    }

    /// A renderer's background is drawn before the view: the runs must still be found in the list.
    @Test func aRendererBackgroundIsUnderTheText() throws {
        var onBackground = try renderer()
        onBackground.background = .accent
        let view = Text("White on accent").foregroundColor(.onAccent).padding(.m)
        #expect(try onBackground.audit(view, width: 200).isEmpty)
        #expect(try renderer().audit(view, width: 200).map(\.kind) == [.contrast])
    }

    /// Caption text at 1x covers few pixels wholly; its color must not be read from blended ones.
    @Test func smallTextAtOneXIsMeasuredByItsPaint() throws {
        let chip = Text("Accent").font(.caption1).foregroundColor(.onAccent).padding(.xs).background(.accent)
        #expect(try renderer(scale: 1).audit(chip, width: 100).isEmpty)
    }

    @Test func auditingDoesNotChangeThePixels() throws {
        let card = ChainCard()
        let plain = try renderer().render(card, width: 375)
        let audited = try renderer().renderAudited(card, width: 375)
        #expect(plain.bitmap == audited.result.bitmap)
        #expect(audited.findings.isEmpty)
    }

    /// Image after image rendered and audited with one scratch (the gallery's way): the same
    /// findings as auditing each alone, and from the second round on the render and the
    /// audit's own canvas are drawn in the storage the first round left.
    @Test func auditsWithAReusedScratchFindWhatFreshOnesFind() throws {
        var scratch = RasterScratch()
        var found = 0
        func check(_ view: some View, width: Double) throws {
            let renderer = try renderer()
            let audited = try renderer.auditedDisplayList(for: view, width: width)
            let fresh = try audited.findings(drawn: try renderer.rasterize(audited.list).bitmap)
            let bitmap = try renderer.rasterize(audited.list, reusing: &scratch).bitmap
            let reused = try audited.findings(drawn: bitmap, reusing: &scratch)
            #expect(reused.jsonText == fresh.jsonText)
            found += reused.count
            scratch.reclaim(bitmap)
        }
        var storage: UnsafeRawPointer?
        for round in 0..<2 {
            try check(ChainCard(), width: 375)
            try check(ZStack(alignment: .leading) {
                ColorFill(grey(0.1)).frame(width: 40, height: 40)
                Text("Half on dark").foregroundColor(grey(1)).key("half")
            }.background(grey(1)), width: 200)
            try check(ZStack {
                Text("Behind the scrim").foregroundColor(grey(0.33)).padding(.m).key("page")
                ColorFill(.literal(Color(red: 0, green: 0, blue: 0, alpha: 0.5)))
            }.background(grey(1)), width: 120)
            try check(Text("Faint").foregroundColor(grey(0.9)).background(grey(1)).key("faint"), width: 100)
            let pixels = scratch.pixels.withUnsafeBytes { $0.baseAddress.map(UnsafeRawPointer.init) }
            if round == 0 { storage = pixels } else { #expect(pixels == storage) }
        }
        #expect(found == 6)
    }

    /// Reading the render from its canvas (the gallery's way, no bitmap copy), the audit's own
    /// canvas drawn with the buffers the render's canvas lends back, finds exactly what reading
    /// its bitmap finds, text colors under a scrim included (read from the image as drawn), and
    /// leaves the canvas as it was drawn; image after image, the render's pixels are drawn in
    /// the storage the first round left.
    @Test func auditsReadFromTheCanvasFindWhatBitmapsFind() throws {
        var scratch = RasterScratch()
        var found = 0
        func check(_ view: some View, width: Double, scale: Double = 2) throws {
            let renderer = try renderer(scale: scale)
            let audited = try renderer.auditedDisplayList(for: view, width: width)
            let plain = try audited.findings(drawn: try renderer.rasterize(audited.list).bitmap)
            var canvas = try renderer.canvas(drawing: audited.list, reusing: &scratch)
            let before = canvas.bitmap
            canvas.lendDrawingBuffers(to: &scratch)
            let fromCanvas = try audited.findings(drawn: canvas, reusing: &scratch)
            #expect(fromCanvas.jsonText == plain.jsonText)
            #expect(canvas.bitmap == before)
            found += fromCanvas.count
            canvas.recyclePixels(into: &scratch)
        }
        for _ in 0..<2 {
            try check(ChainCard(), width: 375)
            try check(ZStack {
                Text("Behind the scrim").foregroundColor(grey(0.33)).padding(.m).key("page")
                ColorFill(.literal(Color(red: 0, green: 0, blue: 0.2, alpha: 0.5)))
            }.background(grey(1)), width: 120)
            try check(ZStack(alignment: .leading) {
                ColorFill(grey(0.1)).frame(width: 40, height: 40)
                Text("Half on dark").foregroundColor(grey(1)).key("half")
            }.background(grey(1)), width: 200, scale: 3)
            try check(Text("Faint").foregroundColor(grey(0.9)).background(grey(1)).key("faint"), width: 100, scale: 1)
        }
        #expect(found == 6)
        let storage = scratch.pixels.withUnsafeBytes { $0.baseAddress.map(UnsafeRawPointer.init) }
        try check(ChainCard(), width: 375)
        #expect(scratch.pixels.withUnsafeBytes { $0.baseAddress.map(UnsafeRawPointer.init) } == storage)
    }

    @Test func findingsPrintAsOneJSONObject() throws {
        let view = Text("Faint").foregroundColor(grey(0.9)).background(grey(1)).key("faint")
        let text = try renderer().audit(view, width: 100).jsonText
        #expect(text.hasPrefix("{\"findings\": [\n  {\"kind\":\"contrast\",\"key\":\"faint\","))
        #expect([AuditFinding]().jsonText == "{\"findings\": []}\n")
    }

    @Test func theSceneModifierIsChecked() throws {
        let scene = try Scene(json: Array(#"{"body": {"type": "text", "text": "x", "modifiers": [{"interactive": "yes"}]}}"#.utf8))
        #expect(throws: RenderError.self) { try scene.audit(with: renderer(), assetRoot: examplesURL) }
    }
}
