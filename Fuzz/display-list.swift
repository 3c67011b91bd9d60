// libFuzzer harness: display lists (TesseraJSON → DrawDocument) and their writer.
// Build and run with scripts/libfuzzer display-list (see Fuzz/README.md).
import TesseraRaster

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDisplayList(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let document = try? DrawDocument.decode(bytes) else { return 0 }
    // What is written must read back equal; small canvases are drawn too.
    precondition((try? DrawDocument.decode(Array(document.jsonText.utf8))) == document, "written JSON does not read back")
    let (w, h, s) = (document.width ?? 64, document.height ?? 48, document.scale ?? 1)
    if w * s * h * s <= 256 * 256 { _ = try? document.render(width: w, height: h, scale: s, background: document.background) }
    return 0
}
