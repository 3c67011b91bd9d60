import Testing
import TesseraGeometry
@testable import Tessera

/// What views declare to the audit — a grown tap region, a disabled control, a modal layer, a
/// scroll viewport — the icons of controls, and the characters no font covers.
@Suite struct AuditDeclarationTests {
    private func grey(_ value: Double) -> ColorValue { .literal(Color(red: value, green: value, blue: value)) }

    private func kinds(_ findings: [AuditFinding]) -> [String] {
        findings.map { "\($0.kind.rawValue) \($0.key ?? "-")" }.sorted()
    }

    private func chip(_ key: String) -> some View {
        ColorFill(.accent).frame(width: 80, height: 32).interactive(expandsHitArea: true).key(key)
    }

    /// A 32-point chip's tap region grows to 44 points: alone it passes; rows 8 points apart
    /// would share 4 points of it, so both are reported; 12 apart they do not touch.
    @Test func aGrownTapRegionMustStayItsOwn() throws {
        #expect(try renderer().audit(chip("alone").padding(.m), width: 200).isEmpty)
        let close = VStack(spacing: 8) { chip("upper"); chip("lower") }.padding(.m)
        let findings = try renderer().audit(close, width: 200)
        #expect(kinds(findings) == ["touchTarget lower", "touchTarget upper"])
        #expect(findings.first { $0.key == "upper" }?.notes["otherKey"] == "lower")
        #expect(findings.first?.figures["hitHeight"] == 44)
        #expect(try renderer().audit(VStack(spacing: 12) { chip("upper"); chip("lower") }.padding(.m), width: 200).isEmpty)
        // Without the declaration the 32-point frame is the target.
        let plain = ColorFill(.accent).frame(width: 80, height: 32).interactive().key("plain").padding(.m)
        #expect(kinds(try renderer().audit(plain, width: 200)) == ["touchTarget plain"])
    }

    /// A chip inside a tappable row is part of the row's target, not a rival for it.
    @Test func nestedTargetsAreNotCompared() throws {
        let row = HStack { chip("chip") }.frame(width: 200, height: 36).interactive(expandsHitArea: true).key("row")
        #expect(try renderer().audit(row.padding(.m), width: 300).isEmpty)
    }

    /// WCAG 1.4.3 exempts the text of inactive components: a disabled control's grey title is
    /// not judged; the same title enabled is.
    @Test func disabledControlsAreExemptFromContrast() throws {
        func button(enabled: Bool) -> some View {
            Text("Continue").foregroundColor(grey(0.75)).padding(.m).frame(minHeight: 44)
                .interactive(isEnabled: enabled).key("button").background(grey(1))
        }
        #expect(try renderer().audit(button(enabled: false), width: 200).isEmpty)
        #expect(kinds(try renderer().audit(button(enabled: true), width: 200)) == ["contrast button"])
    }

