/// OSC 8 hyperlinks, the escape sequence terminals use to make text a link (`ESC ] 8 ; ; URL ESC \`).
///
/// Only a plain `http` or `https` address of printable ASCII (no space, no control, no escape, at most
/// ``maximumLength`` bytes) is ever linked, so an address from a server can neither end the sequence early nor
/// smuggle another one in; anything else stays plain text.
public enum Hyperlink {
    /// The longest address linked: 2,048 bytes.
    public static let maximumLength = 2_048

    /// Whether `address` may be a hyperlink's target: `http://` or `https://` followed by printable ASCII.
    public static func isLinkable(_ address: String) -> Bool {
        let lowered = address.lowercased()
        guard lowered.hasPrefix("https://") || lowered.hasPrefix("http://"), address.utf8.count <= maximumLength
        else { return false }
        return address.utf8.allSatisfy { (0x21...0x7E).contains($0) }
    }

    /// `text` as a link to `address` when the address is linkable; `text` unchanged otherwise.
    public static func wrap(_ text: String, address: String) -> String {
        guard isLinkable(address) else { return text }
        return "\u{1B}]8;;\(address)\u{1B}\\\(text)\u{1B}]8;;\u{1B}\\"
    }
}
