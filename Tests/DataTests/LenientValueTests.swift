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
            "mailto:a@b.test", "httpx://example.com", "https://github.com/\u{1B}]8;;x\u{07}u",
            "https://github.com/a\u{7F}b", "https://github.com/a\u{9B}b", "https://github.com/a\tb",
        ])
    func refused(text: String) {
        #expect(LenientValue.webURL(text) == nil)
    }

    @Test(
        "web URL text is what the URL's absoluteString gives, on the fast path and off it",
        arguments: [
            "https://avatars.githubusercontent.com/u/1?v=4", "http://example.com", "HTTPS://Example.com/x",
            "  https://github.com/octocat\n", "https://8.8.8.8/", "https://user@host.test/", "https://host:8080/a%20b",
            "https://host:80x/", "https://host::443/x", "https://host/a b", "https://host/%zz", "https://host/a#b#c",
            "https://host/[x]", "https://h\u{E9}te.test/caf\u{E9}", "https://host/{x}", "https://host/a|b",
            "https://host/a?b=c&d=e;f",
            "https://host/~x/(y)*,!$'+", "http://[::1]:8080/x", "ftp://example.com", "https://", "https:///path",
            "http://user@/x", "", "   ", "mailto:a@b.test",
        ])
    func webURLText(text: String) {
        #expect(LenientValue.webURLText(text) == LenientValue.webURL(text)?.absoluteString)
    }

    @Test("text keeps inner space, trims Unicode white space at the ends, and is nil when blank")
    func text() {
        #expect(LenientValue.text("a b") == "a b")
        #expect(LenientValue.text("\u{A0}name\u{2003}") == "name")
        #expect(LenientValue.text(" \n\t") == nil)
        #expect(LenientValue.text(nil) == nil)
    }
}
