import TerminalUI
import Testing

@Suite struct StyleTests {
    private func sequence(_ style: Style, _ depth: ColorDepth) -> String {
        String(decoding: SGREncoder(colorDepth: depth).sequence(for: style), as: UTF8.self)
    }

    @Test func attributesAreWrittenAtEveryDepth() {
        let style = Style(attributes: [.bold, .dim, .underline, .reverse])
        for depth in ColorDepth.allCases {
            #expect(sequence(style, depth) == "\u{1B}[0;1;2;4;7m")
        }
    }

    @Test func trueColourIsReducedToTheDepth() {
        let style = Style(foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 0))
        #expect(sequence(style, .trueColor) == "\u{1B}[0;38;2;255;0;0;48;2;0;0;0m")
        #expect(sequence(style, .indexed256) == "\u{1B}[0;38;5;196;48;5;16m")
        #expect(sequence(style, .ansi16) == "\u{1B}[0;91;40m")
        #expect(sequence(style, .none) == "\u{1B}[0m")
    }

    @Test func indexedAndAnsiColours() {
        #expect(sequence(Style(foreground: .indexed(244)), .indexed256) == "\u{1B}[0;38;5;244m")
        #expect(sequence(Style(foreground: .indexed(244)), .ansi16) == "\u{1B}[0;90m")
        #expect(sequence(Style(foreground: .cyan, background: .ansi(12)), .ansi16) == "\u{1B}[0;36;104m")
        #expect(sequence(Style(foreground: .gray), .trueColor) == "\u{1B}[0;90m")
    }

    @Test func noColorKeepsReverseSoASelectionStaysVisible() {
        let selection = Style(foreground: .black, background: .cyan, attributes: .reverse)
        #expect(sequence(selection, .none) == "\u{1B}[0;7m")
    }

    @Test(arguments: [
        (["TERM": "xterm-256color", "COLORTERM": "truecolor"], false, ColorDepth.trueColor),
        (["TERM": "xterm-256color", "COLORTERM": "24bit"], false, .trueColor),
        (["TERM": "tmux-256color"], false, .indexed256),
        (["TERM": "xterm"], false, .ansi16),
        ([:], false, .ansi16),
        (["TERM": "dumb"], false, .none),
        (["TERM": "xterm-256color", "COLORTERM": "truecolor", "NO_COLOR": "1"], false, .none),
        (["TERM": "xterm-256color", "NO_COLOR": ""], false, .indexed256),
        (["TERM": "xterm-256color", "COLORTERM": "truecolor"], true, .none),
    ])
    func depthFromTheEnvironment(environment: [String: String], noColor: Bool, depth: ColorDepth) {
        #expect(ColorDepth.detect(environment: environment, noColor: noColor) == depth)
    }

    @Test func aRendererUnderNoColorWritesNoColourAtAll() {
        var renderer = DiffRenderer(colorDepth: .none)
        var frame = CellBuffer(width: 10, height: 2)
        frame.write("red", x: 0, y: 0, style: Style(foreground: .red, background: .rgb(1, 2, 3)))
        frame.write("sel", x: 0, y: 1, style: Style(foreground: .blue, attributes: .reverse))
        let output = String(decoding: renderer.render(frame), as: UTF8.self)
        #expect(!output.contains("38;") && !output.contains("48;") && !output.contains(";3") && !output.contains(";4"))
        #expect(output.contains("\u{1B}[0;7msel"))
    }
}
