import TerminalUI
import Testing

@testable import AtomicShell

/// The key table: every key the README lists gives its command, sequences wait for their second key, and the
/// config file's remapping replaces an action's keys or says in one line what is wrong.
@Suite("Key map")
struct KeyMapTests {
    @Test(
        "each standard key gives its command",
        arguments: [
            ([Key.up], KeyCommand.up), ([.character("k")], .up), ([.down], .down), ([.character("j")], .down),
            ([.control("u")], .halfPageUp), ([.control("d")], .halfPageDown),
            ([.pageUp], .pageUp), ([.control("b")], .pageUp), ([.pageDown], .pageDown), ([.control("f")], .pageDown),
            ([.character(" ")], .pageDown), ([.home], .first), ([.character("g"), .character("g")], .first),
            ([.end], .last), ([.character("G")], .last), ([.tab], .nextPane), ([.backTab], .previousPane),
            ([.character("]")], .nextPart), ([.character("[")], .previousPart),
            ([.enter], .open), ([.right], .open), ([.character("l")], .open),
            ([.escape], .back), ([.left], .back), ([.character("h")], .back), ([.backspace], .back),
            ([.character("r")], .refresh), ([.character("/")], .filter), ([.character("n")], .nextMatch),
            ([.character("N")], .previousMatch), ([.character("?")], .help), ([.character("i")], .inspect),
            ([.character("o")], .openInBrowser), ([.character("y")], .copyURL), ([.control("l")], .redraw),
            ([.control("z")], .suspend), ([.character("q")], .quit), ([.control("c")], .quit),
        ])
    func standard(keys: [Key], command: KeyCommand) {
        #expect(KeyMap.standard.resolve(keys) == .command(command))
    }

    @Test("g waits for a second g; other keys mean nothing")
    func sequences() {
        let map = KeyMap.standard
        #expect(map.resolve([.character("g")]) == .prefix)
        #expect(map.resolve([.character("g"), .character("j")]) == .none)
        for key in [Key.character("x"), .character("Q"), .character("5"), .control("a"), .delete, .alt("1")] {
            #expect(map.resolve([key]) == .none)
        }
    }

    @Test("every command has a key and an action, and no key gives two commands")
    func everyCommandOnce() {
        var seen: Set<[Key]> = []
        for command in KeyCommand.allCases {
            let sequences = KeyMap.standard.bindings[command] ?? []
            #expect(!sequences.isEmpty, "\(command) has no key")
            #expect(!command.action.isEmpty)
            for sequence in sequences { #expect(seen.insert(sequence).inserted, "\(sequence) is bound twice") }
        }
        #expect(KeyMap.standard.label(of: .first) == "gg Home")
        #expect(KeyMap.standard.hintLabel(of: [.up, .down]) == "↑↓")
    }

    @Test("a remapped action takes its keys from the others and loses its standard ones")
    func remapping() throws {
        let map = try KeyMap(remapping: ["down": ["ctrl+n", "j"], "half_page_down": ["J"], "quit": ["Q"]])
        #expect(map.resolve([.control("n")]) == .command(.down))
        #expect(map.resolve([.character("j")]) == .command(.down))
        #expect(map.resolve([.down]) == .none)
        #expect(map.resolve([.character("J")]) == .command(.halfPageDown))
        #expect(map.resolve([.control("d")]) == .none)
        // q no longer quits; Ctrl-C always does.
        #expect(map.resolve([.character("q")]) == .none)
        #expect(map.resolve([.character("Q")]) == .command(.quit))
        #expect(map.resolve([.control("c")]) == .command(.quit))
        #expect(map.hintLabel(of: [.up, .down]) == "↑/Ctrl-N")
        #expect(map.reservedCharacters.contains("J") && !map.reservedCharacters.contains("q"))
        #expect(map.reservedCharacters.isSuperset(of: "0123456789"))
        // A key taken from another action: `l` opens by default.
        let taken = try KeyMap(remapping: ["refresh": ["l", "g r"]])
        #expect(taken.resolve([.character("l")]) == .command(.refresh))
        #expect(taken.resolve([.character("g"), .character("r")]) == .command(.refresh))
        #expect(taken.label(of: .open) == "Enter →")
        // `g r` and `g g` share their first key: both stay, `g` waits for the second.
        #expect(taken.resolve([.character("g"), .character("g")]) == .command(.first))
        #expect(taken.resolve([.character("g")]) == .prefix)
    }

    @Test("bad remapping says what is wrong")
    func badRemapping() {
        #expect(throws: KeyMapError.unknownAction("half_page_dwn", suggestion: "half_page_down")) {
            try KeyMap(remapping: ["half_page_dwn": ["J"]])
        }
        #expect(throws: KeyMapError.unknownAction("zzzzzzzzzz", suggestion: nil)) {
            try KeyMap(remapping: ["zzzzzzzzzz": ["J"]])
        }
        #expect(throws: KeyMapError.unknownKey("ctrl+shift+x")) { try KeyMap(remapping: ["up": ["ctrl+shift+x"]]) }
        #expect(throws: KeyMapError.unknownKey("a b c")) { try KeyMap(remapping: ["up": ["a b c"]]) }
        #expect(throws: KeyMapError.reservedKey("5")) { try KeyMap(remapping: ["up": ["5"]]) }
        #expect(throws: KeyMapError.reservedKey("alt+2")) { try KeyMap(remapping: ["up": ["alt+2"]]) }
        #expect(throws: KeyMapError.keyBoundTwice("w", "down", "up")) {
            try KeyMap(remapping: ["down": ["w"], "up": ["w"]])
        }
        #expect(throws: KeyMapError.keyBoundTwice("x", "down", "up")) {
            try KeyMap(remapping: ["down": ["x y"], "up": ["x"]])
        }
        #expect(
            KeyMapError.unknownAction("dwn", suggestion: "down").description
                == #"unknown action "dwn" (did you mean "down"?)"#)
    }

    @Test("key names read as the config file writes them, and back")
    func names() {
        let named: [(String, Key)] = [
            ("k", .character("k")), ("G", .character("G")), ("/", .character("/")), ("space", .character(" ")),
            ("Enter", .enter), ("tab", .tab), ("shift+tab", .backTab), ("esc", .escape), ("backspace", .backspace),
            ("up", .up), ("pgdown", .pageDown), ("home", .home), ("delete", .delete), ("ctrl+d", .control("d")),
            ("Ctrl+L", .control("l")), ("alt+x", .alt("x")), ("alt+1", .alt("1")),
        ]
        for (name, key) in named {
            #expect(Key(name: name) == key, "\(name)")
            #expect(Key(name: key.name) == key, "\(key.name)")
        }
        for bad in ["", "ctrl+", "ctrl+1", "ctrl+h", "alt+é", "hyper+x", "kk", " ", "\u{1B}", "\u{7F}"] {
            #expect(Key(name: bad) == nil, "\(bad)")
        }
        #expect(
            Key.control("d").label == "Ctrl-D" && Key.alt("1").label == "Alt-1" && Key.character(" ").label == "Space")
    }
}
