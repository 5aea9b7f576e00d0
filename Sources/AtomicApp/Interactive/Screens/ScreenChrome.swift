import Domain
import Presentation
import TerminalUI

/// What a screen puts around its content: the header's right-hand text, the notice row, the key hints, and GitHub's
/// rate-limit budget, the one value the status bar's badge, the inspector and the notice read it from.
struct ScreenChrome {
    /// The header's right-hand text ("30 users").
    var trailing = ""
    /// The freshness notice, shown in a row under the header.
    var notice: FreshnessNotice?
    /// The key hints of the status bar.
    var hints: [KeyHint] = []
    /// GitHub's budget as the screen's view model last read it, `nil` when unknown or not GitHub's: the status
    /// bar's badge ("GitHub 58/60"), the inspector's "Rate limit" line and a rate-limit notice's reset time.
    var rateLimit: RateLimitBudget?

    /// The status bar's right end when there is no message ("GitHub 58/60"); empty without a budget.
    var badge: String { RateLimitBadge.text(rateLimit) }
}
