extension Key {
    /// The key a name gives, as a config file writes keys: one printable character (`k`, `G`, `/`), or one of
    /// `space`, `enter`, `tab`, `shift+tab`, `esc`, `backspace`, `up`, `down`, `left`, `right`, `home`, `end`,
    /// `pgup`, `pgdown`, `insert`, `delete`, `ctrl+X` (a letter) and `alt+X` (a printable ASCII character). Names
    /// are case-insensitive but for the character itself (`G` is not `g`, `ctrl+L` is `ctrl+l`); `nil` for any
    /// other text.
    public init?(name: String) {
        if name.count == 1, let character = name.first, Self.isPrintable(character) {
            self = .character(character)
            return
        }
        let lowered = name.lowercased()
        if let named = Self.namedKeys[lowered] {
            self = named
            return
        }
        for (prefix, make) in [("ctrl+", Key.control), ("alt+", Key.alt)] where lowered.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            guard rest.count == 1, let character = rest.first, character.isASCII, Self.isPrintable(character)
            else { return nil }
            if prefix == "ctrl+" {
                // Ctrl-H, Ctrl-I, Ctrl-J and Ctrl-M arrive as Backspace, Tab and Enter, never as themselves.
                guard character.isLetter, !"hijm".contains(character.lowercased()) else { return nil }
                self = make(Character(character.lowercased()))
            } else {
                self = make(character)
            }
            return
        }
        return nil
    }

    /// The key's name as ``init(name:)`` reads it: `k`, `space`, `ctrl+d`, `alt+1`.
    public var name: String {
        switch self {
        case .character(" "): "space"
        case .character(let character): String(character)
        case .control(let character): "ctrl+\(character)"
        case .alt(let character): "alt+\(character)"
        default: Self.namedKeys.first { $0.value == self }?.key ?? "?"
        }
    }

    /// The key as a person reads it on the keyboard, for the status bar and the help overlay: `k`, `↑`,
    /// `Enter`, `Space`, `Ctrl-D`, `Alt-1`, `⇧Tab`.
    public var label: String {
        switch self {
        case .character(" "): "Space"
        case .character(let character): String(character)
        case .control(let character): "Ctrl-\(character.uppercased())"
        case .alt(let character): "Alt-\(character)"
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .insert: "Ins"
        case .delete: "Del"
        case .enter: "Enter"
        case .escape: "Esc"
        case .backspace: "⌫"
        case .tab: "Tab"
        case .backTab: "⇧Tab"
        }
    }

    private static let namedKeys: [String: Key] = [
        "space": .character(" "), "enter": .enter, "tab": .tab, "shift+tab": .backTab, "esc": .escape,
        "backspace": .backspace, "up": .up, "down": .down, "left": .left, "right": .right, "home": .home,
        "end": .end, "pgup": .pageUp, "pgdown": .pageDown, "insert": .insert, "delete": .delete,
    ]

    private static func isPrintable(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy {
            $0.value >= 0x21 && $0.value != 0x7F && !(0x80..<0xA0).contains($0.value)
        }
    }
}
