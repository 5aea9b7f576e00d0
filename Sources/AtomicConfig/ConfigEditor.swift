/// Changes one value of a config file's text in place, keeping every other byte: its comments, its order, its
/// blank lines. libyaml's emitter would drop the comments, so the edit replaces the text at the byte positions
/// its parser reports, or adds the key at the end of its mapping (or of the file).
///
/// ```swift
/// let edited = try ConfigEditor.setting("colors.header", to: .text("#ff8000"), in: bytes)
/// ```
public enum ConfigEditor {
    /// Why the file cannot be edited, in words.
    public struct Failure: Error, Sendable, Equatable {
        /// The words.
        public var message: String
    }

    /// `bytes` with the dotted `key` (`theme` or `section.name`) set to `value`: a value already written as text
    /// or as a `[…]` list is replaced; a missing one is added at the end of its section, or with its section at
    /// the end of the file.
    public static func setting(_ key: String, to value: ConfigValue, in bytes: [UInt8]) throws(Failure) -> [UInt8] {
        let names = key.split(separator: ".", maxSplits: 1).map(String.init)
        let root: YAMLNode?
        do throws(YAMLError) {
            root = try YAMLDocumentParser.parse(bytes)
        } catch {
            throw Failure(message: "line \(error.line): \(error.message); fix it by hand first")
        }
        let text = Array(written(value).utf8)
        guard let root else { return appending(lines(for: names, text: text, indent: 0), to: bytes) }
        guard case .mapping(let entries, let flow) = root.content, !flow else {
            throw Failure(message: "the file is not a mapping of keys on their own lines; edit it by hand")
        }
        guard let entry = entries.last(where: { $0.name == names[0] }) else {
            return inserting(
                lines(for: names, text: text, indent: column(of: root.start, in: bytes)), after: root, in: bytes)
        }
        guard names.count == 2 else { return try replacing(entry.value, with: text, in: bytes, key: key) }
        guard case .mapping(let children, let childFlow) = entry.value.content, !childFlow, !children.isEmpty else {
            if case .scalar(let existing, let plain) = entry.value.content, plain, existing.isEmpty {
                let indent = column(of: entry.key.start, in: bytes) + 2
                return inserting(lines(for: [names[1]], text: text, indent: indent), after: entry.key, in: bytes)
            }
            throw Failure(message: "\(names[0]) is not a mapping of keys on their own lines; edit it by hand")
        }
        guard let child = children.last(where: { $0.name == names[1] }) else {
            let indent = column(of: children[0].key.start, in: bytes)
            return inserting(lines(for: [names[1]], text: text, indent: indent), after: entry.value, in: bytes)
        }
        return try replacing(child.value, with: text, in: bytes, key: key)
    }

    /// `value` as YAML text: plain when it reads back as the same text, else in double quotes; keys as `[a, b]`.
    public static func written(_ value: ConfigValue) -> String {
        switch value {
        case .text(let text): scalar(text)
        case .flag, .number: value.description
        case .keys(let keys): keys.count == 1 ? scalar(keys[0]) : "[" + keys.map(scalar).joined(separator: ", ") + "]"
        }
    }

    /// `text` plain when YAML reads it back unchanged as text, else double-quoted with escapes.
    static func scalar(_ text: String) -> String {
        let safe = text.unicodeScalars.allSatisfy {
            ($0.value >= 0x30 && $0.value <= 0x39) || ($0.value >= 0x41 && $0.value <= 0x5A)
                || ($0.value >= 0x61 && $0.value <= 0x7A) || "_-./+@=".unicodeScalars.contains($0)
                || ($0 == ":" || $0 == "/")
        }
        let first = text.unicodeScalars.first.map { "-.:@".unicodeScalars.contains($0) } ?? true
        let words = ["true", "false", "yes", "no", "on", "off", "null", "~"]
        if safe, !first, !text.contains(": "), !text.hasSuffix(":"), !words.contains(text.lowercased()) {
            return text
        }
        var quoted = "\""
        for character in text.unicodeScalars {
            switch character {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\t": quoted += "\\t"
            default:
                if character.value < 0x20 || character.value == 0x7F {
                    quoted += "\\x" + String(character.value, radix: 16).leftPadded(to: 2)
                } else {
                    quoted.unicodeScalars.append(character)
                }
            }
        }
        return quoted + "\""
    }

    private static func replacing(_ node: YAMLNode, with text: [UInt8], in bytes: [UInt8], key: String) throws(Failure)
        -> [UInt8]
    {
        if case .mapping = node.content { throw Failure(message: "\(key) holds a mapping; edit it by hand") }
        if case .sequence(_, let flow) = node.content, !flow {
            throw Failure(message: "\(key) is a list on several lines; edit it by hand")
        }
        return Array(bytes[..<node.start]) + text + Array(bytes[node.end...])
    }

    /// The lines that add `names` (a key, or a section and its key) set to `text`, `indent` columns in.
    private static func lines(for names: [String], text: [UInt8], indent: Int) -> [UInt8] {
        let pad = String(repeating: " ", count: indent)
        guard names.count == 2 else { return Array("\(pad)\(names[0]): ".utf8) + text + [0x0A] }
        return Array("\(pad)\(names[0]):\n\(pad)  \(names[1]): ".utf8) + text + [0x0A]
    }

    /// `bytes` with `lines` inserted at the start of the line after `node`'s last text.
    private static func inserting(_ lines: [UInt8], after node: YAMLNode, in bytes: [UInt8]) -> [UInt8] {
        var position = min(node.contentEnd, bytes.count)
        while position < bytes.count, bytes[position] != 0x0A { position += 1 }
        guard position < bytes.count else { return appending(lines, to: bytes) }
        return Array(bytes[...position]) + lines + Array(bytes[(position + 1)...])
    }

    private static func appending(_ lines: [UInt8], to bytes: [UInt8]) -> [UInt8] {
        guard let last = bytes.last, last != 0x0A else { return bytes + lines }
        return bytes + [0x0A] + lines
    }

    /// The column of byte `offset`: the bytes since the line's start.
    private static func column(of offset: Int, in bytes: [UInt8]) -> Int {
        var start = min(offset, bytes.count)
        while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        return offset - start
    }
}

extension String {
    /// The text with zeros before it up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
