import Domain
import Foundation
import Presentation
import TerminalUI

/// The one-row banner of a ``FreshnessNotice``: information while refreshing or just updated, a warning for
/// stale data or a failed refresh.
enum NoticeView {
    /// The banner for `notice` at `now` (the age of stale data is told as it is then), a rate limit's reset time
    /// read from `rateLimit` when the failure gave none (see `FreshnessNotice.text(now:rateLimit:)`), in `theme`.
    static func banner(
        for notice: FreshnessNotice, now: Date, rateLimit: RateLimitBudget? = nil, theme: Theme = .dark
    ) -> NoticeBanner {
        let text = notice.text(now: now, rateLimit: rateLimit)
        switch notice {
        case .refreshing, .updated: return NoticeBanner(text, kind: .info, theme: theme)
        case .stale, .refreshFailed: return NoticeBanner(text, kind: .warning, theme: theme)
        }
    }
}
