import Domain
import Foundation
import Presentation
import TerminalUI

/// The posts feed: one row per post with its title, and its author and comment count on the right. Enter opens a
/// post, `/` filters, and the selected post is remembered as the "posts" selection.
public enum PostsListPane: ListPaneContent {
    /// The feed as one page.
    public typealias Source = PostsFeedPages
    /// The feed's view model.
    public typealias Model = PostsListViewModel

    /// "post", "posts".
    public static var noun: (singular: String, plural: String) { ("post", "posts") }
    /// `ListPostsUseCase`.
    public static var useCase: Any.Type { ListPostsUseCase.self }

    /// The post's id.
    public static func id(of summary: PostSummary) -> String { String(summary.id) }

    /// The title, and ``detail(of:width:)`` on the right.
    public static func row(for summary: PostSummary, width: Int) -> ListRow {
        ListRow(summary.post.title, detail: detail(of: summary, width: width))
    }

    /// The post's page.
    public static func webURL(of summary: PostSummary, context: PaneContext) -> URL? {
        context.links.post(id: summary.id)
    }

    /// "Leanne Graham · 5 comments" on wide screens; "5 comments" alone when narrow.
    public static func detail(of summary: PostSummary, width: Int) -> String {
        let comments = CountText.counted(summary.commentCount, "comment", "comments")
        guard width >= 70, let author = summary.authorName else { return comments }
        return "\(TextWidth.truncate(TerminalSanitizer.sanitize(author), toWidth: 20)) · \(comments)"
    }
}
