import Foundation
import Testing
@testable import TesseraTokens

/// Resolver work stays linear in its documents (issue 16): modifier contexts are checked without
/// resolving every combination, `$extends` chains are measured before anything is copied, and
/// token files are read only up to a size.
@Suite struct ResolverScaleTests {
    /// A temporary folder holding `files` (removed by the caller).
    func folder(_ files: [String: String]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-scale-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(to: url.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return url
    }

    /// A resolver with one base set and `modifiers` of two contexts each, all inline: modifier
    /// `m<i>` defines `t.m<i>` as `contexts(i)` says (JSON of the token's `$value` per context).
    func resolver(base: String = "{}", modifiers count: Int, contexts: (Int) -> (a: String, b: String)) -> String {
        let modifiers = (0..<count).map { index in
            let (a, b) = contexts(index)
            return #""m\#(index)": {"contexts": {"a": [{"t": {"m\#(index)": \#(a)}}], "b": [{"t": {"m\#(index)": \#(b)}}]}, "default": "a"}"#
        }
        let order = (["{\"$ref\": \"#/sets/base\"}"] + (0..<count).map { "{\"$ref\": \"#/modifiers/m\($0)\"}" }).joined(separator: ", ")
        return #"{"version": "2025.10", "sets": {"base": {"sources": [\#(base)]}}, "modifiers": {\#(modifiers.joined(separator: ", "))}, "resolutionOrder": [\#(order)]}"#
    }

    func check(_ resolver: String, contrast: [ContrastRequirement] = []) throws -> (inputs: Int, messages: [String]) {
        let directory = try folder(["tokens.resolver.json": resolver])
        defer { try? FileManager.default.removeItem(at: directory) }
        let library = try TokenLibrary(directory: directory)
        let inputs = ContextCombinations(library, contrast: contrast).inputs.count
        return (inputs, TokenChecker.check(directory: directory, contrast: contrast).map(\.message))
    }

    @Test func independentModifiersCostTheSumOfTheirContexts() throws {
        // 2^24 combinations: resolving them all would not finish.
        let color = ##"{"$type": "color", "$value": "#102030"}"##
        let (inputs, messages) = try check(resolver(modifiers: 24) { _ in (color, color) })
        #expect(messages.isEmpty)
        #expect(inputs == 25, "the defaults, and each modifier's other context")
    }

    @Test func modifiersThatRedefineOneTokenDoNotMultiply() throws {
        // Every modifier defines the same token in both contexts: only the last one decides it.
        let all = (0..<20).map { index in
            #""m\#(index)": {"contexts": {"a": [{"x": {"$type": "number", "$value": 1}}], "b": [{"x": {"$type": "number", "$value": 2}}]}}"#
        }
        let order = (0..<20).map { "{\"$ref\": \"#/modifiers/m\($0)\"}" }.joined(separator: ", ")
        let resolver = #"{"version": "2025.10", "modifiers": {\#(all.joined(separator: ", "))}, "resolutionOrder": [\#(order)]}"#
        let (inputs, messages) = try check(resolver)
        #expect(messages.isEmpty)
        #expect(inputs <= 21)
    }

    /// A problem only one combination of two modifiers shows: `t.m0` aliases `t.m1` in context
    /// b, and `t.m1` is a dimension in context b. Neither is the default.
    @Test func findsAProblemOnlyACombinationOfTwoModifiersHas() throws {
        let resolver = resolver(modifiers: 2) { index in
            index == 0
                ? (##"{"$type": "color", "$value": "#000000"}"##, #"{"$type": "color", "$value": "{t.m1}"}"#)
                : (##"{"$type": "color", "$value": "#ffffff"}"##, #"{"$type": "dimension", "$value": "4px"}"#)
        }
        let (inputs, messages) = try check(resolver)
        #expect(inputs == 4)
        #expect(messages == ["wrong type: this token is a color, but its alias {t.m1} is a dimension"])
    }

    @Test func findsAContrastProblemBetweenTwoModifiers() throws {
        // 16 independent modifiers, and two whose colors make a contrast pair.
        let resolver = resolver(modifiers: 18) { index in
            switch index {
            case 3: (##"{"$type": "color", "$value": "#000000"}"##, ##"{"$type": "color", "$value": "#555555"}"##)
            case 11: (##"{"$type": "color", "$value": "#ffffff"}"##, ##"{"$type": "color", "$value": "#888888"}"##)
            default: (#"{"$type": "number", "$value": 1}"#, #"{"$type": "number", "$value": 2}"#)
            }
        }
        let pair = ContrastRequirement(foreground: "t.m3", background: "t.m11", minimum: 4.5)
        let (inputs, messages) = try check(resolver, contrast: [pair])
        #expect(inputs == 1 + 16 + 3)
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("contrast on t.m11 is 2.10:1") == true)
        #expect(messages.first?.contains("m11: b") == true && messages.first?.contains("m3: b") == true)
    }

    @Test func dependentModifiersPastTheLimitAreAnErrorAndStillCheckedOneByOne() throws {
        // Each modifier's token aliases the next one's: 2^14 combinations that all depend on each
        // other. Context b of m5 is broken on its own.
        let resolver = resolver(modifiers: 14) { index in
            let next = index == 13 ? "\"#000000\"" : "\"{t.m\(index + 1)}\""
            let broken = index == 5 ? "\"{nowhere}\"" : next
            return ("{\"$type\": \"color\", \"$value\": \(next)}", "{\"$type\": \"color\", \"$value\": \(broken)}")
        }
        let (inputs, messages) = try check(resolver)
        #expect(inputs == 15)
        #expect(messages.contains { $0.hasPrefix("14 modifiers (m0, m1, m2, m3, m4, m5, m6, m7, …) define or alias each other's tokens") })
        #expect(messages.contains { $0.hasPrefix("alias {nowhere} points to no token") })
    }

    // MARK: $extends

    /// `g<i>` extends `g<i-1>`, written from `g0` on (so no recursion ever builds up), or from the
    /// far end; `g0` holds one token.
    func extendsChain(_ count: Int, fromFarEnd: Bool) -> String {
        var groups = (1..<count).map { #""g\#($0)": {"$extends": "{g\#($0 - 1)}"}"# }
        if fromFarEnd { groups.reverse() }
        groups.insert(#""g0": {"t": {"$type": "number", "$value": 1}}"#, at: fromFarEnd ? groups.count : 0)
        return "{" + groups.joined(separator: ", ") + "}"
    }

    @Test func aChainOf256GroupsResolves() throws {
        let (tokens, diagnostics) = try resolve(extendsChain(257, fromFarEnd: false))
        #expect(diagnostics.isEmpty)
        #expect(tokens["g256.t"]?.value == .number(1))
    }

    @Test(arguments: [false, true])
    func longChainsAreOneErrorAndCopyNothing(fromFarEnd: Bool) throws {
        // 10,000 groups: scanning every extension and token for each group never finished.
        let (tokens, diagnostics) = try resolve(extendsChain(10_000, fromFarEnd: fromFarEnd))
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.hasSuffix("g257: $extends chain longer than 256 groups") == true)
        #expect(tokens["g256.t"] != nil)
        #expect(tokens["g257.t"] == nil && tokens["g9999.t"] == nil)
    }

    @Test func copiesPastTheLimitAreAnError() throws {
        let base = (0..<1_000).map { #""t\#($0)": {"$value": \#($0)}"# }.joined(separator: ", ")
        let groups = (0..<101).map { #""v\#($0)": {"$extends": "{base}"}"# }.joined(separator: ", ")
        let messages = try messages(#"{"base": {"$type": "number", \#(base)}, \#(groups)}"#)
        #expect(messages == ["$extends {base} would copy more than 100000 tokens in all"])
    }

    // MARK: Files

    @Test func aTokenFilePastTheSizeLimitIsAnErrorNamingIt() throws {
        let padding = String(repeating: " ", count: TokenSource.maximumFileBytes)
        let directory = try folder(["big.tokens.json": "{\"a\": {\"$type\": \"number\", \"$value\": 1}}" + padding])
        defer { try? FileManager.default.removeItem(at: directory) }
        let error = #expect(throws: TokenErrors.self) {
            _ = try TokenSource(contentsOf: directory.appendingPathComponent("big.tokens.json"), name: "big.tokens.json")
        }
        #expect(error?.diagnostics.map(\.description)
            == ["big.tokens.json: the file is larger than the 4 MiB (4194304-byte) limit for token files"])
    }

    @Test func aFIFOIsRefusedNotWaitedOn() throws {
        let directory = try folder([:])
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("pipe.tokens.json")
        try #require(mkfifo(fifo.path, 0o600) == 0)
        let error = #expect(throws: TokenErrors.self) { _ = try TokenSource(contentsOf: fifo, name: "pipe.tokens.json") }
        #expect(error?.diagnostics.first?.message.hasPrefix("cannot read the file: it is not a regular file") == true)
    }
}

/// The soundness argument of `ContextCombinations`, tried: on random resolvers whose modifiers
/// define, override and alias each other's tokens, its combinations find the same problems as
/// the product of all contexts (contrast problems compared by token, since their messages name
/// the combination).
@Suite struct ContextCombinationsPropertyTests {
    struct Random {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    static func token(_ random: inout Random) -> String {
        switch random.next(10) {
        case 0, 1: ##"{"$type": "color", "$value": "#000000"}"##
        case 2, 3: ##"{"$type": "color", "$value": "#ffffff"}"##
        case 4: ##"{"$type": "dimension", "$value": "4px"}"##
        case 5: ##"{"$value": "{x\##(random.next(10))}"}"##
        case 6: ##"{"$type": "color", "$value": "{x\##(random.next(10))}"}"##
        default: ##"{"$type": "color", "$value": "#777777"}"##
        }
    }

    /// Tokens named from `names` (each modifier mostly defines its own two; any may alias any).
    static func tokens(_ random: inout Random, names: [Int]) -> String {
        let members = names.compactMap { index in random.next(3) != 0 ? "\"x\(index)\": \(token(&random))" : nil }
        let extends = random.next(8) == 0 ? [#""g\#(random.next(2))": {"$extends": "{g\#(random.next(2))}"}"#] : []
        let group = random.next(4) == 0 ? [#""g\#(random.next(2))": {"y": {"$type": "number", "$value": \#(random.next(3))}}"#] : []
        return "{" + (members + extends + group).joined(separator: ", ") + "}"
    }

    static func resolver(seed: UInt64) -> String {
        var random = Random(state: seed)
        let count = 2 + random.next(3)
        let modifiers = (0..<count).map { index in
            let names = [2 * index, 2 * index + 1] + (random.next(4) == 0 ? [random.next(10)] : [])
            let contexts = (0..<(2 + random.next(2))).map { "\"c\($0)\": [\(tokens(&random, names: names))]" }
            return "\"m\(index)\": {\"contexts\": {\(contexts.joined(separator: ", "))}}"
        }
        var order = (0..<count).map { "{\"$ref\": \"#/modifiers/m\($0)\"}" }
        order.insert("{\"$ref\": \"#/sets/base\"}", at: random.next(count + 1))
        return "{\"version\": \"2025.10\", \"sets\": {\"base\": {\"sources\": [\(tokens(&random, names: [8, 9]))]}}, "
            + "\"modifiers\": {\(modifiers.joined(separator: ", "))}, \"resolutionOrder\": [\(order.joined(separator: ", "))]}"
    }

    static func problems(_ library: TokenLibrary, inputs: [[String: String]], contrast: [ContrastRequirement]) -> Set<String> {
        var found = Set<String>()
        for input in inputs {
            let tokens: ResolvedTokens
            let diagnostics: [TokenDiagnostic]
            do {
                (tokens, diagnostics) = try library.resolving(input)
            } catch {
                for diagnostic in error.diagnostics { found.insert(diagnostic.description) }
                continue
            }
            for diagnostic in diagnostics { found.insert(diagnostic.description) }
            for diagnostic in TokenChecker.contrastProblems(tokens, contrast, input: input, resolverFile: library.resolver.file) {
                found.insert(diagnostic.path + ": contrast or missing")
            }
        }
        return found
    }

    @Test func findsWhatTheFullProductFinds() throws {
        let contrast = [ContrastRequirement(foreground: "x0", background: "x1", minimum: 4.5),
                        ContrastRequirement(foreground: "x2", background: "x4", minimum: 3)]
        var compared = 0
        var fewer = 0
        for seed in 1...300 as ClosedRange<UInt64> {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-combinations-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            try Self.resolver(seed: seed).write(to: directory.appendingPathComponent("tokens.resolver.json"), atomically: true, encoding: .utf8)
            guard let library = try? TokenLibrary(directory: directory) else { continue }
            let combinations = ContextCombinations(library, contrast: contrast)
            let full = Self.problems(library, inputs: library.allInputs, contrast: contrast)
            let picked = Self.problems(library, inputs: combinations.inputs, contrast: contrast)
            #expect(picked == full, "seed \(seed)")
            #expect(combinations.inputs.count <= library.allInputs.count)
            compared += 1
            if combinations.inputs.count < library.allInputs.count { fewer += 1 }
        }
        #expect(compared > 200)
        #expect(fewer > 50, "resolvers whose modifiers split into independent groups")
    }

    /// The same over two layers (a random folder over another): a layer is also resolved alone,
    /// and modifiers of the same name in both layers are one choice.
    @Test func findsWhatTheFullProductFindsOverLayers() throws {
        let contrast = [ContrastRequirement(foreground: "x0", background: "x3", minimum: 4.5)]
        var compared = 0
        for seed in 1...150 as ClosedRange<UInt64> {
            var libraries: [TokenLibrary] = []
            for layer in [seed, seed + 10_000] {
                let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-layers-\(UUID().uuidString)")
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                defer { try? FileManager.default.removeItem(at: directory) }
                try Self.resolver(seed: layer).write(to: directory.appendingPathComponent("tokens.resolver.json"), atomically: true, encoding: .utf8)
                if let library = try? TokenLibrary(directory: directory, label: "L\(libraries.count)") { libraries.append(library) }
            }
            guard libraries.count == 2 else { continue }
            let library = libraries[0].overlaid(by: libraries[1])
            let combinations = ContextCombinations(library, contrast: contrast)
            let full = Self.problems(library, inputs: library.allInputs, contrast: contrast)
            let picked = Self.problems(library, inputs: combinations.inputs, contrast: contrast)
            #expect(picked == full, "seed \(seed)")
            compared += 1
        }
        #expect(compared > 80)
    }

}
