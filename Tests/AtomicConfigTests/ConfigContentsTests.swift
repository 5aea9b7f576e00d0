import AtomicConfig
import Testing

@Suite struct ConfigContentsTests {
    @Test func everyKeyOfAGoodFileIsRead() {
        let contents = ConfigFixture.contents(
            """
            # my settings
            theme: light
            colors:
              header: red   # a comment
              status_bar: "#ff8000"
            keys:
              open: [enter, l]
              quit: q
            mouse: false
            avatars: yes
            ttl: 600
            github_api_url: http://127.0.0.1:8080
            browser: firefox --new-tab
            pager: less -R

            """)
        #expect(contents.problems == [])
        #expect(
            contents.values == [
                "theme": .text("light"), "colors.header": .text("red"), "colors.status_bar": .text("#ff8000"),
                "keys.open": .keys(["enter", "l"]), "keys.quit": .keys(["q"]), "mouse": .flag(false),
                "avatars": .text("yes"), "ttl": .number(600), "github_api_url": .text("http://127.0.0.1:8080"),
                "browser": .text("firefox --new-tab"), "pager": .text("less -R"),
            ])
        #expect(contents.lines["colors.status_bar"] == 5)
        #expect(contents.lines["ttl"] == 11)
    }

    @Test func aPagerIsCheckedByTheCheckGivenAndAnEmptyOneNeedsACommand() {
        let unclosed = ConfigFixture.contents("ttl: 5\npager: \"less 'x\"\n")
        #expect(
            unclosed.problems.map(\.description) == ["config.yml:2: pager: needs words, but a quote is not closed"])
        #expect(unclosed.values == ["ttl": .number(5)])
        let empty = ConfigFixture.contents("pager: \"\"\n")
        #expect(empty.problems.map(\.description) == ["config.yml:1: pager: needs a command, got nothing"])
        #expect(ConfigFixture.contents("pager: \"less 'x'\"\n").values == ["pager": .text("less 'x'")])
    }

    @Test func anUnknownKeyNamesTheFileTheLineAndTheNearestKey() {
        let contents = ConfigFixture.contents("theme: dark\n\ncolour:\n  header: red\n")
        #expect(
            contents.problems.map(\.description) == ["config.yml:3: unknown key \"colour\" (did you mean \"colors\"?)"])
        #expect(contents.values == ["theme": .text("dark")])
        let nested = ConfigFixture.contents("colors:\n  headr: red\n  frobnicate: blue\n")
        #expect(
            nested.problems.map(\.description) == [
                "config.yml:2: unknown key \"colors.headr\" (did you mean \"header\"?)",
                "config.yml:3: unknown key \"colors.frobnicate\"",
            ])
    }

    @Test(arguments: [
        ("ttl: soon\n", "config.yml:1: ttl: needs a whole number of seconds, 0 or more, got \"soon\""),
        ("ttl: 1.5\n", "config.yml:1: ttl: needs a whole number of seconds, 0 or more, got \"1.5\""),
        (
            "browser: \"ff\\e[31m\"\n",
            "config.yml:1: browser: needs a command without control characters"
        ),
        ("ttl: -5\n", "config.yml:1: ttl: needs a whole number of seconds, 0 or more, got \"-5\""),
        ("mouse: maybe\n", "config.yml:1: mouse: needs true or false, got \"maybe\""),
        ("theme: purple\n", "config.yml:1: theme: needs one of dark, light, high-contrast, got \"purple\""),
        ("theme: [dark]\n", "config.yml:1: theme: needs one of dark, light, high-contrast, got a list"),
        ("theme:\n  name: dark\n", "config.yml:2: theme: needs one of dark, light, high-contrast, got a mapping"),
        ("colors: red\n", "config.yml:1: colors: needs a mapping of keys below it"),
        ("colors:\n  header: pink\n", "config.yml:2: colors.header: needs a colour, got \"pink\""),
        ("keys:\n  open: bad\n", "config.yml:2: keys.open: no key \"bad\""),
        ("keys:\n  fly: f\n", "config.yml:2: keys.fly: no action \"fly\""),
        ("keys:\n  open: [[a]]\n", "config.yml:2: keys.open: needs a key or a list of keys, got a nested list"),
        ("github_api_url: ftp://x\n", "config.yml:1: github_api_url: needs a base URL, got \"ftp://x\""),
        ("ttl:\n", "config.yml:1: ttl: has no value"),
    ])
    func aWrongValueIsOneProblemAndKeepsItsDefault(text: String, problem: String) {
        let contents = ConfigFixture.contents(text)
        #expect(contents.problems.map(\.description) == [problem])
        #expect(contents.values.isEmpty)
    }

    @Test(arguments: [
        ("theme: [dark\n", "config.yml:2: not YAML: did not find expected ',' or ']'"),
        ("a: b: c\n", "config.yml:1: not YAML: mapping values are not allowed in this context"),
        ("- one\n- two\n", "config.yml:1: the file must be a mapping of keys"),
        ("just text\n", "config.yml:1: the file must be a mapping of keys"),
        ("theme: dark\n---\ntheme: light\n", "config.yml:2: more than one document (---)"),
        ("? [a, b]\n: c\n", "config.yml:1: a key must be text"),
    ])
    func textThatIsNotAConfigIsOneProblem(text: String, problem: String) {
        let contents = ConfigFixture.contents(text)
        #expect(contents.problems.map(\.description) == [problem])
        #expect(contents.values.isEmpty)
    }

    @Test func aKeyGivenTwiceIsToldAndTheLaterApplies() {
        let contents = ConfigFixture.contents("theme: light\ntheme: dark\n")
        #expect(
            contents.problems.map(\.description) == [
                "config.yml:2: theme: is given twice (first on line 1); the later one applies"
            ])
        #expect(contents.values == ["theme": .text("dark")])
    }

    @Test func anEmptyFileOrOnlyCommentsSetNothing() {
        #expect(ConfigFixture.contents("") == ConfigContents())
        #expect(ConfigFixture.contents("# nothing yet\n\n") == ConfigContents())
    }

    @Test func anAliasBombIsRefusedAtTheFirstAlias() {
        var lines = ["a: &a [x, x, x, x, x, x, x, x, x]"]
        for index in 1..<9 {
            let previous = String(UnicodeScalar(UInt8(97 + index - 1)))
            let name = String(UnicodeScalar(UInt8(97 + index)))
            lines.append(
                "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]")
        }
        let contents = ConfigFixture.contents(lines.joined(separator: "\n") + "\n")
        #expect(contents.problems.map(\.description) == ["config.yml:2: aliases (*name) are not allowed"])
    }

    @Test func nestingDeeperThanTheBoundIsRefused() {
        let deep = "theme: " + String(repeating: "[", count: 40) + String(repeating: "]", count: 40) + "\n"
        #expect(
            ConfigFixture.contents(deep).problems.map(\.description) == ["config.yml:1: nested deeper than 16 levels"])
        let allowed = "keys:\n  open: " + String(repeating: "[", count: 3) + String(repeating: "]", count: 3) + "\n"
        #expect(ConfigFixture.contents(allowed).problems.map(\.message) != ["nested deeper than 16 levels"])
    }

    @Test func libyamlCountsCharactersAndTheNodesCountBytes() throws {
        let text = "browser: \"é€😀\"\nttl: 5\n"
        let root = try #require(try YAMLDocumentParser.parse(Array(text.utf8)))
        let entries = try #require(root.entries)
        let value = entries[0].value
        #expect(Array(text.utf8)[value.start..<value.end] == Array("\"é€😀\"".utf8)[...])
        let ttl = entries[1].value
        #expect(String(decoding: Array(text.utf8)[ttl.start..<ttl.end], as: UTF8.self) == "5")
    }
}
