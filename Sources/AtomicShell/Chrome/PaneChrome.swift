import Domain
import Presentation
import TerminalUI

/// What a pane puts around its content: the header's right-hand text, the notice row, the key hints, and GitHub's
/// rate-limit budget, the one value the status bar's badge, the inspector and the notice read it from.
public struct PaneChrome: Sendable {
    /// The header's right-hand text ("30 users").
    public var trailing = ""
    /// The freshness notice, shown in a row under the header.
    public var notice: FreshnessNotice?
    /// What the answer shown says about itself ("GitHub's search timed out: the results may be incomplete"), in a
    /// warning row under the notice; `nil` for none.
    public var remark: String?
    /// The commands the status bar offers, shown with their keys as the key map binds them.
    public var commandHints: [CommandHint] = []
    /// Other key hints of the status bar, after ``commandHints``.
    public var hints: [KeyHint] = []
    /// GitHub's budget as the pane's view model last read it, `nil` when unknown or not GitHub's: the status
    /// bar's badge ("GitHub 58/60"), the inspector's "Rate limit" line and a rate-limit notice's reset time.
    public var rateLimit: RateLimitBudget?

    /// Chrome from its parts; empty by default.
    public init(
        trailing: String = "", notice: FreshnessNotice? = nil, remark: String? = nil, commandHints: [CommandHint] = [],
        hints: [KeyHint] = [], rateLimit: RateLimitBudget? = nil
    ) {
        self.trailing = trailing
        self.notice = notice
        self.remark = remark
        self.commandHints = commandHints
        self.hints = hints
        self.rateLimit = rateLimit
    }

    /// The status bar's right end when there is no message ("GitHub 58/60"); empty without a budget.
    public var badge: String { RateLimitBadge.text(rateLimit) }
}
