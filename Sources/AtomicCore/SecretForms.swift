import Foundation

/// The forms in which a secret may come back in a server's text, so that a redactor removes each of them.
///
/// A secret is looked for as it is, as ``UntrustedText/oneLine(_:)`` shows it (a no-break space, U+202E or U+2028
/// in it becoming a space, a soft hyphen going), and percent-encoded as a server that echoes it in a URL or a form
/// writes it: every byte outside the RFC 3986 unreserved characters (`A`–`Z`, `a`–`z`, `0`–`9`, `-`, `.`, `_`,
/// `~`) as `%XX` with upper-case hex, the same with lower-case hex, and the form encoding
/// (`application/x-www-form-urlencoded`), where a space is `+`.
///
/// ```swift
/// SecretForms.forms(of: "ab\u{A0}cd")  // ["ab\u{A0}cd", "ab cd", "ab%C2%A0cd", "ab%c2%a0cd"]
/// ```
public enum SecretForms {
    /// `secret` and each different, non-empty form of it described above, in that order; empty for an empty
    /// secret.
    public static func forms(of secret: String) -> [String] {
        guard !secret.isEmpty else { return [] }
        let upper = percentEncoded(secret, spaceAsPlus: false, uppercase: true)
        let candidates = [
            secret, UntrustedText.oneLine(secret), upper, percentEncoded(secret, spaceAsPlus: false, uppercase: false),
            percentEncoded(secret, spaceAsPlus: true, uppercase: true),
            percentEncoded(secret, spaceAsPlus: true, uppercase: false),
        ]
        var forms: [String] = []
        for candidate in candidates where !candidate.isEmpty && !forms.contains(candidate) {
            forms.append(candidate)
        }
        return forms
    }

    /// `text`'s UTF-8 bytes with every byte outside the unreserved characters written as `%XX`.
    private static func percentEncoded(_ text: String, spaceAsPlus: Bool, uppercase: Bool) -> String {
        var result = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            case UInt8(ascii: " ") where spaceAsPlus:
                result += "+"
            default:
                let hex = String(byte, radix: 16, uppercase: uppercase)
                result += byte < 0x10 ? "%0\(hex)" : "%\(hex)"
            }
        }
        return result
    }
}
