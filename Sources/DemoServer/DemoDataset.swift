import Data

/// A made-up but realistic copy of both remote services, generated from a seed, for the demo mode
/// and for tests that need plenty of data without a network.
///
/// The same seed and sizes always produce the same data, on every platform. The standard dataset holds
/// 2,400 GitHub users, each made only when a request reads it (see ``DemoGitHubUsers``; ids increasing with gaps; names in Latin, Japanese, Chinese, Korean, Arabic,
/// Cyrillic and Greek scripts, some with emoji; blank fields where real profiles have them; long bios;
/// one bio carrying terminal escape sequences) and a feed of 10 authors, 100 posts and 500 comments.
public struct DemoDataset: Sendable, Equatable {
    /// The seed of ``standard``.
    public static let defaultSeed: UInt64 = 0x00A7_0A1C_A5C4_1DE0
    /// The number of GitHub users in ``standard``.
    public static let defaultGitHubUserCount = 2_400
    /// The dataset the demo mode serves.
    public static let standard = DemoDataset()

    /// Every GitHub user's full profile, in increasing id order, each made when it is read.
    public let gitHubUsers: DemoGitHubUsers
    /// The feed's authors (JSONPlaceholder `/users`), ids 1…10; the feed is generated on its first read.
    public var postAuthors: [PostAuthorDTO] { feed.value.authors }
    /// The feed's posts, ids 1…100, ten per author in author order.
    public var posts: [PostDTO] { feed.value.posts }
    /// The comments, ids 1…500, five per post in post order.
    public var comments: [CommentDTO] { feed.value.comments }

    private let feed: DemoFeed

    /// The dataset for `seed` with `gitHubUserCount` users (negative counts give none). Nothing is generated
    /// now: each user when it is read, the feed when any of it is first read.
    public init(seed: UInt64 = defaultSeed, gitHubUserCount: Int = defaultGitHubUserCount) {
        gitHubUsers = DemoGitHubUsers(seed: seed, count: gitHubUserCount)
        feed = DemoFeed(seed: seed ^ 0x5EED_F00D_0000_0001)
    }

    /// The bio of the profile built to test that terminal escape sequences in remote text are neutralised.
    public static var escapeSequenceBio: String { DemoGitHubUserGenerator.escapeSequenceBio }

    /// The profile with `login`, compared without regard to case as GitHub does, or `nil`. The position is read
    /// from the login (see ``DemoGitHubUsers``), so this makes one profile at most.
    public func gitHubUser(login: String) -> GitHubUserDetailDTO? {
        gitHubUsers.user(login: login)?.user
    }
}
