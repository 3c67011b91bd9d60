import TesseraGeometry
import Testing
@testable import TesseraTokens

/// Every DTCG type: the accepted forms and the errors for wrong ones.
@Suite struct ValueTypeTests {
    @Test func dimensionsInPxAndRem() throws {
        #expect(try value(of: "d", in: ##"{"d": {"$type": "dimension", "$value": {"value": 16, "unit": "px"}}}"##) == .dimension(Length(16, .px)))
        guard case .dimension(let rem)? = try value(of: "d", in: ##"{"d": {"$type": "dimension", "$value": {"value": 1.5, "unit": "rem"}}}"##) else {
            Issue.record("no dimension")
            return
        }
        #expect(rem.points == 24)
        // Tokens Studio's string form.
        #expect(try value(of: "d", in: ##"{"d": {"$type": "dimension", "$value": "-2px"}}"##) == .dimension(Length(-2, .px)))
    }

    @Test func fontFamilyAndWeights() throws {
        #expect(try value(of: "f", in: ##"{"f": {"$type": "fontFamily", "$value": "Inter"}}"##) == .fontFamily(["Inter"]))
        #expect(try value(of: "f", in: ##"{"f": {"$type": "fontFamily", "$value": ["Inter", "Noto Sans"]}}"##) == .fontFamily(["Inter", "Noto Sans"]))
        #expect(try value(of: "w", in: ##"{"w": {"$type": "fontWeight", "$value": 350}}"##) == .fontWeight(FontWeight(350)))
        for (name, weight) in [("thin", 100.0), ("extra-light", 200), ("light", 300), ("book", 400), ("medium", 500),
                               ("demi-bold", 600), ("bold", 700), ("ultra-bold", 800), ("heavy", 900), ("extra-black", 950)] {
            #expect(try value(of: "w", in: ##"{"w": {"$type": "fontWeight", "$value": "\##(name)"}}"##) == .fontWeight(FontWeight(weight)))
        }
    }

    @Test func durationsCubicBeziersAndNumbers() throws {
        #expect(try value(of: "t", in: ##"{"t": {"$type": "duration", "$value": {"value": 0.25, "unit": "s"}}}"##) == .duration(AnimationDuration(milliseconds: 250)))
        #expect(try value(of: "t", in: ##"{"t": {"$type": "duration", "$value": "120ms"}}"##) == .duration(AnimationDuration(milliseconds: 120)))
        #expect(try value(of: "e", in: ##"{"e": {"$type": "cubicBezier", "$value": [0.2, -0.5, 0, 1.5]}}"##) == .cubicBezier(CubicBezier(0.2, -0.5, 0, 1.5)))
        #expect(try value(of: "n", in: ##"{"n": {"$type": "number", "$value": 0.38}}"##) == .number(0.38))
    }

