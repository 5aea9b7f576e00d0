import Presentation
import TerminalUI

/// The one-row banner of a ``FreshnessNotice``: information while refreshing or just updated, a warning for
/// stale data or a failed refresh.
enum NoticeView {
    /// The banner for `notice`.
    static func banner(for notice: FreshnessNotice) -> NoticeBanner {
        switch notice {
        case .refreshing, .updated: NoticeBanner(notice.text, kind: .info)
        case .stale, .refreshFailed: NoticeBanner(notice.text, kind: .warning)
        }
    }
}
