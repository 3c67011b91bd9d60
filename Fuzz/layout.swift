// libFuzzer harness: layout documents (TesseraJSON → LayoutDocument → computeLayout).
// Build and run with scripts/libfuzzer layout (see Fuzz/README.md).
import TesseraLayout

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLayout(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard var document = try? LayoutDocument(json: Array(UnsafeBufferPointer(start: data, count: size))) else { return 0 }
    try? document.tree.computeLayout(root: document.root, width: 400, scale: 1)
    return 0
}
