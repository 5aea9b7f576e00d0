/// The status line and header fields of the last response on a transfer, read line by line as
/// libcurl's header callback hands them over.
///
/// Each status line (`HTTP/1.1 100 Continue`, then `HTTP/1.1 200 OK`) starts a new head, so only the
/// final response's fields remain. A repeated field's values are joined with `", "`; an obsolete
/// folded line continues the field before it. Once a head is complete, further lines that do not
/// start a new response (chunked trailers) are ignored.
struct CurlResponseHead: Sendable {
    /// The status code from the last status line, if one was read and could be parsed.
    private(set) var status: Int?
    /// The fields of the last response, names case-insensitive.
    private(set) var headers = HTTPHeaders()
    /// Whether the blank line ending the last head has been read.
    private(set) var isComplete = false

    private var lastName: String?
    private var hasStatusLine = false

    /// Reads one line, with or without its line ending.
    mutating func consume(_ rawLine: String) {
        var line = Substring(rawLine)
        while let last = line.last, last.isNewline {
            line.removeLast()
        }
        if line.hasPrefix("HTTP/") && (isComplete || !hasStatusLine) {
            self = CurlResponseHead()
            hasStatusLine = true
            let parts = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
            status = parts.count >= 2 ? Int(parts[1]) : nil
            return
        }
        guard hasStatusLine, !isComplete else { return }
        if line.isEmpty {
            isComplete = true
            lastName = nil
            return
        }
        if let first = line.first, first == " " || first == "\t" {
            // An obsolete line folding continues the previous field's value.
            guard let lastName, let previous = headers[lastName] else { return }
            headers[lastName] = previous + " " + Self.trimmed(line)
            return
        }
        guard let colon = line.firstIndex(of: ":"), colon != line.startIndex else {
            lastName = nil
            return
        }
        let name = String(line[..<colon]).lowercased()
        let value = Self.trimmed(line[line.index(after: colon)...])
        headers[name] = headers[name].map { "\($0), \(value)" } ?? value
        lastName = name
    }

    /// Reads one line as libcurl hands it over, with or without its line ending, exactly as ``consume(_:)``
    /// reads its text.
    ///
    /// A line of ASCII bytes, as every line of a well-formed head is, is read byte by byte, where each byte is
    /// one character; any other line is decoded as UTF-8 (or, failing that, as Latin-1) and read as text.
    mutating func consume(bytes: UnsafeRawBufferPointer) {
        guard bytes.allSatisfy({ $0 < 0x80 }) else {
            consume(String(bytes: bytes, encoding: .utf8) ?? String(bytes: bytes, encoding: .isoLatin1) ?? "")
            return
        }
        var end = bytes.count
        // Line feed, vertical tab, form feed and carriage return: the ASCII characters that are newlines.
        while end > 0, (0x0A...0x0D).contains(bytes[end - 1]) {
            end -= 1
        }
        let line = UnsafeRawBufferPointer(rebasing: bytes[0..<end])
        if line.starts(with: "HTTP/".utf8) && (isComplete || !hasStatusLine) {
            self = CurlResponseHead()
            hasStatusLine = true
            status = Self.statusCode(inASCII: line)
            return
        }
        guard hasStatusLine, !isComplete else { return }
        guard let first = line.first else {
            isComplete = true
            lastName = nil
            return
        }
        if first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") {
            guard let lastName, let previous = headers[lastName] else { return }
            headers[lastName] = previous + " " + Self.trimmed(ascii: line[...])
            return
        }
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon != 0 else {
            lastName = nil
            return
        }
        let name = String(unsafeUninitializedCapacity: colon) { name in
            for index in 0..<colon {
                name[index] = HeaderName.lower(line[index])
            }
            return colon
        }
        let value = Self.trimmed(ascii: line[(colon + 1)...])
        headers[name] = headers[name].map { "\($0), \(value)" } ?? value
        lastName = name
    }

    /// The second space-separated word of a status line, as a number.
    private static func statusCode(inASCII line: UnsafeRawBufferPointer) -> Int? {
        let space = UInt8(ascii: " ")
        guard let afterVersion = line.firstIndex(of: space),
            let start = line[afterVersion...].firstIndex(where: { $0 != space })
        else { return nil }
        let end = line[start...].firstIndex(of: space) ?? line.endIndex
        return Int(String(decoding: line[start..<end], as: UTF8.self))
    }

    private static func trimmed(ascii text: Slice<UnsafeRawBufferPointer>) -> String {
        var text = text
        while let first = text.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") {
            text.removeFirst()
        }
        while let last = text.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") {
            text.removeLast()
        }
        return String(decoding: text, as: UTF8.self)
    }

    private static func trimmed(_ text: Substring) -> String {
        var text = text
        while let first = text.first, first == " " || first == "\t" {
            text.removeFirst()
        }
        while let last = text.last, last == " " || last == "\t" {
            text.removeLast()
        }
        return String(text)
    }
}
