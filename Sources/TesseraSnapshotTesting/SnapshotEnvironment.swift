import Foundation

/// The environment variables that steer snapshot tests, read once per assertion from an explicit
/// dictionary so tests of this module never mutate the process environment (Swift Testing runs
/// tests in parallel, and the environment is process-wide).
///
/// - `TESSERA_RECORD` (or swift-snapshot-testing's `SNAPSHOT_TESTING_RECORD`): `all`, `missing`,
///   `failed` or `never`.
/// - `CI`: when set (to anything but empty, `0` or `false`) the default record mode is `never`,
///   so a reference that was never committed fails the build instead of being recorded on the
///   CI machine and thrown away.
/// - `SNAPSHOT_ARTIFACTS`: where failure artifacts and the HTML report go.
public struct SnapshotEnvironment: Sendable {
    public var variables: [String: String]

    public init(_ variables: [String: String]) {
        self.variables = variables
    }

    /// The process environment.
    public static var current: SnapshotEnvironment {
        SnapshotEnvironment(ProcessInfo.processInfo.environment)
    }

    /// Whether the tests run on a CI machine.
    public var isCI: Bool {
        guard let value = variables["CI"]?.lowercased() else { return false }
        return !(value.isEmpty || value == "0" || value == "false")
    }

    /// The record mode the environment asks for: an explicit variable first, then the default
    /// (`never` on CI, `missing` elsewhere). An unknown value is an error, not a silent default.
    public func recordMode() throws(SnapshotError) -> RecordMode {
        for variable in ["TESSERA_RECORD", "SNAPSHOT_TESTING_RECORD"] {
            guard let raw = variables[variable] else { continue }
            let value = raw.trimmingCharacters(in: .whitespaces).lowercased()
            if value.isEmpty { continue }
            guard let mode = RecordMode(rawValue: value) else {
                throw .invalidEnvironment(
                    variable: variable, value: raw,
                    expected: RecordMode.allCases.map(\.rawValue).joined(separator: ", "))
            }
            return mode
        }
        return isCI ? .never : .missing
    }

    /// The artifacts folder the environment names, if any.
    public var artifactsDirectory: String? {
        guard let value = variables["SNAPSHOT_ARTIFACTS"], !value.isEmpty else { return nil }
        return value
    }
}
