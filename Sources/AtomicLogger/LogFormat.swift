import Foundation

/// How a ``LogRecord`` is written as one line of text.
///
/// Both formats always produce exactly one line: newlines and other control characters inside
/// messages and metadata are escaped, so a record can never forge a second record or drive the terminal.
public enum LogFormat: Sendable, Equatable {
    /// Human-readable text:
    /// `2026-01-01T00:00:00.000Z warning [label] message key=value key2="value with space"`.
    ///
    /// Metadata is sorted by key; values containing spaces, quotes, `=` or nothing at all are quoted.
    case text
    /// One JSON object per line with the keys `date`, `level`, `label`, `message`, `metadata`,
    /// `file` and `line`; `date` is ISO-8601 UTC with milliseconds and `level` is the level's name.
    case jsonLines

    /// The record rendered in this format, without a trailing newline.
    public func line(for record: LogRecord) -> String {
        switch self {
        case .text: LogFormat.textLine(for: record)
        case .jsonLines: LogFormat.jsonLine(for: record)
        }
    }

    /// The record's date as ISO-8601 UTC with milliseconds, for example `2026-01-01T00:00:00.000Z`.
    public static func timestamp(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true, timeZone: .gmt))
    }

    private static func textLine(for record: LogRecord) -> String {
        var line =
            "\(timestamp(record.date)) \(record.level.name) [\(escaped(record.label))] \(escaped(record.message))"
        for key in record.metadata.keys.sorted() {
            let value = record.metadata[key] ?? ""
            line += " \(escapedKey(key))=\(quotedIfNeeded(value))"
        }
        return line
    }

    private struct JSONRecord: Encodable {
        var date: String
        var level: String
        var label: String
        var message: String
        var metadata: [String: String]
        var file: String
        var line: UInt
    }

    private static func jsonLine(for record: LogRecord) -> String {
        let json = JSONRecord(
            date: timestamp(record.date),
            level: record.level.name,
            label: record.label,
            message: record.message,
            metadata: record.metadata,
            file: record.file,
            line: record.line
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(json) else {
            // Encoding a struct of strings and an integer cannot fail; keep a valid line regardless.
            return #"{"level":"error","message":"unencodable log record"}"#
        }
        return escapingControlsLeftByJSON(String(decoding: data, as: UTF8.self))
    }

    /// `json` with DEL and the C1 control characters, which JSON allows raw inside strings, written as `\u00XX`.
    private static func escapingControlsLeftByJSON(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: isControl) else { return json }
        var result = ""
        for scalar in json.unicodeScalars {
            result += isControl(scalar) ? "\\u00" + String(scalar.value, radix: 16, uppercase: true) : String(scalar)
        }
        return result
    }

    /// Escapes control characters so the text stays on one line and cannot drive a terminal.
    private static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            result += isControl(scalar) ? escape(scalar) : String(scalar)
        }
        return result
    }

    private static func escapedKey(_ key: String) -> String {
        escaped(key).replacingOccurrences(of: " ", with: "_").replacingOccurrences(of: "=", with: "_")
    }

    private static func quotedIfNeeded(_ value: String) -> String {
        let needsQuotes =
            value.isEmpty
            || value.unicodeScalars.contains { scalar in
                scalar == " " || scalar == "\"" || scalar == "=" || scalar == "\\" || isControl(scalar)
                    || scalar.properties.isWhitespace
            }
        guard needsQuotes else { return value }
        let inner = escaped(value.replacingOccurrences(of: "\\", with: "\\\\"))
            .replacingOccurrences(of: "\"", with: "\\\"")
        return "\"\(inner)\""
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    private static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        default: "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }
}
