import Foundation
import Testing
import Tessera
import TesseraComponents

/// docs/scenes.md's component table is the design library's registry.
@Suite struct SceneComponentsDocsTests {
    @Test func docsComponentTableIsTheRegistry() throws {
        let docs = try String(contentsOf: componentsPackageURL.appendingPathComponent("docs/scenes.md"), encoding: .utf8)
        let table = SceneComponents.designLibrary.table
        let documented = docs.contains(table)  // not inside #expect, which would print all the docs
        #expect(documented, "docs/scenes.md's component table differs from SceneComponents.designLibrary; it should read:\n\(table)")
    }
}
