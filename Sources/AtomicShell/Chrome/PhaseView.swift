import Presentation
import TerminalUI

/// What a screen shows instead of its content while it has none: a spinner while loading, a line when the result
/// is empty, the error panel when the load failed.
struct PhaseView {
    /// The screen's phase.
    let phase: ScreenPhase
    /// What is loading, as "Loading users…".
    let loadingText: String
    /// What an empty result says, as "No users".
    let emptyText: String
    /// The spinner's frame number.
    let tick: Int
    /// The styles it draws with.
    let theme: Theme

    /// Whether the phase has content to show, so the screen draws it instead of this view.
    var showsContent: Bool { phase == .content }

    /// Draws the phase centred in `area`.
    func render(into buffer: inout CellBuffer, area: Rect) {
        buffer.fill(area)
        let middle = area.y + max(0, (area.height - 1) / 2)
        switch phase {
        case .loading:
            let text = Spinner.frame(at: tick) + " " + loadingText
            buffer.write(text, x: area.x, y: middle, width: area.width, alignment: .center, style: theme.info)
        case .empty:
            buffer.write(emptyText, x: area.x, y: middle, width: area.width, alignment: .center, style: theme.secondary)
        case .failed(let error):
            let message = [error.message, error.recoverySuggestion].compactMap { $0 }.joined(separator: ". ")
            ErrorPanel(
                title: error.title, message: message, retryHint: error.isRetryable ? "Press r to retry" : "",
                theme: theme
            )
            .render(into: &buffer, area: area)
        case .content:
            break
        }
    }
}
