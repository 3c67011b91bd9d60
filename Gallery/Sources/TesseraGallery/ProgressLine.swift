import Foundation

/// "rendering 40/120, ETA 3 s" on one rewritten terminal line (standard error), only when that is
/// a terminal: logs and CI output stay quiet.
final class ProgressLine: @unchecked Sendable {
    let enabled: Bool
    private let lock = NSLock()
    private let start = ContinuousClock.now
    private var lastDraw: ContinuousClock.Instant?
    private var drawn = false

    init(enabled: Bool) { self.enabled = enabled }

    func update(done: Int, of total: Int) {
        lock.withLock {
            let now = ContinuousClock.now
            // A few redraws a second are enough to read; more only slow the render down.
            if let lastDraw, now - lastDraw < .milliseconds(100), done < total { return }
            lastDraw = now
            let elapsed = now - start
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            let eta = done == 0 ? 0 : seconds / Double(done) * Double(total - done)
            FileHandle.standardError.write(Data("\rrendering \(done)/\(total), ETA \(Int(eta.rounded(.up))) s   ".utf8))
            drawn = true
        }
    }

    func finish() {
        lock.withLock {
            if drawn { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
            drawn = false
        }
    }
}
