import TerminalUI

/// Which keys give which ``KeyCommand``: each command's key sequences (one key, or two typed in a row such as
/// `g g`), in the order the help overlay shows them. ``standard`` is the app's own table; the config file's `keys`
/// section remaps it (``init(remapping:)``).
///
/// Digits are never bound: they are counts (`5j`, `10G`). Alt with a digit jumps to a pane and is not bound either.
public struct KeyMap: Sendable, Equatable {
    /// Each command's key sequences, first shown first; a command without any cannot be typed.
    public private(set) var bindings: [KeyCommand: [[Key]]]

    /// The keys ``resolve(_:)`` found for a sequence typed so far.
    public enum Resolution: Sendable, Equatable {
        /// The keys give this command.
        case command(KeyCommand)
        /// The keys begin a longer sequence (`g` of `g g`): wait for the next key.
        case prefix
        /// The keys give nothing.
        case none
    }

    /// A map of `bindings`; ``standard`` for the app's own.
    public init(bindings: [KeyCommand: [[Key]]]) {
        self.bindings = bindings
    }

    /// The app's own keys, as the README lists them.
    public static let standard = KeyMap(bindings: [
        .up: [[.up], [.character("k")]],
        .down: [[.down], [.character("j")]],
        .halfPageUp: [[.control("u")]],
        .halfPageDown: [[.control("d")]],
        .pageUp: [[.pageUp], [.control("b")]],
        .pageDown: [[.pageDown], [.control("f")], [.character(" ")]],
        .first: [[.character("g"), .character("g")], [.home]],
        .last: [[.character("G")], [.end]],
        .nextPane: [[.tab]],
        .previousPane: [[.backTab]],
        .nextPart: [[.character("]")]],
        .previousPart: [[.character("[")]],
        .open: [[.enter], [.right], [.character("l")]],
        .back: [[.escape], [.left], [.character("h")], [.backspace]],
        .refresh: [[.character("r")]],
        .filter: [[.character("/")]],
        .nextMatch: [[.character("n")]],
        .previousMatch: [[.character("N")]],
        .help: [[.character("?")]],
        .inspect: [[.character("i")]],
        .openInBrowser: [[.character("o")]],
        .copyURL: [[.character("y")]],
        .redraw: [[.control("l")]],
        .suspend: [[.control("z")]],
        .quit: [[.character("q")], [.control("c")]],
    ])

    /// The standard map with each action named in `remapping` bound to its keys instead of its standard ones, as
    /// the config file's `keys` section gives them (`half_page_down: [ctrl+d, J]`, `first: g g`). A key a remapped
    /// action takes is taken from whatever had it before; Ctrl-C always quits as well.
    ///
    /// - Throws: ``KeyMapError`` for an action that does not exist, a key name that does not read
    ///   (`Key(name:)`, with sequences of one or two keys split by spaces), a digit or Alt with a
    ///   digit, or a key given to two actions.
    public init(remapping: [String: [String]]) throws(KeyMapError) {
        var bindings = Self.standard.bindings
        var claimed: [[Key]: KeyCommand] = [:]
        for name in remapping.keys.sorted() {
            guard let command = KeyCommand(rawValue: name) else {
                throw .unknownAction(name, suggestion: Self.closest(to: name, in: KeyCommand.allCases.map(\.name)))
            }
            var sequences: [[Key]] = []
            for text in remapping[name] ?? [] {
                let sequence = try Self.sequence(named: text)
                if let other = claimed.first(where: { $0.value != command && Self.overlaps($0.key, sequence) }) {
                    throw .keyBoundTwice(text, other.value.name, name)
                }
                claimed[sequence] = command
                if !sequences.contains(sequence) { sequences.append(sequence) }
            }
            bindings[command] = sequences
        }
        for (sequence, command) in claimed {
            for other in KeyCommand.allCases where other != command && remapping[other.name] == nil {
                bindings[other]?.removeAll { Self.overlaps($0, sequence) }
            }
        }
        if bindings[.quit]?.contains([.control("c")]) == false { bindings[.quit, default: []].append([.control("c")]) }
        self.bindings = bindings
    }

    /// What the keys typed so far give: a command, the start of a longer sequence, or nothing.
    public func resolve(_ keys: [Key]) -> Resolution {
        var isPrefix = false
        for command in KeyCommand.allCases {
            for sequence in bindings[command] ?? [] {
                if sequence == keys { return .command(command) }
                if sequence.count > keys.count, Array(sequence.prefix(keys.count)) == keys { isPrefix = true }
            }
        }
        return isPrefix ? .prefix : .none
    }