    /// Scenes declare the same in JSON: `{"interactive": {...}}` and `{"modal": true}` audit as
    /// their Swift forms do, and a member the declaration does not know is an error at its path.
    @Test func scenesDeclareTapRegionsDisabledControlsAndModalLayers() throws {
        func findings(_ modifiers: String) throws -> [String] {
            let json = #"{"width": 200, "body": {"type": "color", "color": "accent", "modifiers": [{"frame": {"width": 80, "height": 32}}, \#(modifiers), {"key": "chip"}, {"padding": "m"}]}}"#
            return kinds(try Scene(json: Array(json.utf8)).audit(with: renderer(), assetRoot: examplesURL))
        }
        #expect(try findings(#"{"interactive": true}"#) == ["touchTarget chip"])
        #expect(try findings(#"{"interactive": {"expandsHitArea": true}}"#) == [])
        #expect(try findings(#"{"interactive": {"isEnabled": false}}"#) == ["touchTarget chip"])
        #expect(throws: RenderError.self) { try findings(#"{"interactive": {"expands": true}}"#) }
        let text = ##"{"type": "text", "text": "Behind", "modifiers": [{"foregroundColor": "#545454"}, {"key": "page"}]}"##
        let scrim = ##"{"type": "color", "color": "#000000b3", "modifiers": [{"modal": true}]}"##
        let page = ##"{"width": 200, "body": {"type": "zstack", "children": [\##(text), \##(scrim)], "modifiers": [{"background": "#ffffff"}]}}"##
        #expect(try Scene(json: Array(page.utf8)).audit(with: renderer(), assetRoot: examplesURL).isEmpty)
        let unmarked = page.replacingOccurrences(of: #"{"modal": true}"#, with: #"{"opacity": 1}"#)
        #expect(kinds(try Scene(json: Array(unmarked.utf8)).audit(with: renderer(), assetRoot: examplesURL)) == ["contrast page"])
    }

    /// Text beneath a modal layer (a spotlight's scrim) is inert: neither its dimmed contrast nor
    /// the layer's text over it is reported; text in the layer still is judged.
    @Test func textBeneathAModalLayerIsInert() throws {
        let page = Text("Behind the scrim").foregroundColor(grey(0.33)).padding(.m).key("page")
        let scrim = ColorFill(.literal(Color(red: 0, green: 0, blue: 0, alpha: 0.7)))
        let modal = ZStack {
            page
            ZStack { scrim; Text("Behind the scrim").foregroundColor(grey(0.2)).padding(.m).key("message") }.modal()
        }.background(grey(1))
        #expect(kinds(try renderer().audit(modal, width: 200)) == ["contrast message"])
        let notModal = ZStack { page; scrim }.background(grey(1))
        #expect(kinds(try renderer().audit(notModal, width: 200)) == ["contrast page"])
    }

    /// Text cut by a scroll viewport, or by the bottom of a screen rendered at a fixed height,
    /// is scrolled partly out of view, as on a device; a clip shape cuts it.
    @Test func scrolledTextIsNotClipped() throws {
        let line = Text("A long line that runs past the viewport").font(.title2).fixedSize().key("line")
        let scrolled = ScrollView(.horizontal, contentOffset: 30) { line }.frame(width: 150)
        #expect(try renderer().audit(scrolled.padding(.m), width: 300).isEmpty)
        // The same cut made by a clip shape as well is reported.
        let cut = try renderer().audit(scrolled.clipShape(Rectangle()).padding(.m), width: 300)
        #expect(kinds(cut) == ["clipped line"], "\(cut.jsonText)")
        let screen = VStack(spacing: 0) { ColorFill(.accent).frame(height: 90); Text("Below the fold").font(.title1).key("fold") }
        #expect(try renderer().audit(screen, width: 300, height: 100).isEmpty)
        #expect(kinds(try renderer().audit(screen.frame(height: 100, alignment: .top).clipShape(Rectangle()), width: 300))
                == ["clipped fold"])
    }

    /// WCAG 1.4.11: a control's icon needs 3:1 against what is beside it; a decorative icon
    /// outside any control, or in a disabled one, is not judged.
    @Test func iconsOfControlsNeed3To1() throws {
        func icon(_ tint: Double) -> some View { Image(icon: .house).foregroundColor(grey(tint)).frame(width: 24, height: 24) }
        let pale = icon(0.8).padding(10).interactive().key("button").background(grey(1))
        let findings = try renderer().audit(pale, width: 100)
        #expect(kinds(findings) == ["contrast button"])
        #expect(findings.first?.figures["required"] == 3 && findings.first?.notes["iconColor"] != nil)
        #expect(findings.first?.path.hasSuffix("> Image") == true)
        #expect(try renderer().audit(icon(0.4).padding(10).interactive().background(grey(1)), width: 100).isEmpty)
        #expect(try renderer().audit(icon(0.8).padding(10).background(grey(1)), width: 100).isEmpty)
        #expect(try renderer().audit(icon(0.8).padding(10).interactive(isEnabled: false).background(grey(1)), width: 100).isEmpty)
    }

    /// Allowed to draw a character no font covers, the render draws a box; the audit says so.
    @Test func missingCharactersAreAFinding() throws {
        var allowing = try renderer()
        allowing.allowsMissingGlyphs = true
        let findings = try allowing.audit(Text("Logo \u{E001}").padding(.m).key("logo"), width: 200)
        #expect(kinds(findings) == ["missingCharacters logo"])
        #expect(findings.first?.notes["characters"] == "U+E001")
    }
}
