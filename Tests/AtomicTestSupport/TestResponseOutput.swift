import Foundation

/// The connection a ``TestResponseWriter`` writes its answer to.
public struct TestResponseOutput: Sendable {
    let socket: LoopbackSocket
    let state: ServerState

    /// Sends all of `bytes`; returns `false` when the client went away or the server was stopped.
    @discardableResult
    public func send(_ bytes: [UInt8]) -> Bool {
        guard !state.stopped else { return false }
        return socket.sendAll(bytes)
    }

    /// Sends `text` as UTF-8; returns `false` when the client went away or the server was stopped.
    @discardableResult
    public func send(_ text: String) -> Bool {
        send(Array(text.utf8))
    }

    /// Waits for `duration` while watching the client; returns `false` as soon as the client hangs up or
    /// the server stops.
    public func pause(_ duration: Duration) -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + duration
        while clock.now < deadline {
            if state.stopped { return false }
            let (seconds, attoseconds) = clock.now.duration(to: deadline).components
            let milliseconds = Int(clamping: seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000) + 1
            switch socket.waitForInput(milliseconds: min(100, max(1, milliseconds))) {
            case .timedOut:
                continue
            case .hungUp:
                return false
            case .readable:
                guard let bytes = socket.receive(), !bytes.isEmpty else { return false }
            }
        }
        return !state.stopped
    }
}
