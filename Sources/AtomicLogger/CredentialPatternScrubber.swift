/// Finds credentials written in free text and replaces them.
///
/// Recognised, in any letter case and only as whole words:
/// - `Authorization: <x>` (or `=`), whose value runs to the end of the line;
/// - `Bearer <x>` and `token <x>`, also with `=` or `:` between the word and the value;
/// - `NAME=<x>` and `NAME: <x>` for a secret name (``isSecretName(_:)``): a query parameter
///   (`?API_KEY=<x>&page=2`), a form field, a JSON member (`"client_secret": "<x>"`) or a header line
///   (`X-Api-Key: <x>`). A name is a run of ASCII letters, digits, `_` and `-`.
///
/// A value ends at whitespace or punctuation such as `&`, `,` or a quote; a value in quotes runs to the closing quote.
enum CredentialPatternScrubber {
    /// Parts of a name that make it secret wherever they appear in it, once lower-cased and stripped of `-` and `_`:
    /// the OAuth 2.0 parameters (`access_token`, `refresh_token`, `id_token`, `client_secret`, RFC 6749), API keys
    /// (`api_key`, `apikey`, `X-Api-Key`), cloud signing parameters (`X-Amz-Signature`, `X-Amz-Credential`,
    /// `X-Amz-Security-Token`, `AWSAccessKeyId`, `private_key`), passwords and cookies.
    static let secretNameFragments = [
        "authorization", "token", "secret", "password", "passwd", "apikey", "accesskey", "privatekey", "signature",
        "credential", "cookie",
    ]
    /// Short names that are secret only when they are the whole name: `sig` (a signed URL's signature, as Azure
    /// and Google Cloud Storage write it), `pwd`, `pass` and `auth`.
    static let secretNames: Set<String> = ["sig", "pwd", "pass", "auth"]

    /// Whether `name` names a secret: it contains one of ``secretNameFragments`` or is one of ``secretNames``,
    /// compared in any letter case and ignoring `-` and `_`.
    static func isSecretName(_ name: String) -> Bool {
        let normalized = String(name.lowercased().unicodeScalars.filter { $0 != "-" && $0 != "_" })
        guard !normalized.isEmpty else { return false }
        return secretNames.contains(normalized) || secretNameFragments.contains { normalized.contains($0) }
    }

    private static let authorization = Array("authorization".utf8)
    private static let wordKeywords = [Array("bearer".utf8), Array("token".utf8)]
    private static let valueTerminators = Set(" \t\r\n&\"',;)]}<>".utf8)

    static func scrub(_ text: String, replacement: String) -> String {
        let bytes = Array(text.utf8)
        let replacementBytes = Array(replacement.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if isWordStart(bytes, index), let match = credential(in: bytes, at: index) {
                output.append(contentsOf: bytes[index..<match.valueStart])
                output.append(contentsOf: replacementBytes)
                let alreadyRedacted = bytes[match.valueStart...].starts(with: replacementBytes)
                index = alreadyRedacted ? match.valueStart + replacementBytes.count : match.valueEnd
                continue
            }
            output.append(bytes[index])
            index += 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    private struct Match {
        var valueStart: Int
        var valueEnd: Int
    }

    private static func credential(in bytes: [UInt8], at index: Int) -> Match? {
        if hasPrefix(bytes, authorization, at: index) {
            guard let start = valueStartAfterSeparator(bytes, from: index + authorization.count) else { return nil }
            return value(in: bytes, from: start, untilEndOfLine: true)
        }
        if let match = namedSecret(in: bytes, at: index) {
            return match
        }
        for keyword in wordKeywords where hasPrefix(bytes, keyword, at: index) {
            let afterWord = index + keyword.count
            guard afterWord < bytes.count, !isWordByte(bytes[afterWord]) else { continue }
            var cursor = skipBlanks(bytes, from: afterWord)
            if let start = valueStartAfterSeparator(bytes, from: afterWord) {
                cursor = start
            } else if cursor == afterWord {
                continue
            }
            if let match = value(in: bytes, from: cursor, untilEndOfLine: false) {
                return match
            }
        }
        return nil
    }

    /// The value after a secret name at `index` and its `=` or `:`; nil when the name there is not secret or no
    /// separator follows it.
    private static func namedSecret(in bytes: [UInt8], at index: Int) -> Match? {
        var end = index
        while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
        guard end > index, isSecretName(String(decoding: bytes[index..<end], as: UTF8.self)),
            let start = valueStartAfterSeparator(bytes, from: end)
        else { return nil }
        return value(in: bytes, from: start, untilEndOfLine: false)
    }

    /// A byte of a parameter or field name: an ASCII letter or digit, `_` or `-`.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        isWordByte(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
    }

    /// The start of a value after `:` or `=`, allowing a closing quote before and blanks around the separator.
    private static func valueStartAfterSeparator(_ bytes: [UInt8], from index: Int) -> Int? {
        var cursor = index
        if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") || bytes[cursor] == UInt8(ascii: "'") {
            cursor += 1
        }
        cursor = skipBlanks(bytes, from: cursor)
        guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: ":") || bytes[cursor] == UInt8(ascii: "=")
        else { return nil }
        return skipBlanks(bytes, from: cursor + 1)
    }

    private static func value(in bytes: [UInt8], from start: Int, untilEndOfLine: Bool) -> Match? {
        guard start < bytes.count else { return nil }
        let first = bytes[start]
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            var end = start + 1
            while end < bytes.count, bytes[end] != first, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            return end > start + 1 ? Match(valueStart: start + 1, valueEnd: end) : nil
        }
        var end = start
        if untilEndOfLine {
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") { end += 1 }
        } else {
            while end < bytes.count, !valueTerminators.contains(bytes[end]) { end += 1 }
        }
        return end > start ? Match(valueStart: start, valueEnd: end) : nil
    }

    private static func hasPrefix(_ bytes: [UInt8], _ keyword: [UInt8], at index: Int) -> Bool {
        guard bytes.count - index >= keyword.count else { return false }
        for offset in 0..<keyword.count where lowercased(bytes[index + offset]) != keyword[offset] {
            return false
        }
        return true
    }

    private static func skipBlanks(_ bytes: [UInt8], from index: Int) -> Int {
        var cursor = index
        while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t") {
            cursor += 1
        }
        return cursor
    }

    private static func isWordStart(_ bytes: [UInt8], _ index: Int) -> Bool {
        index == 0 || !isWordByte(bytes[index - 1])
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }
}
