import TerminalUI
import Testing

@Suite struct ColorParsingTests {
    private func sequence(_ color: Color, _ depth: ColorDepth) -> String {
        String(decoding: SGREncoder(colorDepth: depth).sequence(for: Style(foreground: color)), as: UTF8.self)
    }

    @Test(arguments: [
        ("black", Color.ansi(0)), ("red", .red), ("green", .green), ("yellow", .yellow), ("blue", .blue),
        ("magenta", .magenta), ("cyan", .cyan), ("white", .white), ("gray", .gray), ("grey", .gray),
        ("bright_black", .ansi(8)), ("bright_red", .ansi(9)), ("bright_green", .ansi(10)),
        ("bright_yellow", .ansi(11)), ("bright_blue", .ansi(12)), ("bright_magenta", .ansi(13)),
        ("bright_cyan", .ansi(14)), ("bright_white", .ansi(15)), ("default", .default), ("  Red ", .red),
        ("BRIGHT_BLUE", .ansi(12)),
    ])
    func names(text: String, color: Color) {
        #expect(Color(parsing: text) == color)
    }

    @Test(arguments: [("0", UInt8(0)), ("7", 7), ("16", 16), ("240", 240), ("255", 255), ("007", 7)])
    func numbersAreOfThe256(text: String, index: UInt8) {
        #expect(Color(parsing: text) == .indexed(index))
    }

    @Test func hexIsTrueColour() {
        #expect(Color(parsing: "#ff8000") == .rgb(255, 128, 0))
        #expect(Color(parsing: "#00A0fF") == .rgb(0, 160, 255))
    }

    @Test(arguments: [
        "", "256", "-1", "+12", "1.5", "#fff", "#ff80000", "#gg0000", "#+f0000", "ff8000", "purple", "bright",
        "bright_", "light_red", "0x10", "１２",
    ])
    func badTextNamesNoColour(text: String) {
        #expect(Color(parsing: text) == nil)
    }

    @Test func aParsedColourIsWrittenAtTheTerminalsDepth() throws {
        let orange = try #require(Color(parsing: "#ff8000"))
        #expect(sequence(orange, .trueColor) == "\u{1B}[0;38;2;255;128;0m")
        #expect(sequence(orange, .indexed256) == "\u{1B}[0;38;5;208m")
        #expect(sequence(orange, .ansi16) == "\u{1B}[0;33m")
        #expect(sequence(orange, .none) == "\u{1B}[0m")
        let grey = try #require(Color(parsing: "240"))
        #expect(sequence(grey, .trueColor) == "\u{1B}[0;38;5;240m")
        #expect(sequence(grey, .indexed256) == "\u{1B}[0;38;5;240m")
        #expect(sequence(grey, .ansi16) == "\u{1B}[0;90m")
        let brightRed = try #require(Color(parsing: "bright_red"))
        #expect(sequence(brightRed, .ansi16) == "\u{1B}[0;91m")
        #expect(sequence(brightRed, .none) == "\u{1B}[0m")
    }
}
