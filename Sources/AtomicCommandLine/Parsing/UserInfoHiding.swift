import TerminalUI

/// Address text from the user (an option's value, a variable, a link) made safe to repeat in a message: the
/// user-information part of its authority (`user:password@` in `http://user:password@host/`) is replaced by
/// `[REDACTED]`, whether or not the text parses as a URL, and the rest is quoted as
/// `TerminalSanitizer.singleLine(_:)` quotes it.
///
/// ```swift
/// UserInfoHiding.quoted("http://ann:s3cret@127.0.0.1:8080/api")  // "http://[REDACTED]@127.0.0.1:8080/api"
/// ```
public enum UserInfoHiding {
    /// What takes the place of the user information.
    public static let replacement = "[REDACTED]"

    /// `text` with everything between the authority's start (after `://`, or the start of the text when there is
    /// no scheme) and its last `@` replaced by ``replacement``; the authority ends at the first `/`, `?` or `#` (a
    /// backslash does not end it, so `http:\\u:p@h` is hidden too). Text without an `@` in that place is returned
    /// as it is.
    public static func hidingUserInfo(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var start = 0
        if let separator = firstIndex(of: "://", in: scalars) { start = separator + 3 }
        var end = start
        var lastAt: Int?
        while end < scalars.count, !["/", "?", "#"].contains(scalars[end]) {
            if scalars[end] == "@" { lastAt = end }
            end += 1
        }
        guard let lastAt else { return text }
        var result = String.UnicodeScalarView(scalars[..<start])
        result.append(contentsOf: replacement.unicodeScalars)
        result.append(contentsOf: scalars[lastAt...])
        return String(result)
    }

    /// `text` without its user information, as one line of a message (`TerminalSanitizer.singleLine(_:)`).
    public static func quoted(_ text: String) -> String {
        TerminalSanitizer.singleLine(hidingUserInfo(text))
    }

    private static func firstIndex(of pattern: String, in scalars: [Unicode.Scalar]) -> Int? {
        let needle = Array(pattern.unicodeScalars)
        guard scalars.count >= needle.count else { return nil }
        return (0...(scalars.count - needle.count)).first { Array(scalars[$0..<($0 + needle.count)]) == needle }
    }
}
