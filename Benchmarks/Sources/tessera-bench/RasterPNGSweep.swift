import Foundation
import Stopwatch
import TesseraRaster

/// Times PNG encoding on one image and prints one JSON line per option set (median time,
/// size): Tessera's default and libpng's own defaults (level 6, adaptive filters, Z_FILTERED),
/// and with `full` every combination of compression level, filter and zlib strategy (the sweep
/// `PNG.EncodeOptions.default` was chosen from).
enum RasterPNGSweep {
    static func run(_ bitmap: Bitmap, repetitions: Int, full: Bool) throws {
        let clock = ContinuousClock()
        var combos: [(String, PNG.EncodeOptions)] = [
            ("tessera-default", .default),
            ("libpng-defaults", PNG.EncodeOptions(compressionLevel: 6, filter: .adaptive, strategy: 1)),
        ]
        for level in full ? [1, 3, 6, 9] : [] {
            for filter in PNG.Filter.allCases {
                for strategy in [0, 1, 3] {
                    combos.append(("sweep", PNG.EncodeOptions(compressionLevel: level, filter: filter, strategy: strategy)))
                }
            }
        }
        for (label, options) in combos {
            var times: [Double] = []
            var size = 0
            for _ in 0..<repetitions {
                let t0 = clock.now
                size = try PNG.encode(bitmap, options: options).count
                times.append(Stopwatch.milliseconds(clock.now - t0))
            }
            print("{\"label\": \"\(label)\", \"level\": \(options.compressionLevel), \"filter\": \"\(options.filter.rawValue)\", \"strategy\": \(options.strategy), \"encodeMedianMs\": \(Stopwatch.rounded(Stopwatch.median(times))), \"bytes\": \(size)}")
        }
    }
}
