import Foundation

/// Serves exactly one request on one accepted connection, then closes it.
struct HTTPConnection: Sendable {
    /// The accepted connection, owned by `state` until released.
    let socket: LoopbackSocket
    /// The server's shared routes and records.
    let state: ServerState

    /// Reads the request, records it, waits out any delay, delivers the answer and closes the connection.
    func serve() {
        defer { state.release(socket) }
        var reader = HTTPRequestReader(socket: socket)
        switch reader.read() {
        case .noRequest:
            return
        case .malformed(let status, let reason):
            let body = (try? JSONEncoder().encode(["message": reason])) ?? Data(#"{"message":"Bad Request"}"#.utf8)
            let headers = [(name: "Content-Type", value: "application/json; charset=utf-8")]
            deliver(TestResponse(status: status, headers: headers, body: body), method: "GET")
        case .request(let request):
            let response = state.answer(request)
            if let delay = response.delay, !waitOut(delay) { return }
            guard !state.stopped else { return }
            deliver(response, method: request.method)
        }
    }

    /// Waits for `delay` while watching the client; returns `false` when the client left or the server stopped.
    private func waitOut(_ delay: Duration) -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + delay
        while true {
            if state.stopped { return false }
            let remaining = clock.now.duration(to: deadline)
            if remaining <= .zero { return true }
            let milliseconds = Self.roundedUpMilliseconds(remaining)
            switch socket.waitForInput(milliseconds: min(milliseconds, 100)) {
            case .timedOut:
                continue
            case .readable:
                guard let peeked = socket.receive(capacity: 1, peekOnly: true), !peeked.isEmpty else {
                    return clientLeft()
                }
                // Bytes after a complete request are not expected; drop them and keep waiting.
                _ = socket.receive()
            case .hungUp:
                return clientLeft()
            }
        }
    }

    private func clientLeft() -> Bool {
        if !state.stopped {
            state.countClientDisconnect()
        }
        return false
    }

    private func deliver(_ response: TestResponse, method: String) {
        if let writer = response.writer {
            writer.write(TestResponseOutput(socket: socket, state: state))
            finishGracefully()
            return
        }
        let (head, body) = response.encoded(forMethod: method)
        switch response.behavior {
        case .closeWithoutResponse:
            return
        case .normal:
            socket.sendAll(head + body)
        case .truncateBody(let sendBytes):
            socket.sendAll(head + body.prefix(max(0, sendBytes)))
        }
        finishGracefully()
    }

    /// Half-closes and waits briefly for the client to close, so unread bytes never turn into a reset.
    private func finishGracefully() {
        socket.shutdownWriting()
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(1)
        while clock.now < deadline, !state.stopped {
            switch socket.waitForInput(milliseconds: 100) {
            case .timedOut:
                continue
            case .hungUp:
                return
            case .readable:
                guard let bytes = socket.receive(), !bytes.isEmpty else { return }
            }
        }
    }

    private static func roundedUpMilliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        let partial = (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int(clamping: seconds) * 1000 + Int(partial)
    }
}