    /// The keys of `command` as the help overlay shows them ("↑ k", "gg Home"); empty when it has none.
    public func label(of command: KeyCommand) -> String {
        (bindings[command] ?? []).map(Self.label(of:)).joined(separator: " ")
    }

    /// The first key of each of `commands` as the status bar shows them: "↑↓" for the arrows, "j/k" when a label
    /// is a letter or a word.
    public func hintLabel(of commands: [KeyCommand]) -> String {
        let labels = commands.compactMap { bindings[$0]?.first.map(Self.label(of:)) }
        let symbolsOnly = labels.allSatisfy { $0.count == 1 && !($0.first?.isLetter ?? false) }
        return labels.joined(separator: symbolsOnly ? "" : "/")
    }

    /// Every printable character that starts a binding, and the digits: a feature's related route may not take
    /// one (see `AppBuilder.relatedRoutes(to:reserving:)`).
    public var reservedCharacters: Set<Character> {
        var characters = Set("0123456789")
        for sequences in bindings.values {
            for case .character(let character)? in sequences.map(\.first) { characters.insert(character) }
        }
        return characters
    }

    /// The names a config file may give actions, in the help overlay's order.
    public static var actionNames: [String] { KeyCommand.allCases.map(\.name) }

    /// A sequence as a person reads it: "gg" for two characters, "Ctrl-W j" otherwise.
    static func label(of sequence: [Key]) -> String {
        let labels = sequence.map(\.label)
        let characters = sequence.allSatisfy { if case .character = $0 { true } else { false } }
        return labels.joined(separator: characters ? "" : " ")
    }

    /// The keys of `text`, one or two key names split by white space.
    static func sequence(named text: String) throws(KeyMapError) -> [Key] {
        let names = text.split(whereSeparator: \.isWhitespace).map(String.init)
        guard (1...2).contains(names.count) else { throw .unknownKey(text) }
        var keys: [Key] = []
        for name in names {
            guard let key = Key(name: name) else { throw .unknownKey(text) }
            switch key {
            case .character(let character) where character.isASCII && character.isNumber: throw .reservedKey(text)
            case .alt(let character) where character.isASCII && character.isNumber: throw .reservedKey(text)
            default: keys.append(key)
            }
        }
        return keys
    }

    /// Whether typing one of the two sequences would stand in the way of the other: the same, or one the start
    /// of the other.
    private static func overlaps(_ one: [Key], _ other: [Key]) -> Bool {
        let shorter = min(one.count, other.count)
        return Array(one.prefix(shorter)) == Array(other.prefix(shorter))
    }

    /// The name in `names` closest to `name` by edit distance, when it is close enough to be a likely typo.
    static func closest(to name: String, in names: [String]) -> String? {
        let scored = names.map { ($0, editDistance(name.lowercased(), $0)) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, name.count / 3) else { return nil }
        return best.0
    }

    private static func editDistance(_ one: String, _ other: String) -> Int {
        let one = Array(one)
        let other = Array(other)
        guard !one.isEmpty else { return other.count }
        var previous = Array(0...other.count)
        for (row, character) in one.enumerated() {
            var current = [row + 1] + Array(repeating: 0, count: other.count)
            for column in other.indices {
                let substitution = previous[column] + (character == other[column] ? 0 : 1)
                current[column + 1] = min(previous[column + 1] + 1, current[column] + 1, substitution)
            }
            previous = current
        }
        return previous[other.count]
    }
}

/// Why the config file's key remapping could not be read: the action, the key and what is wrong, as one line.
public enum KeyMapError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No action has this name; the closest name, when one is close.
    case unknownAction(String, suggestion: String?)
    /// The text names no key (or more than two).
    case unknownKey(String)
    /// Digits are counts and Alt with a digit jumps to a pane: neither can be bound.
    case reservedKey(String)
    /// The key is given to two actions: the key, then both actions.
    case keyBoundTwice(String, String, String)

    /// The problem in a few words, for the line that names the file and the line.
    public var description: String {
        switch self {
        case .unknownAction(let name, let suggestion):
            "unknown action \"\(name)\"" + (suggestion.map { " (did you mean \"\($0)\"?)" } ?? "")
        case .unknownKey(let text): "\"\(text)\" is not a key (a character, space, enter, ctrl+d, alt+x, pgdown…)"
        case .reservedKey(let text): "\"\(text)\" cannot be bound: digits are counts, Alt-digit picks a pane"
        case .keyBoundTwice(let text, let one, let other): "\"\(text)\" is bound to both \(one) and \(other)"
        }
    }
}
