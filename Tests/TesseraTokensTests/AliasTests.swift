import TesseraGeometry
import TesseraJSON
import Testing
@testable import TesseraTokens

/// Aliases, JSON Pointer references, `$root`, `$extends`, type inheritance and their errors.
@Suite struct AliasTests {
    @Test func followsChainsAndInfersTheTypeFromTheTarget() throws {
        let json = ##"""
            {
              "palette": {"$type": "color", "blue": {"$value": "#0000ff"}},
              "brand": {"$value": "{palette.blue}"},
              "button": {"$value": "{brand}", "$description": "Buttons", "$deprecated": "use accent"}
            }
            """##
        let (tokens, diagnostics) = try resolve(json)
        #expect(diagnostics.isEmpty)
        let button = try #require(tokens["button"])
        #expect(button.type == .color)
        #expect(button.value == .color(Color(red: 0, green: 0, blue: 1)))
        #expect(button.aliasChain == ["brand", "palette.blue"])
        #expect(button.description == "Buttons")
        #expect(button.deprecated == .replacedBy("use accent"))
    }

    @Test func typeIsInheritedFromTheNearestGroup() throws {
        let json = ##"""
            {"a": {"$type": "number", "b": {"$type": "dimension", "c": {"$value": "4px"}}, "d": {"$value": 2}}}
            """##
        let (tokens, diagnostics) = try resolve(json)
        #expect(diagnostics.isEmpty)
        #expect(tokens["a.b.c"]?.type == .dimension)
        #expect(tokens["a.d"]?.type == .number)
    }

    @Test func keepsExtensionsReadable() throws {
        let json = ##"{"n": {"$type": "number", "$value": 1, "$extensions": {"com.example": {"scale": [1, 2]}}}}"##
        let (tokens, _) = try resolve(json)
        let extensions = try #require(tokens["n"]?.extensions)
        #expect(JSONWriter.compact(extensions) == ##"{"com.example":{"scale":[1,2]}}"##)
    }

    @Test func deprecationIsInheritedFromGroupsUnlessATokenSaysOtherwise() throws {
        let json = ##"{"old": {"$type": "number", "$deprecated": "use new.*", "a": {"$value": 1}, "b": {"$value": 2, "$deprecated": false}}}"##
        let (tokens, diagnostics) = try resolve(json)
        #expect(diagnostics.isEmpty)
        #expect(tokens["old.a"]?.deprecated == .replacedBy("use new.*"))
        #expect(tokens["old.b"]?.deprecated == nil)
    }

    @Test func jsonPointerReferencesReachIntoValues() throws {
        let json = ##"""
            {
              "base": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0.5, 0]}},
              "same": {"$type": "color", "$value": {"$ref": "#/base/$value"}},
              "mixed": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [{"$ref": "#/base/$value/components/1"}, 0, 0]}},
              "whole": {"$value": {"$ref": "#/base"}}
            }
            """##
        let (tokens, diagnostics) = try resolve(json)
        #expect(diagnostics.isEmpty)
        #expect(tokens["same"]?.value == .color(Color(red: 1, green: 0.5, blue: 0)))
        #expect(tokens["mixed"]?.value == .color(Color(red: 0.5, green: 0, blue: 0)))
        #expect(tokens["whole"]?.type == .color)
    }

    @Test func rootTokensStandForTheirGroup() throws {
        let json = ##"""
            {"accent": {"$type": "color", "$root": {"$value": "#ff0000"}, "light": {"$value": "#ff8080"}},
             "a": {"$value": "{accent}"}, "b": {"$value": "{accent.$root}"}}
            """##
        let (tokens, diagnostics) = try resolve(json)
        #expect(diagnostics.isEmpty)
        #expect(tokens["accent.$root"]?.value == .color(Color(red: 1, green: 0, blue: 0)))
        #expect(tokens["a"]?.value == tokens["b"]?.value)
    }

    @Test func extendsCopiesTokensTheGroupDoesNotOverride() throws {
        let json = ##"""
            {
              "button": {"$type": "dimension", "height": {"$value": "44px"}, "padding": {"$value": "16px"}},
              "compact": {"$extends": "{button}", "height": {"$type": "dimension", "$value": "32px"}},
              "tiny": {"$extends": {"$ref": "#/compact"}, "padding": {"$type": "dimension", "$value": "4px"}}
            }
            """##
        let (tokens, diagnostics) = try resolve(json)
        #expect(diagnostics.isEmpty)
        #expect(tokens["compact.height"]?.value == .dimension(Length(32)))
        #expect(tokens["compact.padding"]?.value == .dimension(Length(16)))
        #expect(tokens["tiny.height"]?.value == .dimension(Length(32)))
        #expect(tokens["tiny.padding"]?.value == .dimension(Length(4)))
    }

    @Test func laterSourcesOverrideEarlierOnesAndAliasesSeeTheFinalValue() throws {
        let base = ##"{"c": {"$type": "color", "red": {"$value": "#ff0000"}, "accent": {"$value": "{c.red}"}}}"##
        let override = ##"{"c": {"red": {"$type": "color", "$value": "#aa0000"}}}"##
        let (tokens, diagnostics) = try resolve(base, override)
        #expect(diagnostics.isEmpty)
        #expect(tokens["c.accent"]?.value == .color(Color(r8: 0xaa, g8: 0, b8: 0)))
        #expect(tokens["c.red"]?.file == "source1.json")
    }

    // MARK: Errors

    @Test func cycleIsReportedOnceWithTheChain() throws {
        let json = ##"{"a": {"$type": "number", "$value": "{b}"}, "b": {"$type": "number", "$value": "{c}"}, "c": {"$type": "number", "$value": "{a}"}}"##
        #expect(try messages(json) == ["alias cycle: a → b → c → a"])
    }

    @Test func selfReferenceIsACycle() throws {
        #expect(try messages(##"{"a": {"$type": "number", "$value": "{a}"}}"##) == ["alias cycle: a → a"])
    }

    @Test func missingTargetNamesTheChain() throws {
        let json = ##"{"x": {"$type": "number", "$value": "{y}"}, "y": {"$type": "number", "$value": "{z.w}"}}"##
        #expect(try messages(json) == ["alias {z.w} points to no token (chain: x → y → z.w)"])
    }

    @Test func missingPointerTarget() throws {
        let json = ##"{"a": {"$type": "number", "$value": 1}, "b": {"$type": "number", "$value": {"$ref": "#/a/$value/0"}}, "c": {"$type": "number", "$value": {"$ref": "other.json#/a"}}}"##
        #expect(try messages(json) == [
            "$ref \"#/a/$value/0\": {a} has no \"0\" in its value",
            "$ref \"other.json#/a\": only same-document JSON pointers (\"#/group/token/$value\") are supported in token values",
        ])
    }

    @Test func absurdlyLongChainsAreErrorsNotStackOverflows() throws {
        // Defined from the far end, so resolving the first token follows the whole chain.
        let count = 600
        var members = (1..<count).reversed().map { #""a\#($0)": {"$value": "{a\#($0 - 1)}"}"# }
        members.append(#""a0": {"$value": 1}"#)
        let found = try messages(#"{"$type": "number", "# + members.joined(separator: ", ") + "}")
        #expect(!found.isEmpty)
        #expect(found.allSatisfy { $0.hasPrefix("alias chain longer than 256 tokens: ") })

        var groups = (1..<count).reversed().map { #""g\#($0)": {"$extends": "{g\#($0 - 1)}"}"# }
        groups.append(#""g0": {"t": {"$type": "number", "$value": 1}}"#)
        #expect(try messages("{" + groups.joined(separator: ", ") + "}").contains("$extends chain longer than 256 groups"))
    }

    @Test func wrongTypeAlias() throws {
        let json = ##"{"c": {"$type": "color", "$value": "#000000"}, "d": {"$type": "dimension", "$value": "{c}"}}"##
        #expect(try messages(json) == ["wrong type: this token is a dimension, but its alias {c} is a color"])
    }

    @Test func anAliasOfTheWrongTypeInsideACompositeSaysWhatItIs() throws {
        let json = ##"""
            {"brand": {"$type": "color", "$value": "#2a5cda"},
             "border": {"$type": "border", "$value": {"color": "{brand}", "width": "{brand}", "style": "solid"}}}
            """##
        #expect(try messages(json) == ["bad dimension: missing \"value\" ({brand} is a color)"])
    }

    @Test func aTokenWithoutAnyType() throws {
        #expect(try messages(##"{"a": {"$value": 4}}"##) == ["no $type: set $type on the token or on a group above it"])
    }

    @Test func extendsErrors() throws {
        let json = ##"""
            {"a": {"$extends": "{b}", "x": {"$type": "number", "$value": 1}},
             "b": {"$extends": "{a}", "y": {"$type": "number", "$value": 2}},
             "c": {"$extends": "{nowhere}"},
             "d": {"$extends": 5}}
            """##
        #expect(try messages(json) == [
            "$extends is a group reference such as \"{base.group}\" or {\"$ref\": \"#/base/group\"}",
            "$extends cycle: a → b → a",
            "$extends {nowhere}: there is no group named nowhere",
        ])
    }

    @Test func structuralErrors() throws {
        let json = ##"""
            {"g": {"$type": "number", "$frobnicate": 1, "t": {"$value": 1, "child": {"$value": 2}}, "u": {"$value": 1, "$description": 3}}}
            """##
        #expect(try messages(json) == [
            "unknown group property \"$frobnicate\" (group properties: $deprecated, $description, $extends, $extensions, $root, $type)",
            "unknown token property \"child\" (a token cannot contain tokens or groups)",
            "$description must be a string",
        ])
    }
}
