import Foundation

/// A JSON value as read from a recorded response, kept exactly enough to infer Swift types and to write the same
/// document back as a fixture: a boolean is never taken for a number, nor an integer for a fraction.
public indirect enum JSONValue: Hashable, Sendable, Codable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number without a fraction or an exponent that fits `Int`.
    case int(Int)
    /// Any other number.
    case double(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object; JSON objects have no order, so keys are written sorted.
    case object([String: JSONValue])

    /// Decodes one value, trying the narrowest type first.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// Encodes the value as it was read.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// Parses `data`, a whole JSON document.
    ///
    /// - Throws: ``GeneratorError/invalidSample(path:reason:)`` naming `path` when `data` is not JSON.
    public static func parse(_ data: Data, path: String) throws(GeneratorError) -> JSONValue {
        do {
            return try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw .invalidSample(path: path, reason: "not a JSON document")
        }
    }

    /// The document as pretty-printed UTF-8 JSON with sorted keys and unescaped slashes, ending in a line break.
    public var documentText: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self), let text = String(data: data, encoding: .utf8) else {
            return "null\n"
        }
        return text + "\n"
    }

    /// The same value with every address in a string moved to loopback, so that a fixture never names a host a test
    /// could reach: `https://api.github.com/gists/1` → `http://127.0.0.1/gists/1`, `git://github.com/a.git` →
    /// `git://127.0.0.1/a.git`. Addresses on 127.0.0.0/8 and `localhost` stay as they are.
    public var withLoopbackAddresses: JSONValue {
        switch self {
        case .string(let text): .string(Self.loopback(text))
        case .array(let values): .array(values.map(\.withLoopbackAddresses))
        case .object(let members): .object(members.mapValues(\.withLoopbackAddresses))
        case .null, .bool, .int, .double: self
        }
    }

    /// `text` with the host of each `scheme://host` address in it replaced by `127.0.0.1` (`https` becomes `http`).
    static func loopback(_ text: String) -> String {
        guard text.contains("://") else { return text }
        var result = ""
        var rest = Substring(text)
        while let range = rest.range(of: "://") {
            var schemeStart = range.lowerBound
            while schemeStart > rest.startIndex {
                let before = rest[rest.index(before: schemeStart)]
                guard before.isLetter || before.isNumber || before == "+" || before == "-" || before == "." else {
                    break
                }
                schemeStart = rest.index(before: schemeStart)
            }
            let scheme = rest[schemeStart..<range.lowerBound].lowercased()
            let hostEnd =
                rest[range.upperBound...].firstIndex { "/?#\"' <>".contains($0) || $0.isWhitespace } ?? rest.endIndex
            let authority = rest[range.upperBound..<hostEnd]
            let host = authority.split(separator: "@").last.map { $0.split(separator: ":").first ?? "" } ?? ""
            result += rest[..<schemeStart]
            if scheme.isEmpty || host == "localhost" || host.hasPrefix("127.") {
                result += rest[schemeStart..<hostEnd]
            } else {
                result += (scheme == "https" ? "http" : scheme) + "://127.0.0.1"
            }
            rest = rest[hostEnd...]
        }
        return result + rest
    }
}
