import Testing
@testable import TesseraText

struct FontLibraryTests {
    @Test func findsInterByWeightAndStyle() throws {
        let fonts = FontLibrary()
        #expect(try fonts.face(family: "Inter", weight: 400, italic: false).path.hasSuffix("Inter-Regular.otf"))
        #expect(try fonts.face(family: "Inter", weight: 600, italic: false).path.hasSuffix("Inter-SemiBold.otf"))
        #expect(try fonts.face(family: "inter", weight: 700, italic: true).path.hasSuffix("Inter-BoldItalic.otf"))
    }

    @Test func everyInterWeightMapsToItsStaticFile() throws {
        let fonts = FontLibrary()
        let files = [100: "Thin", 200: "ExtraLight", 300: "Light", 400: "Regular", 500: "Medium",
                     600: "SemiBold", 700: "Bold", 800: "ExtraBold", 900: "Black"]
        for (weight, name) in files.sorted(by: { $0.key < $1.key }) {
            let face = try fonts.face(family: "Inter", weight: weight, italic: false)
            #expect(face.path.hasSuffix("/Inter-\(name).otf"), "weight \(weight): \(face.path)")
            #expect(face.weight == weight)
        }
    }

    @Test func missingFamilyIsAnErrorNamingFamilyWeightAndPlaces() {
        let fonts = FontLibrary()
        do {
            _ = try fonts.face(family: "Brand Sans", weight: 500, italic: true)
            Issue.record("expected an error")
        } catch {
            let text = error.description
            #expect(text.contains("'Brand Sans'"))
            #expect(text.contains("weight 500"))
            #expect(text.contains("italic"))
            #expect(text.contains("registered fonts (none)"))
            #expect(text.contains("/usr/share/fonts"))
        }
    }

    @Test func registeredFileIsFoundByItsFamily() throws {
        let fonts = FontLibrary()
        let family = try fonts.register(fileAt: "/usr/share/fonts/opentype/inter/InterDisplay-Black.otf")
        #expect(family == "Inter Display")
        // Only the Black file is registered: it is the nearest weight for every request.
        let face = try fonts.face(family: "Inter Display", weight: 400, italic: false)
        #expect(face.path.hasSuffix("InterDisplay-Black.otf"))
        #expect(face.weight == 900)
    }

    @Test func unreadableFontFileIsAnError() {
        let fonts = FontLibrary()
        #expect(throws: TextError.unreadableFontFile(path: "/nonexistent.otf", reason: "cannot be read")) {
            try fonts.register(fileAt: "/nonexistent.otf")
        }
        #expect(throws: TextError.self) { try fonts.register(fileAt: "/etc/hostname") }
    }
}
