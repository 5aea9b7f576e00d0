import Domain
import Presentation

/// The posts feed as lines: one numbered line per post, its title, its author and its comment count
/// ("1. qui est esse — Leanne Graham · 2 comments").
public enum PostsListLines: ListLineContent {
    /// The feed as one page.
    public typealias Source = PostsFeedPages
    /// The feed's view model.
    public typealias Model = PostsListViewModel

    /// "post", "posts".
    public static var noun: (singular: String, plural: String) { ("post", "posts") }

    /// The title, then the author when known and the comment count.
    public static func line(for summary: PostSummary) -> String {
        let comments = CountText.counted(summary.commentCount, "comment", "comments")
        let by = summary.authorName.map { "\($0) · " } ?? ""
        return "\(summary.post.title) — \(by)\(comments)"
    }
}
