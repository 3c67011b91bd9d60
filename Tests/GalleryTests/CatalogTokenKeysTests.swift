import Foundation
import GalleryKit
import Tessera
import TesseraGallery
import TesseraTokens
import Testing

/// Keys an adopter generated for a brand token Tessera's defaults do not hold.
private enum BrandKeys: TokenKeyCatalog {
    static func names(of type: TokenType) -> [String] { type == .color ? ["brand.stamp"] : [] }
}

/// A catalog that declares its brand's key catalog but is rendered with tokens lacking the brand.
private enum KeyedCatalog: StoryCatalog {
    static var tokenKeys: [any TokenKeyCatalog.Type] { [BrandKeys.self] }
    static var stories: [Story] { sampleStories }
}

/// A catalog's own token keys are checked when its gallery loads the tokens, so tokens that lack
/// one of them fail the run naming the token instead of crashing at the first view reading it.
@Suite struct CatalogTokenKeysTests {
    @Test func aRunWithTokensMissingTheCatalogsKeysFailsNamingThem() throws {
        let out = try temporaryFolder()
        let settings = try GallerySettings(output: out, schemes: [.light], scale: 1, jobs: 1, contactSheets: false)
        let run = try GalleryRun(settings: settings, catalog: KeyedCatalog.self)
        #expect(run.tokenKeys.count == 1)
        do {
            _ = try run.run()
            Issue.record("the run rendered with tokens that lack brand.stamp")
        } catch {
            #expect("\(error)".contains("brand.stamp"), "\(error)")
        }
    }
}
