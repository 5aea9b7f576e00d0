import Foundation

/// Reads one HTTP/1.1 request (request line, header fields, body) from a connected socket.
///
/// The body is framed by `Content-Length` or by `Transfer-Encoding: chunked`; an
/// `Expect: 100-continue` request is told to go ahead before its body is read.
struct HTTPRequestReader {
    /// What reading found.
    enum Outcome {
        /// A complete request.
        case request(RecordedRequest)
        /// The client closed the connection (or it failed) before sending any byte.
        case noRequest
        /// Bytes arrived that are not a request this reader accepts; answer with `status`.
        case malformed(status: Int, reason: String)
    }

    /// The largest request line plus header section accepted, in bytes.
    static let maximumHeadLength = 64 * 1024
    /// The largest body accepted, in bytes.
    static let maximumBodyLength = 64 * 1024 * 1024

    private let socket: LoopbackSocket
    private var buffer: [UInt8] = []

    /// Prepares to read from `socket`.
    init(socket: LoopbackSocket) {
        self.socket = socket
    }

    /// Reads until one request is complete, the client goes away, or the bytes make no sense.
    mutating func read() -> Outcome {
        guard let headEnd = readUntil([13, 10, 13, 10], limit: Self.maximumHeadLength) else {
            if buffer.isEmpty { return .noRequest }
            return .malformed(status: 400, reason: "incomplete or oversized header section")
        }
        let head = String(decoding: take(headEnd), as: UTF8.self)
        _ = take(4)
        var lines = head.components(separatedBy: "\r\n")
        let requestLine = lines.removeFirst().split(separator: " ", omittingEmptySubsequences: false)
        guard requestLine.count == 3, !requestLine[0].isEmpty, !requestLine[1].isEmpty,
            requestLine[2].hasPrefix("HTTP/1.")
        else {
            return .malformed(status: 400, reason: "malformed request line")
        }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":"), colon != line.startIndex else {
                return .malformed(status: 400, reason: "malformed header field")
            }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            headers[name] = headers[name].map { "\($0), \(value)" } ?? value
        }
        let body: [UInt8]
        switch readBody(headers: headers) {
        case .success(let bytes): body = bytes
        case .failure(let failure): return .malformed(status: failure.status, reason: failure.reason)
        }
        return .request(
            RecordedRequest(
                method: String(requestLine[0]),
                target: String(requestLine[1]),
                headers: headers,
                body: Data(body)
            )
        )
    }

    private struct BodyFailure: Error {
        let status: Int
        let reason: String
    }

    private mutating func readBody(headers: [String: String]) -> Result<[UInt8], BodyFailure> {
        if headers["expect"]?.lowercased() == "100-continue" {
            socket.sendAll(Array("HTTP/1.1 100 Continue\r\n\r\n".utf8))
        }
        if let coding = headers["transfer-encoding"] {
            guard coding.lowercased() == "chunked" else {
                return .failure(BodyFailure(status: 501, reason: "unsupported transfer coding \(coding)"))
            }
            return readChunkedBody()
        }
        guard let lengthText = headers["content-length"] else { return .success([]) }
        guard let length = Int(lengthText), (0...Self.maximumBodyLength).contains(length) else {
            return .failure(BodyFailure(status: 400, reason: "invalid Content-Length \(lengthText)"))
        }
        guard fill(toAtLeast: length) else {
            return .failure(BodyFailure(status: 400, reason: "body shorter than Content-Length"))
        }
        return .success(take(length))
    }

    private mutating func readChunkedBody() -> Result<[UInt8], BodyFailure> {
        var body: [UInt8] = []
        while true {
            guard let lineEnd = readUntil([13, 10], limit: 1024) else {
                return .failure(BodyFailure(status: 400, reason: "incomplete chunk size line"))
            }
            let line = String(decoding: take(lineEnd), as: UTF8.self)
            _ = take(2)
            let sizeText = line.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)[0]
            guard let size = Int(sizeText.trimmingCharacters(in: .whitespaces), radix: 16), size >= 0,
                body.count + size <= Self.maximumBodyLength
            else {
                return .failure(BodyFailure(status: 400, reason: "invalid chunk size \(line)"))
            }
            if size == 0 { break }
            guard fill(toAtLeast: size + 2) else {
                return .failure(BodyFailure(status: 400, reason: "incomplete chunk"))
            }
            body += take(size)
            guard take(2) == [13, 10] else {
                return .failure(BodyFailure(status: 400, reason: "chunk not followed by CRLF"))
            }
        }
        while true {
            guard let trailerEnd = readUntil([13, 10], limit: Self.maximumHeadLength) else {
                return .failure(BodyFailure(status: 400, reason: "incomplete chunked trailer"))
            }
            _ = take(trailerEnd + 2)
            if trailerEnd == 0 { return .success(body) }
        }
    }

    /// Receives until `marker` is buffered; returns the offset where it starts, or `nil` on end of stream or limit.
    private mutating func readUntil(_ marker: [UInt8], limit: Int) -> Int? {
        var searchFrom = 0
        while true {
            if let offset = Self.firstOffset(of: marker, in: buffer, from: searchFrom) { return offset }
            guard buffer.count <= limit else { return nil }
            searchFrom = max(0, buffer.count - marker.count + 1)
            guard receiveMore() else { return nil }
        }
    }

    private mutating func fill(toAtLeast count: Int) -> Bool {
        while buffer.count < count {
            guard receiveMore() else { return false }
        }
        return true
    }

    private mutating func receiveMore() -> Bool {
        guard let bytes = socket.receive(), !bytes.isEmpty else { return false }
        buffer += bytes
        return true
    }

    private mutating func take(_ count: Int) -> [UInt8] {
        let taken = Array(buffer.prefix(count))
        buffer.removeFirst(min(count, buffer.count))
        return taken
    }

    private static func firstOffset(of marker: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count >= marker.count, start <= bytes.count - marker.count else { return nil }
        for offset in start...(bytes.count - marker.count)
        where bytes[offset..<(offset + marker.count)].elementsEqual(marker) {
            return offset
        }
        return nil
    }
}
