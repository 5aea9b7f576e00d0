/// What GitHub's search answers say about themselves, in words for a screen's warning row and a command's
/// standard error: an answer cut short by the search's time limit (`incomplete_results`), and the end of a list
/// that is GitHub's limit rather than the last match (`total_count` above ``resultLimit``).
public enum GitHubSearchText {
    /// The most results GitHub's search API returns for one query, whatever its `total_count` (1,000).
    public static let resultLimit = 1_000

    /// "GitHub's search timed out: these results may be incomplete".
    public static let incomplete = "GitHub's search timed out: these results may be incomplete"

    /// "GitHub shows the first 1,000 of 12,345 results; narrow the query for the others".
    public static func limited(totalCount: Int) -> String {
        "GitHub shows the first \(CountText.grouped(resultLimit)) of \(CountText.grouped(totalCount)) results;"
            + " narrow the query for the others"
    }

    /// The remarks of one page of an answer: ``incomplete`` when `incompleteResults` is true, and ``limited(totalCount:)``
    /// on the last page (`isLastPage`) when `totalCount` is above ``resultLimit``; a `nil` field says nothing.
    public static func remarks(totalCount: Int?, incompleteResults: Bool?, isLastPage: Bool) -> [String] {
        var remarks: [String] = []
        if incompleteResults == true { remarks.append(incomplete) }
        if isLastPage, let totalCount, totalCount > resultLimit { remarks.append(limited(totalCount: totalCount)) }
        return remarks
    }
}
