import TesseraGeometry
import Testing
@testable import TesseraTokens

/// A Tokens Studio export (its DTCG mode, with its own `$type` names and value conventions)
/// loads unchanged.
@Suite struct TokensStudioTests {
    let export = ##"""
        {
          "$themes": [], "$metadata": {"tokenSetOrder": ["global"]},
          "spacing": {"sm": {"$type": "spacing", "$value": "8"}, "md": {"$type": "spacing", "$value": 16}},
          "borderRadius": {"lg": {"$type": "borderRadius", "$value": "12px"}},
          "fontFamilies": {"sans": {"$type": "fontFamilies", "$value": "Inter"}},
          "fontWeights": {"semi": {"$type": "fontWeights", "$value": "Semi Bold"}, "regular": {"$type": "fontWeights", "$value": "Regular"}},
          "fontSizes": {"body": {"$type": "fontSizes", "$value": "17"}},
          "lineHeights": {"body": {"$type": "lineHeights", "$value": "130%"}},
          "letterSpacing": {"none": {"$type": "letterSpacing", "$value": "0%"}},
          "opacity": {"dim": {"$type": "opacity", "$value": "40%"}},
          "colors": {"scrim": {"$type": "color", "$value": "rgba(124,45,18,0.4)"}, "ink": {"$type": "color", "$value": "rgb(42 92 218 / 50%)"}},
          "shadow": {"card": {"$type": "boxShadow", "$value": [
            {"x": "0", "y": "4", "blur": "20", "spread": "0", "color": "{colors.scrim}", "type": "dropShadow"},
            {"x": 0, "y": 1, "blur": 1, "color": "#00000024", "type": "innerShadow"}]}},
          "typography": {"body": {"$type": "typography", "$value": {
            "fontFamily": "{fontFamilies.sans}", "fontWeight": "{fontWeights.semi}", "fontSize": "{fontSizes.body}",
            "lineHeight": "{lineHeights.body}", "letterSpacing": "{letterSpacing.none}"}}}
        }
        """##

    @Test func loadsAnExportUnchanged() throws {
        let (tokens, diagnostics) = try resolve(export)
        #expect(diagnostics == [])
        #expect(tokens["spacing.sm"]?.value == .dimension(Length(8)))
        #expect(tokens["spacing.md"]?.value == .dimension(Length(16)))
        #expect(tokens["borderRadius.lg"]?.value == .dimension(Length(12)))
        #expect(tokens["fontWeights.semi"]?.value == .fontWeight(.semibold))
        #expect(tokens["fontWeights.regular"]?.value == .fontWeight(.regular))
        #expect(tokens["opacity.dim"]?.value == .number(0.4))
        #expect(tokens["colors.scrim"]?.value == .color(Color(red: 124 / 255, green: 45 / 255, blue: 18 / 255, alpha: 0.4)))
        #expect(tokens["colors.ink"]?.value == .color(Color(red: 42 / 255, green: 92 / 255, blue: 218 / 255, alpha: 0.5)))
        guard case .shadow(let layers)? = tokens["shadow.card"]?.value, case .typography(let body)? = tokens["typography.body"]?.value else {
            Issue.record("composites did not resolve")
            return
        }
        #expect(layers.count == 2)
        #expect(layers[0].offsetY == Length(4) && layers[0].blur == Length(20) && !layers[0].inset)
        #expect(layers[0].color.alpha == 0.4)
        #expect(layers[1].inset && layers[1].spread == Length(0))
        // Aliases to Tokens Studio tokens arrive in DTCG form inside a DTCG typography.
        #expect(body == Typography(fontFamily: ["Inter"], fontSize: Length(17), fontWeight: .semibold, letterSpacing: Length(0), lineHeight: 1.3))
    }

    @Test(arguments: [
        (##"{"l": {"$type": "lineHeights", "$value": "24"}}"##, "line height 24 looks like a length in px; DTCG line heights are multiples of the font size (write \"150%\" or 1.5)"),
        (##"{"l": {"$type": "lineHeights", "$value": "AUTO"}}"##, "line height \"AUTO\" has no DTCG equivalent; write a percentage (\"150%\") or a multiple of the font size (1.5)"),
        (##"{"l": {"$type": "letterSpacing", "$value": "5%"}}"##, "\"5%\" is relative to the font size, which a DTCG dimension cannot express; write px"),
        (##"{"l": {"$type": "fontWeights", "$value": "Semi Bold Italic"}}"##, "unknown font weight \"Semi Bold Italic\" (use 1...1000 or a DTCG name such as \"semi-bold\")"),
        (##"{"l": {"$type": "boxShadow", "$value": {"x": 0, "y": 0, "blur": 2, "color": "#000000", "type": "layerBlur"}}}"##, "shadow type is \"dropShadow\" or \"innerShadow\""),
        (##"{"l": {"$type": "color", "$value": "rgba(300, 0, 0, 1)"}}"##, "bad color \"rgba(300, 0, 0, 1)\": '300' is out of range"),
    ])
    func reportsWhatHasNoDTCGMeaning(json: String, message: String) throws {
        #expect(try messages(json) == [message])
    }

    @Test func dtcgTypesStayStrict() throws {
        // A unitless size under the DTCG type is still an error: only Tokens Studio's types use its conventions.
        #expect(try messages(##"{"d": {"$type": "dimension", "$value": "16"}}"##) == ["bad unit \"\" for a dimension (use px or rem)"])
        #expect(try messages(##"{"w": {"$type": "fontWeight", "$value": "Semi Bold"}}"##) == ["unknown font weight \"Semi Bold\" (use 1...1000 or a DTCG name such as \"semi-bold\")"])
    }
}
