/// One key of the config file: its dotted name (`colors.header`; `keys.*` stands for any name below `keys`), the
/// kind of its value, and the check its text must pass.
public struct ConfigKey: Sendable {
    /// What a key holds.
    public enum Kind: Sendable, Hashable {
        /// Text without control characters that ``ConfigKey/check`` accepts.
        case text
        /// On or off.
        case flag
        /// A whole number, 0 or more.
        case positiveNumber
        /// A key or a list of keys, each text that ``ConfigKey/check`` accepts.
        case keys
    }

    /// The dotted name, as `atomic config get` takes it.
    public let name: String
    /// The kind of value.
    public let kind: Kind
    /// What a value must be, as a problem says it ("one of dark, light, high-contrast").
    public let meaning: String
    /// The problem with `text` for the key named `name`, or `nil` when it is good; for ``Kind/keys`` each key of
    /// the list is checked on its own.
    public let check: @Sendable (_ name: String, _ text: String) -> String?

    /// A key named `name` of `kind`; its text is good when `check` returns `nil`.
    public init(
        _ name: String, _ kind: Kind, meaning: String,
        check: @escaping @Sendable (_ name: String, _ text: String) -> String? = { _, _ in nil }
    ) {
        self.name = name
        self.kind = kind
        self.meaning = meaning
        self.check = check
    }

    /// Whether the key stands for `dotted`: its own name, or any name one level below a `section.*` key.
    public func matches(_ dotted: String) -> Bool {
        guard name.hasSuffix(".*") else { return name == dotted }
        let section = name.dropLast(1)
        return dotted.hasPrefix(section) && dotted.count > section.count
            && !dotted.dropFirst(section.count).contains(".")
    }

    /// The value `text` gives this key, or the problem with it (what it should be).
    public func value(of text: String, named dotted: String) -> Result<ConfigValue, ConfigValueProblem> {
        switch kind {
        case .text:
            // A line feed or an escape in a value would reach the terminal through `config list` and forge lines.
            if text.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) }) {
                return .failure(ConfigValueProblem("needs \(meaning) without control characters"))
            }
            if let problem = check(dotted, text) { return .failure(ConfigValueProblem(problem)) }
            return .success(.text(text))
        case .flag:
            switch text.lowercased() {
            case "true", "yes", "on": return .success(.flag(true))
            case "false", "no", "off": return .success(.flag(false))
            default: return .failure(ConfigValueProblem("needs true or false, got \(Self.quoted(text))"))
            }
        case .positiveNumber:
            guard text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let number = Int(text), number >= 0 else {
                return .failure(ConfigValueProblem("needs \(meaning), got \(Self.quoted(text))"))
            }
            return .success(.number(number))
        case .keys:
            let keys = text.split(separator: ",", omittingEmptySubsequences: false).map(Self.trimmed)
            return value(ofKeys: keys, named: dotted)
        }
    }

    /// The value a list of `keys` gives this key of kind ``Kind/keys``, or the problem with the first bad one.
    public func value(ofKeys keys: [String], named dotted: String) -> Result<ConfigValue, ConfigValueProblem> {
        guard !keys.isEmpty else { return .failure(ConfigValueProblem("needs \(meaning), got none")) }
        for key in keys {
            if key.isEmpty { return .failure(ConfigValueProblem("needs \(meaning), got an empty key")) }
            if let problem = check(dotted, key) { return .failure(ConfigValueProblem(problem)) }
        }
        return .success(.keys(keys))
    }

    /// `text` without the spaces at either end.
    static func trimmed(_ text: Substring) -> String {
        guard let first = text.firstIndex(where: { $0 != " " }), let last = text.lastIndex(where: { $0 != " " })
        else { return "" }
        return String(text[first...last])
    }

    /// `text` in double quotes, for a problem's line.
    static func quoted(_ text: String) -> String {
        "\"" + String(text.unicodeScalars.prefix(60).map { $0.value < 0x20 || $0.value == 0x7F ? "?" : Character($0) })
            + "\""
    }
}

/// What is wrong with a value, in words after its key's name ("needs true or false, got \"maybe\"").
public struct ConfigValueProblem: Error, Sendable, Equatable {
    /// The words.
    public var message: String

    /// A problem saying `message`.
    public init(_ message: String) {
        self.message = message
    }
}
