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
