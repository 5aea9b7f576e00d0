import AtomicOutput
import Testing

/// Which addresses may become OSC 8 hyperlinks, and how a link is written. (A profile's links on a terminal are
/// checked through the binary in `EndToEndPlainOutputTests`.)
@Suite struct HyperlinkTests {
    @Test func onlyPlainHTTPAddressesArePrintableASCIIAreLinked() {
        #expect(Hyperlink.isLinkable("https://github.com/octocat"))
        #expect(Hyperlink.isLinkable("http://127.0.0.1:8080/u/1?v=4"))
        for address in [
            "https://evil.test/\u{1B}]8;;https://other.test\u{1B}\\", "https://a.test/\u{07}", "https://a b.test",
            "javascript:alert(1)", "file:///etc/passwd", "ftp://a.test", "https://a.test/\u{9D}",
            "https://a.test/é", "https://a.test/" + String(repeating: "x", count: Hyperlink.maximumLength),
        ] {
            #expect(!Hyperlink.isLinkable(address), "\(address)")
            #expect(Hyperlink.wrap("text", address: address) == "text")
        }
    }

    @Test func aLinkIsTheOSC8SequenceAroundTheText() {
        #expect(
            Hyperlink.wrap("me", address: "https://github.test/octocat")
                == "\u{1B}]8;;https://github.test/octocat\u{1B}\\me\u{1B}]8;;\u{1B}\\")
    }

    @Test func aTableLinksTheCellsOfItsLinkColumnOnlyWhenAsked() {
        let table = TextTable(
            columns: [.init(title: "LOGIN"), .init(title: "PROFILE", isLink: true)],
            rows: [["octocat", "https://github.test/octocat"], ["evil", "https://a.test/\u{1B}x"]])
        let linked = table.render(width: 80, style: TextStyle(isEnabled: false), hyperlinks: true)
        #expect(linked.contains("\u{1B}]8;;https://github.test/octocat\u{1B}\\https://github.test/octocat"))
        #expect(linked.components(separatedBy: "\u{1B}]8;;").count == 3, "one link, opened and closed: \(linked)")
        #expect(!table.render(width: 80, style: TextStyle(isEnabled: false)).contains("\u{1B}"))
    }
}
