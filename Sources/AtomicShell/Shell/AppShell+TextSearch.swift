import TerminalUI

extension AppShell {
    /// Handles `key` in the line of a text's search (`/` on a profile or a post); false when the line ignores it,
    /// so that it acts as a command. Each change searches again from the line shown; Enter keeps the search for
    /// `n` and `N`, Esc ends it.
    func handleTextSearch(_ key: Key) -> Bool {
        guard var input = state.textSearchInput, var current = state.current else { return false }
        switch input.handle(key) {
        case .ignored:
            // A character the line has no room for is dropped, never taken for a command (`q` would quit).
            if case .character = key { return true }
            return false
        case .changed:
            state.textSearchInput = input
            current.scroll.search(input.text)
        case .submitted:
            state.textSearchInput = nil
            current.scroll.search(input.text)
        case .cancelled:
            state.textSearchInput = nil
            current.scroll.search("")
        }
        state.current = current
        return true
    }

    /// `n` and `N`: the match `step` after (or before) the current one, wrapping around; says so when the text
    /// has no search or no match.
    func moveMatch(by step: Int) {
        guard var current = state.current, current.pane is any TextPane else { return }
        guard let term = current.scroll.searchTerm, !term.isEmpty else {
            state.message = "no search: / searches the text"
            return
        }
        guard current.scroll.matchCount > 0 else {
            state.message = "“\(TerminalSanitizer.singleLine(term))” is not in the text"
            return
        }
        current.scroll.moveMatch(by: step)
        state.current = current
    }
}
