/// Wall-clock timing shared by the executables: `tessera draw|render|layout --repeat N` and
/// `tessera-bench`. One copy, so the CLI and the benchmarks measure and summarise the same way.
///
/// It is its own tiny target (not a library product, not part of any Tessera module) because
/// timing belongs to the tools, not to the libraries: no library may depend on it, and the
/// benchmarks must not become a dependency of the CLI or the other way round.
public enum Stopwatch {
    /// A duration in milliseconds.
    public static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }

    /// How many milliseconds one call of `body` takes.
    public static func time(_ body: () throws -> Void) rethrows -> Double {
        milliseconds(try ContinuousClock().measure(body))
    }

    /// The median: the middle value, or the mean of the two middle values of an even count
    /// (NaN for no values). Medians, not means, because one descheduled run on a shared machine
    /// would drag a mean far from the typical time.
    public static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// Milliseconds rounded for printing: `decimals` places (3 = microseconds) are as much as a
    /// wall clock on a busy machine can honestly claim.
    public static func rounded(_ milliseconds: Double, decimals: Int = 3) -> Double {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        return (milliseconds * scale).rounded() / scale
    }
}
