import Foundation
import Stopwatch
import TesseraRaster

/// Times PNG encoding on one image and prints one JSON line per option set (median time,
/// size): Tessera's default and libpng's habit (adaptive filters) at the same level, and with
/// `full` every combination of libdeflate level and filter (the sweep `PNG.EncodeOptions.default`
/// was chosen from).
enum RasterPNGSweep {
    static func run(_ bitmap: Bitmap, repetitions: Int, full: Bool) throws {
        let clock = ContinuousClock()
        var combos: [(String, PNG.EncodeOptions)] = [
            ("tessera-default", .default),
            ("adaptive-filters", PNG.EncodeOptions(compressionLevel: 6, filter: .adaptive)),
        ]
        for level in full ? [1, 3, 4, 5, 6, 7, 9, 12] : [] {
            for filter in PNG.Filter.allCases {
                combos.append(("sweep", PNG.EncodeOptions(compressionLevel: level, filter: filter)))
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
            print("{\"label\": \"\(label)\", \"level\": \(options.compressionLevel), \"filter\": \"\(options.filter.rawValue)\", \"encodeMedianMs\": \(Stopwatch.rounded(Stopwatch.median(times))), \"bytes\": \(size)}")
        }
    }
}
