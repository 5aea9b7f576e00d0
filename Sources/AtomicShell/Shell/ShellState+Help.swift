import Presentation
import TerminalUI

@MainActor
extension ShellState {
    /// The help overlay's entries for the screen shown: only the commands that do something here (no filter on
    /// a profile, no parts on a list), each with the keys the key map gives it, then the counts and the panes.
    var helpEntries: [KeyHint] {
        let commands = KeyCommand.allCases.filter(applies)
        var entries = commands.compactMap { command -> KeyHint? in
            let keys = keyMap.label(of: command)
            guard !keys.isEmpty else { return nil }
            return KeyHint(keys, action(of: command))
        }
        if pane is any ListPane || pane is any TextPane {
            entries.append(KeyHint("1…9", "count: 5j, 10G"))
        }
        if paneCount > 1 {
            entries.append(KeyHint("Alt-1…\(paneCount)", "pane N"))
        }
        return entries
    }

    /// Whether `command` does anything on the screen shown.
    func applies(_ command: KeyCommand) -> Bool {
        let isList = pane is any ListPane
        let text = pane as? any TextPane
        switch command {
        case .up, .down, .halfPageUp, .halfPageDown, .pageUp, .pageDown, .first, .last:
            return isList || text != nil
        case .nextPart, .previousPart:
            return !(text?.parts.isEmpty ?? true)
        case .open:
            return isList || !(text?.parts.isEmpty ?? true)
        case .back:
            return stack.count > 1
        case .refresh:
            return pane != nil
        case .filter:
            return listPane?.filter != nil || text != nil
        case .nextMatch, .previousMatch:
            return text != nil
        case .nextPane, .previousPane:
            return paneCount > 1
        case .openInBrowser, .copyURL:
            return currentURL != nil || selectedPart?.copiedText != nil
        case .help, .inspect, .redraw, .suspend, .quit:
            return true
        }
    }

    /// What `command` does on the screen shown: `/` searches a text and filters a list.
    private func action(of command: KeyCommand) -> String {
        command == .filter && pane is any TextPane ? "search the text" : command.action
    }
}
