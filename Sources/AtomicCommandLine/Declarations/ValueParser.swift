import Foundation
import TerminalUI

/// Turns the text of an option's value into a typed value, or a ``UsageError`` that says what was expected.
public struct ValueParser<Value: Sendable>: Sendable {
    /// What the value must be, after "needs": `a number of users from 1 to 100000`.
    public let meaning: String
    /// A valid value, for the hint: `30`.
    public let example: String
    /// How a refused text is quoted in the error: `TerminalSanitizer.singleLine(_:)` unless the value is an
    /// address, whose user information is never repeated (``UserInfoHiding``).
    public var quote: @Sendable (String) -> String = { TerminalSanitizer.singleLine($0) }
    /// The conversion; nil when `text` is not a valid value.
    public let convert: @Sendable (String) -> Value?

    /// A parser that accepts what `convert` turns into a value; a refused text is described by `meaning` and
    /// answered with `example` in the hint.
    public init(meaning: String, example: String, convert: @escaping @Sendable (String) -> Value?) {
        self.meaning = meaning
        self.example = example
        self.convert = convert
    }

    /// The value `text` stands for; `source` names where it came from (`option --limit`, `ATOMIC_TIMEOUT`) and
    /// `option` is the option's long name, for the hint.
    public func parse(_ text: String, source: String, option: String) throws(UsageError) -> Value {
        guard let value = convert(text) else {
            throw UsageError(
                "\(source) needs \(meaning), got \"\(quote(text))\"",
                hint: "e.g. \(option) \(example)")
        }
        return value
    }

    /// The same parser, its value wrapped in an optional (for an option that has no value unless given).
    func optional() -> ValueParser<Value?> {
        // A refused text stays refused: nil, not an optional holding nil.
        var parser = ValueParser<Value?>(meaning: meaning, example: example) { text -> Value?? in
            guard let value = convert(text) else { return nil }
            return .some(value)
        }
        parser.quote = quote
        return parser
    }
}

extension ValueParser where Value == Int {
    /// A whole number inside `range`.
    public static func integer(in range: ClosedRange<Int>, meaning: String, example: String) -> Self {
        ValueParser(meaning: meaning, example: example) { text in
            Int(text).flatMap { range.contains($0) ? $0 : nil }
        }
    }
}

extension ValueParser where Value == TimeInterval {
    /// A finite number of seconds inside `range`, written in decimal digits with at most one `.` (`30`, `2.5`);
    /// hexadecimal, exponents, signs and `inf` are refused.
    public static func seconds(in range: ClosedRange<TimeInterval>, meaning: String, example: String) -> Self {
        ValueParser(meaning: meaning, example: example) { text in
            guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) || $0 == 0x2E }),
                text.utf8.filter({ $0 == 0x2E }).count <= 1
            else { return nil }
            return TimeInterval(text).flatMap { $0.isFinite && range.contains($0) ? $0 : nil }
        }
    }
}

extension ValueParser where Value == URL {
    /// An http or https base URL with a host and no user name, password, query or fragment; a trailing slash is
    /// dropped. A `user:password@` part is refused: it would be sent to the server as Basic credentials and kept
    /// in cache keys, the log and `cache info`, where a token never goes. The error for a refused value never
    /// repeats a user name or password: they are shown as `[REDACTED]`.
    public static var baseURL: Self {
        let meaning = "an http or https base URL without a user:password part"
        var parser = ValueParser(meaning: meaning, example: "http://127.0.0.1:8080") { text in
            guard let components = URLComponents(string: text),
                let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
                let host = components.host, !host.isEmpty, components.query == nil, components.fragment == nil,
                components.user == nil, components.password == nil
            else { return nil }
            return URL(string: text.hasSuffix("/") ? String(text.dropLast()) : text)
        }
        parser.quote = { UserInfoHiding.quoted($0) }
        return parser
    }
}

extension ValueParser where Value == String {
    /// Any text that is not empty, such as a folder path.
    public static func nonEmpty(meaning: String, example: String) -> Self {
        ValueParser(meaning: meaning, example: example) { $0.isEmpty ? nil : $0 }
    }
}

extension ValueParser {
    /// One of the names in `choices` (matched without regard to case), or one of `aliases`.
    public static func choice(_ choices: [(name: String, value: Value)], aliases: [String: Value] = [:]) -> Self {
        // A closure rather than the key path `\.name`: a key path into a tuple of a generic type is made at run time.
        let names = choices.map { $0.name }
        return ValueParser(meaning: "one of \(names.joined(separator: ", "))", example: names.first ?? "") { text in
            let lowered = text.lowercased()
            return choices.first { $0.name == lowered }?.value ?? aliases[lowered]
        }
    }
}
