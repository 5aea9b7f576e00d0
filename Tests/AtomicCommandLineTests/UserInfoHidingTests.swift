import AtomicCommandLine
import Testing

/// The user information of an address is never repeated in a message, parsed or not; the rest of it is.
@Suite struct UserInfoHidingTests {
    @Test(
        "the user information of the authority is replaced, up to its last @",
        arguments: [
            ("http://ann:pw@127.0.0.1:8080/api", "http://[REDACTED]@127.0.0.1:8080/api"),
            ("https://ann@host", "https://[REDACTED]@host"), ("http://:pw@host?x=1", "http://[REDACTED]@host?x=1"),
            ("http://a@b:p@w@host/x@y", "http://[REDACTED]@host/x@y"), ("ann:pw@ghe.example", "[REDACTED]@ghe.example"),
            ("ftp://u:p@h#f", "ftp://[REDACTED]@h#f"), ("http:\\\\u:p@h", "[REDACTED]@h"),
        ])
    func userInfoIsReplaced(text: String, shown: String) {
        #expect(UserInfoHiding.hidingUserInfo(text) == shown)
    }

    @Test(
        "an address without user information is kept as it is",
        arguments: ["http://127.0.0.1:8080/api", "https://host/a@b", "host/x@y", "host?q=a@b", "", "not a url"])
    func addressesWithoutUserInfoAreKept(text: String) {
        #expect(UserInfoHiding.hidingUserInfo(text) == text)
    }

    @Test func quotingAlsoEscapesControls() {
        #expect(UserInfoHiding.quoted("http://u:p@h/\u{1B}[2J") == "http://[REDACTED]@h/\\u{1B}[2J")
    }
}
