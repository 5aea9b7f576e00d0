import Presentation
import TerminalUI

/// The words the list screens share: the count in the header and the row after the items.
enum ListTexts {
    /// "30 users" (or "1 user"), or "3 of 1,140 users" while a filter hides some, counts grouped
    /// (``CountText``); empty before anything loaded.
    /// `noun` is the plural, `singular` the word for exactly one.
    static func count(shown: Int, loaded: Int, noun: String, singular: String, phase: ScreenPhase) -> String {
        guard phase.hasLoaded else { return "" }
        let word = loaded == 1 ? singular : noun
        let all = CountText.grouped(loaded)
        return shown == loaded ? "\(all) \(word)" : "\(CountText.grouped(shown)) of \(all) \(word)"
    }

    /// The row after the items: a spinner while more load, "couldn't load more — r to retry" after a failure,
    /// a line when the filter matches nothing; `nil` for none; in `theme`'s styles.
    static func footer(
        isLoadingMore: Bool, loadMoreError: ErrorPresentation?, noMatches: Bool, filter: String, tick: Int,
        theme: Theme = .dark
    ) -> ListRow? {
        if loadMoreError != nil {
            return ListRow("✗ couldn't load more — r to retry", style: theme.error)
        }
        if isLoadingMore {
            return ListRow(Spinner.frame(at: tick) + " Loading more…", style: theme.info)
        }
        if noMatches, !filter.isEmpty {
            return ListRow("Nothing loaded matches “\(filter)”", style: theme.secondary)
        }
        return nil
    }
}
