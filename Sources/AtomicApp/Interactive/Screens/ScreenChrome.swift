import Presentation
import TerminalUI

/// What a screen puts around its content: the header's right-hand text, the notice row, the key hints and the
/// right end of the status bar.
struct ScreenChrome {
    /// The header's right-hand text ("30 users").
    var trailing = ""
    /// The freshness notice, shown in a row under the header.
    var notice: FreshnessNotice?
    /// The key hints of the status bar.
    var hints: [KeyHint] = []
    /// The status bar's right end when there is no message ("GitHub 58/60").
    var badge = ""
}
