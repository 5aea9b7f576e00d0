import AtomicCore
import Data

/// The posts feed of a ``DemoDataset`` (authors, posts, comments), generated from its seed the first time any of
/// it is read and kept from then on, so a run that never reads the feed never generates it.
///
/// Two feeds are equal when they have the same seed, which is when they hold the same records.
final class DemoFeed: Sendable, Equatable {
    /// The feed's records, in the order ``DemoPostsGenerator`` makes them.
    struct Records: Sendable {
        let authors: [PostAuthorDTO]
        let posts: [PostDTO]
        let comments: [CommentDTO]
    }

    /// The seed the records come from.
    let seed: UInt64
    private let records = Locked<Records?>(nil)

    /// The feed of `seed`, not generated yet.
    init(seed: UInt64) {
        self.seed = seed
    }

    /// The records: 10 authors, 10 posts each, 5 comments a post; generated on the first call.
    var value: Records {
        records.withLock { stored in
            if let stored { return stored }
            var feed = DemoPostsGenerator(seed: seed)
            let authors = feed.authors(count: 10)
            let posts = feed.posts(authors: authors, perAuthor: 10)
            let made = Records(authors: authors, posts: posts, comments: feed.comments(posts: posts, perPost: 5))
            stored = made
            return made
        }
    }

    static func == (left: DemoFeed, right: DemoFeed) -> Bool {
        left.seed == right.seed
    }
}
