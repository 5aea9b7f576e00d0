import Foundation
import Testing

@testable import Data

/// The forgiving readers of remote values, fast paths included: the answer is the same as the full check's.
@Suite("Lenient values")
struct LenientValueTests {
    @Test(
        "web URLs: http and https with a host, any case of scheme, surrounding space trimmed",
        arguments: [
            ("https://avatars.githubusercontent.com/u/1?v=4", "https://avatars.githubusercontent.com/u/1?v=4"),
            ("http://example.com", "http://example.com"), ("HTTPS://Example.com/x", "HTTPS://Example.com/x"),
            ("  https://github.com/octocat\n", "https://github.com/octocat"), ("https://8.8.8.8/", "https://8.8.8.8/"),
            ("https://user@host.test/", "https://user@host.test/"),
        ])
    func accepted(text: String, expected: String) {
        #expect(LenientValue.webURL(text)?.absoluteString == expected)
    }

    @Test(
        "not web URLs: other schemes, no host, empty host after user information, blank",
        arguments: [
            "ftp://example.com", "javascript:alert(1)", "https://", "https:///path", "http://user@/x", "", "   ",
            "mailto:a@b.test", "httpx://example.com",
        ])
    func refused(text: String) {
        #expect(LenientValue.webURL(text) == nil)
    }

    @Test("text keeps inner space, trims Unicode white space at the ends, and is nil when blank")
    func text() {
        #expect(LenientValue.text("a b") == "a b")
        #expect(LenientValue.text("\u{A0}name\u{2003}") == "name")
        #expect(LenientValue.text(" \n\t") == nil)
        #expect(LenientValue.text(nil) == nil)
    }
}
