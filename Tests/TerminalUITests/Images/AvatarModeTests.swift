import TerminalUI
import Testing

@Suite struct AvatarModeTests {
    @Test(arguments: [
        (["TERM": "xterm-kitty"], AvatarMode.kitty),
        (["TERM": "xterm-256color", "KITTY_WINDOW_ID": "1"], .kitty),
        (["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"], .kitty),
        (["TERM": "xterm-ghostty"], .kitty),
        (["TERM": "foot"], .sixel),
        (["TERM": "foot-extra"], .sixel),
        (["TERM": "mlterm"], .sixel),
        (["TERM": "xterm-256color"], .symbols),
        ([:], .symbols),
        // tmux and screen pass no pictures on, whatever runs them.
        (["TERM": "tmux-256color", "KITTY_WINDOW_ID": "1"], .symbols),
        (["TERM": "xterm-kitty", "TMUX": "/tmp/tmux-0/default,1,0"], .symbols),
        (["TERM": "screen", "TERM_PROGRAM": "WezTerm"], .symbols),
        (["TERM": "foot", "STY": "1.pts-0"], .symbols),
    ])
    func autoFollowsTheTerminalsVariables(environment: [String: String], expected: AvatarMode) {
        #expect(AvatarMode.auto.resolved(environment: environment) == expected)
    }

    @Test func aChosenModeIsKeptWhateverTheTerminal() {
        for mode in AvatarMode.allCases where mode != .auto {
            #expect(mode.resolved(environment: ["TERM": "xterm-kitty"]) == mode)
            #expect(mode.resolved(environment: ["TMUX": "x"]) == mode)
        }
    }

    @Test func theConfigFileTakesModesAndFlagWords() {
        #expect(AvatarMode(configValue: "sixel") == .sixel)
        #expect(AvatarMode(configValue: "Kitty") == .kitty)
        #expect(AvatarMode(configValue: "true") == .auto)
        #expect(AvatarMode(configValue: "yes") == .auto)
        #expect(AvatarMode(configValue: "on") == .auto)
        #expect(AvatarMode(configValue: "false") == .off)
        #expect(AvatarMode(configValue: "NO") == .off)
        #expect(AvatarMode(configValue: "off") == .off)
        #expect(AvatarMode(configValue: "pink") == nil)
        #expect(AvatarMode(configValue: "") == nil)
    }
}
