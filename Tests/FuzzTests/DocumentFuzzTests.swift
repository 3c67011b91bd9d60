import ConfinedFiles
import Foundation
import Testing
import Tessera
import TesseraComponents
import TesseraJSON
import TesseraLayout
import TesseraRaster
import TesseraTokens

/// Fuzzing, as a property test that runs in every `swift test`: random mutants of the
/// repository's scenes, display lists, layout trees and token folders (see `Mutator`) must each
/// end in a result or a thrown error — never a crash, a hang or a run far slower than the input
/// warrants. Seeds are fixed, so a failure names the seed and iteration that replay it.
///
/// By default each target stops after `defaultIterations` mutants or `defaultBudget` of time,
/// whichever comes first (together well under 20 s). To fuzz longer, for example overnight:
///
///     TESSERA_FUZZ_ITERATIONS=100000 TESSERA_FUZZ_SEED=7 swift test -c release --filter FuzzTests
///
/// `TESSERA_FUZZ_ITERATIONS` sets the mutants per target and lifts the time budget;
/// `TESSERA_FUZZ_SEED` picks another deterministic sequence.
@Suite struct DocumentFuzzTests {
    static let defaultIterations = 1_000
    static let defaultBudget = Duration.seconds(4)
    /// One input taking longer than this is a failure: every reader here is linear in its input.
    static let slowInput = Duration.seconds(5)

    struct Settings {
        var iterations = defaultIterations
        var budget: Duration? = defaultBudget
        var seed: UInt64 = 0x7E55_E7A

        static var current: Settings {
            var settings = Settings()
            let environment = ProcessInfo.processInfo.environment
            if let text = environment["TESSERA_FUZZ_ITERATIONS"], let n = Int(text), n > 0 {
                settings.iterations = n
                settings.budget = nil
            }
            if let text = environment["TESSERA_FUZZ_SEED"], let seed = UInt64(text) { settings.seed = seed }
            return settings
        }
    }

    /// Feeds mutants of `corpus` to `consume` (with the index of the seed each came from) until
    /// the iteration or time budget runs out; returns how many were tried.
    @discardableResult
    static func fuzz(_ target: String, corpus: [[UInt8]], salt: UInt64, _ consume: ([UInt8], Int) -> Void) -> Int {
        let settings = Settings.current
        #expect(!corpus.isEmpty, "\(target): no seed documents found")
        guard !corpus.isEmpty else { return 0 }
        var mutator = Mutator(seed: settings.seed ^ salt)
        let clock = ContinuousClock(), start = clock.now
        for iteration in 0..<settings.iterations {
            if let budget = settings.budget, clock.now - start > budget { return iteration }
            let input = mutator.mutate(corpus[iteration % corpus.count])
            let began = clock.now
            consume(input, iteration % corpus.count)
            let took = clock.now - began
            #expect(took < slowInput, "\(target): iteration \(iteration) (seed \(settings.seed)) took \(took): \(String(decoding: input.prefix(200), as: UTF8.self))")
        }
        return settings.iterations
    }

    @Test func displayListsDecodeOrThrowAndWhatIsWrittenReadsBack() throws {
        let assets = try FileRoot(FuzzCorpus.examples.path)
        Self.fuzz("display lists", corpus: FuzzCorpus.displayLists, salt: 1) { input, _ in
            guard let document = try? DrawDocument.decode(input, assets: assets) else { return }
            #expect((try? DrawDocument.decode(Array(document.jsonText.utf8))) == document, "written JSON reads back")
            // Small canvases only: the memory budgets of large ones are the renderer's own tests.
            let (w, h, s) = (document.width ?? 64, document.height ?? 48, document.scale ?? 1)
            guard w * s * h * s <= 512 * 512 else { return }
            _ = try? document.render(width: w, height: h, scale: s, background: document.background)
        }
    }

    @Test func scenesRenderOrThrow() throws {
        let renderer = try Renderer(colorScheme: .light, scale: 1)
        var limits = SceneLimits.default
        limits.maximumSide = 1_024
        limits.maximumPixels = 1 << 20
        Self.fuzz("scenes", corpus: FuzzCorpus.scenes, salt: 2) { input, _ in
            guard let scene = try? Scene(json: input, limits: limits) else { return }
            _ = try? scene.render(with: renderer, components: .designLibrary, assetRoot: FuzzCorpus.examples)
        }
    }

    @Test func layoutTreesLayOutOrThrow() {
        Self.fuzz("layout trees", corpus: FuzzCorpus.layoutTrees, salt: 3) { input, _ in
            guard var document = try? LayoutDocument(json: input) else { return }
            try? document.tree.computeLayout(root: document.root, width: 400, scale: 1)
        }
    }

    /// One token file of a copy of `Tokens/` is replaced by a mutant per iteration, and the whole
    /// folder is checked (resolver, aliases, themes, contrast) as `tessera tokens check` does.
    @Test func tokenFoldersCheckOrReportProblems() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-fuzz-tokens-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: FuzzCorpus.tokens, to: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = FuzzCorpus.files(in: folder, endingWith: ".json")
        let originals = files.map(FuzzCorpus.bytes)
        Self.fuzz("token folders", corpus: originals, salt: 4) { input, seed in
            try? Data(input).write(to: files[seed])
            _ = TokenChecker.check(directory: folder)
            try? Data(originals[seed]).write(to: files[seed])
        }
    }
}
