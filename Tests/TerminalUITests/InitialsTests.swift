import Testing

@testable import TerminalUI

/// The letters of a placeholder: from the sanitised name's first and last words, else from the fallback.
@Suite struct InitialsTests {
    @Test(
        "the first letters of the first and last words, capitalised; the fallback split at - _ and .",
        arguments: [
            ("The Octocat", "octocat", "TO"), ("Mona Lisa da Vinci", "x", "MV"), (nil, "mona-lisa", "ML"),
            (nil, "octocat", "O"), ("😀 🎉", "dependabot[bot]", "D"), ("Mallory \u{1B}[31mRed\u{1B}[0m", "m", "MR"),
            ("高橋 翔太", "s", "高翔"), ("", "", "?"),
        ])
    func initials(name: String?, fallback: String, expected: String) {
        #expect(Initials.of(name: name, fallback: fallback) == expected)
    }
}
