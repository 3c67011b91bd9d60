import ArgumentParser
import Foundation
import Stopwatch
import TesseraRaster

/// `tessera-bench png FOLDER_OR_FILE...`: re-encodes PNG files (a gallery's output, snapshot
/// references) with each deflater and prints one JSON line per option set: files, total bytes
/// and total encode time (each image's best of N, the option sets taking turns image by image so
/// a load change hits them alike). Every `fast` file is decoded again and must give the pixels
/// the default's file gives.
struct PNGBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "png",
        abstract: "Time PNG encoding of existing PNG files with each deflater.")

    @Argument(help: "PNG files, or folders searched for *.png.")
    var paths: [String]

    @Option(name: .customLong("repeat"), help: "Encodes per image and option set (the best counts).")
    var repetitions: Int = 3

    func run() throws {
        ImageMemory.keepFreedMemory()
        guard repetitions >= 1 else { throw ValidationError("--repeat must be at least 1") }
        let files = paths.flatMap(Self.pngFiles).sorted()
        guard !files.isEmpty else { throw ValidationError("no PNG files in \(paths.joined(separator: ", "))") }
        let combos: [(String, PNG.EncodeOptions)] = [
            ("libdeflate-6 (default)", .default),
            ("libdeflate-1", PNG.EncodeOptions(compressionLevel: 1)),
            ("runs-and-rows (fast)", .fast),
        ]
        var bytes = [Int](repeating: 0, count: combos.count), seconds = [Double](repeating: 0, count: combos.count)
        let clock = ContinuousClock()
        for file in files {
            let bitmap = try PNG.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: file))))
            var best = [Double](repeating: .infinity, count: combos.count)
            var outputs = [[UInt8]](repeating: [], count: combos.count)
            for _ in 0..<repetitions {
                for (index, (_, options)) in combos.enumerated() {
                    let t0 = clock.now
                    outputs[index] = try PNG.encode(bitmap, options: options)
                    best[index] = min(best[index], Stopwatch.milliseconds(clock.now - t0) / 1000)
                }
            }
            guard try PNG.decode(outputs[2]).pixels == PNG.decode(outputs[0]).pixels else {
                throw ValidationError("\(file): the fast encoder's file decodes to other pixels")
            }
            for index in combos.indices {
                bytes[index] += outputs[index].count
                seconds[index] += best[index]
            }
        }
        for (index, (label, _)) in combos.enumerated() {
            print("{\"options\": \"\(label)\", \"files\": \(files.count), \"bytes\": \(bytes[index]), \"seconds\": \(Stopwatch.rounded(seconds[index])), \"timeVsLevel1\": \(Stopwatch.rounded(seconds[index] / seconds[1])), \"bytesVsLevel1\": \(Stopwatch.rounded(Double(bytes[index]) / Double(bytes[1])))}")
        }
    }

    static func pngFiles(_ path: String) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { return [path] }
        let found = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
        return found.filter { $0.hasSuffix(".png") }.map { path + "/" + $0 }
    }
}
