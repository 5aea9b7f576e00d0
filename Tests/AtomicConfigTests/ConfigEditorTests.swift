import AtomicConfig
import Foundation
import Testing

@Suite struct ConfigEditorTests {
    private func set(_ key: String, _ value: ConfigValue, in text: String) throws -> String {
        String(decoding: try ConfigEditor.setting(key, to: value, in: Array(text.utf8)), as: UTF8.self)
    }

    private let file = """
        # atomic's settings
        theme: dark   # the default

        colors:
          # bars
          header: red
          border: blue
        keys:
          open: [enter, l]
        ttl: 300
        """

    @Test func aValueIsReplacedAndEveryOtherByteKept() throws {
        let edited = try set("theme", .text("light"), in: file + "\n")
        #expect(edited == file.replacingFirst("theme: dark", with: "theme: light") + "\n")
        let colour = try set("colors.header", .text("#ff8000"), in: file + "\n")
        #expect(colour == file.replacingFirst("header: red", with: "header: \"#ff8000\"") + "\n")
        let keys = try set("keys.open", .keys(["o", "enter"]), in: file)
        #expect(keys == file.replacingFirst("[enter, l]", with: "[o, enter]"))
        let last = try set("ttl", .number(60), in: file)
        #expect(last == file.replacingFirst("ttl: 300", with: "ttl: 60"))
    }

    @Test func aNonASCIIValueBeforeTheEditIsCountedInBytes() throws {
        let text = "browser: \"navigateur-é€😀\"\ntheme: dark\n"
        #expect(try set("theme", .text("light"), in: text) == "browser: \"navigateur-é€😀\"\ntheme: light\n")
        #expect(try set("browser", .text("w3m"), in: text) == "browser: w3m\ntheme: dark\n")
    }

    @Test func aNewKeyGoesAtTheEndOfItsSection() throws {
        let edited = try set("colors.key", .text("blue"), in: file + "\n")
        #expect(edited == file.replacingFirst("  border: blue\n", with: "  border: blue\n  key: blue\n") + "\n")
        let top = try set("mouse", .flag(false), in: file)
        #expect(top == file + "\nmouse: false\n")
    }

    @Test func aNewSectionGoesAtTheEndOfTheFile() throws {
        let text = "theme: dark # keep\n"
        #expect(try set("colors.info", .text("240"), in: text) == text + "colors:\n  info: 240\n")
        #expect(try set("theme", .text("light"), in: "") == "theme: light\n")
        #expect(try set("ttl", .number(5), in: "# only a comment") == "# only a comment\nttl: 5\n")
    }

    @Test func textIsQuotedWhenPlainTextWouldReadOtherwise() {
        #expect(ConfigEditor.written(.text("firefox")) == "firefox")
        #expect(ConfigEditor.written(.text("http://127.0.0.1:8080")) == "http://127.0.0.1:8080")
        #expect(ConfigEditor.written(.text("less -R")) == "\"less -R\"")
        #expect(ConfigEditor.written(.text("#fff000")) == "\"#fff000\"")
        #expect(ConfigEditor.written(.text("yes")) == "\"yes\"")
        #expect(ConfigEditor.written(.text("a\"b")) == "\"a\\\"b\"")
        #expect(ConfigEditor.written(.keys(["ctrl-d"])) == "ctrl-d")
    }

    @Test func whatTheEditWroteReadsBackAsTheValue() throws {
        for value in ["less -R", "#ff8000", "yes", "a\"b\\c", "x: y", "-v"] {
            let edited = try ConfigEditor.setting("browser", to: .text(value), in: Array(file.utf8))
            let contents = ConfigContents(bytes: edited, file: "f", schema: ConfigFixture.schema)
            #expect(contents.values["browser"] == .text(value))
        }
    }

    @Test func aFileNotOfKeysOnTheirOwnLinesIsNotEdited() {
        #expect(throws: ConfigEditor.Failure.self) { try set("theme", .text("light"), in: "{theme: dark}\n") }
        #expect(throws: ConfigEditor.Failure.self) { try set("theme", .text("light"), in: "theme: [dark\n") }
        #expect(throws: ConfigEditor.Failure.self) {
            try set("keys.open", .keys(["o"]), in: "keys:\n  open:\n    - enter\n")
        }
    }
}

extension String {
    /// The text with the first `target` replaced by `replacement`.
    fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