    @Test func typographyWithAliasedParts() throws {
        let json = ##"""
            {
              "font": {"sans": {"$type": "fontFamily", "$value": ["Inter"]}, "bold": {"$type": "fontWeight", "$value": "bold"}},
              "type": {"$type": "typography", "title": {"$value": {
                "fontFamily": "{font.sans}", "fontSize": {"value": 20, "unit": "px"}, "fontWeight": "{font.bold}",
                "letterSpacing": {"value": -0.4, "unit": "px"}, "lineHeight": 1.25}}}
            }
            """##
        guard case .typography(let style)? = try value(of: "type.title", in: json) else {
            Issue.record("no typography")
            return
        }
        #expect(style.fontFamily == ["Inter"])
        #expect(style.fontWeight == .bold)
        #expect(style.lineHeightPoints == 25)
        #expect(style.letterSpacing == Length(-0.4))
        let large = style.scaled(by: 1.5)
        #expect(large.fontSize.points == 30 && large.lineHeightPoints == 37.5)
    }

    @Test func shadowsOneOrMany() throws {
        let layer = ##"{"color": "#00000033", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 2, "unit": "px"}, "blur": {"value": 4, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}"##
        guard case .shadow(let one)? = try value(of: "s", in: ##"{"s": {"$type": "shadow", "$value": \##(layer)}}"##),
              case .shadow(let two)? = try value(of: "s", in: ##"{"s": {"$type": "shadow", "$value": [\##(layer), \##(layer)]}}"##) else {
            Issue.record("no shadow")
            return
        }
        #expect(one.count == 1 && two.count == 2)
        #expect(one[0].blur == Length(4) && one[0].color.alpha == 0.2 && !one[0].inset)
    }

    @Test func borderStrokeStyleGradientTransition() throws {
        let json = ##"""
            {
              "c": {"$type": "color", "$value": "#ff0000"},
              "dash": {"$type": "strokeStyle", "$value": {"dashArray": [{"value": 4, "unit": "px"}, "2px"], "lineCap": "round"}},
              "b": {"$type": "border", "$value": {"color": "{c}", "width": {"value": 1, "unit": "px"}, "style": "dashed"}},
              "g": {"$type": "gradient", "$value": [{"color": "{c}", "position": -0.5}, {"color": "#0000ff", "position": 1}]},
              "t": {"$type": "transition", "$value": {"duration": "200ms", "delay": {"value": 0, "unit": "ms"}, "timingFunction": [0.4, 0, 0.2, 1]}}
            }
            """##
        let (tokens, diagnostics) = try resolve(json)
        #expect(diagnostics.isEmpty)
        #expect(tokens["dash"]?.value == .strokeStyle(.dashes(dashArray: [Length(4), Length(2)], lineCap: .round)))
        #expect(tokens["b"]?.value == .border(Border(color: Color(red: 1, green: 0, blue: 0), width: Length(1), style: .keyword(.dashed))))
        // Gradient positions outside 0...1 are clamped, as DTCG says.
        #expect(tokens["g"]?.value == .gradient([ColorStop(color: Color(red: 1, green: 0, blue: 0), position: 0), ColorStop(color: Color(red: 0, green: 0, blue: 1), position: 1)]))
        #expect(tokens["t"]?.value == .transition(Transition(duration: AnimationDuration(milliseconds: 200), delay: AnimationDuration(milliseconds: 0), timingFunction: CubicBezier(0.4, 0, 0.2, 1))))
    }

    @Test func icons() throws {
        #expect(try value(of: "i", in: ##"{"i": {"$type": "icon", "$value": "M4 4h16v16H4z"}}"##) == .icon(Icon(pathData: "M4 4h16v16H4z", grid: 24)))
    }

    @Test(arguments: [
        (##"{"t": {"$type": "dimension", "$value": {"value": 4, "unit": "pt"}}}"##, "bad unit \"pt\" for a dimension (use px or rem)"),
        (##"{"t": {"$type": "dimension", "$value": {"value": 4}}}"##, "bad dimension: missing \"unit\""),
        (##"{"t": {"$type": "dimension", "$value": {"value": 1e9, "unit": "px"}}}"##, "dimension 1000000000px is absurdly large"),
        (##"{"t": {"$type": "dimension", "$value": 16}}"##, "bad dimension: expected {\"value\": 16, \"unit\": \"px\"}, found a number"),
        (##"{"t": {"$type": "duration", "$value": {"value": -1, "unit": "ms"}}}"##, "a duration cannot be negative"),
        (##"{"t": {"$type": "duration", "$value": "fast"}}"##, "bad duration \"fast\": expected {\"value\": 200, \"unit\": \"ms\"}"),
        (##"{"t": {"$type": "fontWeight", "$value": "Bold"}}"##, "unknown font weight \"Bold\" (use 1...1000 or a DTCG name such as \"semi-bold\")"),
        (##"{"t": {"$type": "fontWeight", "$value": 1200}}"##, "font weight 1200 is outside 1...1000"),
        (##"{"t": {"$type": "fontFamily", "$value": []}}"##, "expected a font name or a non-empty array of font names, found an array"),
        (##"{"t": {"$type": "cubicBezier", "$value": [1.5, 0, 1, 1]}}"##, "cubic Bézier x coordinate 1.5 is outside 0...1"),
        (##"{"t": {"$type": "cubicBezier", "$value": [0, 0, 1]}}"##, "a cubic Bézier is an array of four numbers [x1, y1, x2, y2]"),
        (##"{"t": {"$type": "number", "$value": "3"}}"##, "expected a number, found a string"),
        (##"{"t": {"$type": "color", "$value": {"colorSpace": "hsl", "components": [10, 150, 50]}}}"##, "bad color: component 2 of hsl is 150, outside 0...100"),
        (##"{"t": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0]}}}"##, "bad color: srgb needs 3 components, found 2"),
        (##"{"t": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0], "alpha": 2}}}"##, "bad color: alpha 2 is outside 0...1"),
        (##"{"t": {"$type": "color", "$value": {"colorSpace": "cmyk", "components": [1, 0, 0]}}}"##, "bad color: unknown colorSpace \"cmyk\" (known: srgb, srgb-linear, hsl, hwb, lab, lch, oklab, oklch, display-p3, a98-rgb, prophoto-rgb, rec2020, xyz-d65, xyz-d50)"),
        (##"{"t": {"$type": "color", "$value": {"colorSpace": "lab", "components": [50, 1e300, 0]}}}"##, "bad color: lab(50, 1e+300, 0) has no finite sRGB value"),
        (##"{"t": {"$type": "color", "$value": "red"}}"##, "bad color: invalid color \"red\": a hex color starts with '#'"),
        (##"{"t": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": "17px", "fontWeight": 400, "lineHeight": 1.2}}}"##, "typography is missing \"letterSpacing\""),
        (##"{"t": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": "0px", "fontWeight": 400, "letterSpacing": "0px", "lineHeight": 1.2}}}"##, "fontSize must be positive"),
        (##"{"t": {"$type": "shadow", "$value": []}}"##, "a shadow list cannot be empty"),
        (##"{"t": {"$type": "border", "$value": {"color": "#000000", "width": "-1px", "style": "solid"}}}"##, "border width cannot be negative"),
        (##"{"t": {"$type": "strokeStyle", "$value": "wavy"}}"##, "unknown stroke style \"wavy\" (known: solid, dashed, dotted, double, groove, ridge, outset, inset)"),
        (##"{"t": {"$type": "gradient", "$value": {"color": "#000000", "position": 0}}}"##, "a gradient is a non-empty array of {color, position} stops"),
        (##"{"t": {"$type": "icon", "$value": "<path d='M0 0'/>"}}"##, "icon path data has '<' at offset 0, which is not SVG path syntax"),
        (##"{"t": {"$type": "icon", "$value": "L4 4"}}"##, "icon path data must start with a moveto (M)"),
    ])
    func rejectsBadValues(json: String, message: String) throws {
        #expect(try messages(json) == [message])
    }
}
