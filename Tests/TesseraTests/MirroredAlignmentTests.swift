import Testing
@testable import Tessera

/// Leading is the layout's leading edge: in a right-to-left layout every paragraph, Hebrew or
/// English, starts at the right, as SwiftUI aligns `.leading`.
struct MirroredAlignmentTests {
    func png(_ view: some View, _ direction: LayoutDirection) throws -> [UInt8] {
        var renderer = try Renderer()
        renderer.layoutDirection = direction
        return try renderer.render(view, width: 220).pngData()
    }

    @Test func aRightToLeftParagraphKeepsItsShortLastLineAtTheRightInAMirroredLayout() throws {
        // The engine aligns a Hebrew paragraph's lines to its own start, the right edge: so does
        // a left-to-right layout, and a right-to-left one must not swap that for the left.
        let hebrew = Text("רשמו משקל ומידות כדי שנוכל לעקוב אחר ההתקדמות מהיום הראשון.")
        #expect(try png(hebrew, .rightToLeft) == png(hebrew, .leftToRight))
        // An English paragraph in the mirrored layout is aligned as trailing text is in the plain one.
        let english = Text("Log your weight and measurements so we can track your progress.")
        #expect(try png(english, .rightToLeft) == png(english.multilineTextAlignment(.trailing), .leftToRight))
    }
}
