import AtomicCommandLine
import Domain
import Presentation

/// `atomic posts`: every post with its author and number of comments.
struct PostsCommand: FeatureCommand {
    /// The `posts` command's declaration.
    static let configuration = CommandConfiguration(
        commandName: "posts",
        abstract: "List every post with its author",
        discussion: """
            Lists every post with its author's name and its number of comments; with --user ID only the posts of \
            that author (the cached feed filtered, so it makes no request of its own). Posts, authors and \
            comments are kept in the cache and fetched again when older than the TTL. On a terminal it opens the \
            interactive app on the posts feed, or on the author's posts.
            """,
        jsonFields: ["userId", "id", "title", "author", "commentCount"],
        examples: [
            Example("atomic posts --no-interactive", "print the feed on a terminal"),
            Example("atomic posts --json=id,title", "ids and titles"),
            Example("atomic posts --user 1 --no-interactive", "the posts of the author with id 1"),
        ])

    /// The author whose posts to list (`--user ID`), or `nil` for every post.
    @Option(
        "--user", valueName: "ID", help: "Only the posts of the author with this id", defaultText: "every author",
        parser: .integer(in: 1...Int.max, meaning: "an author id (1 or more)", example: "1"))
    var userId: Int?

    /// Every post, or with `userId` only that author's.
    init(userId: Int?) {
        self.init()
        self.userId = userId
    }

    /// A feed yet to be read from a command line.
    init() {}

    /// The posts feed, or the author's posts: on a terminal `atomic posts` opens the interactive app there.
    var screen: Route? { userId.map { .authorPosts(userId: $0) } ?? .posts }

    /// Lists every post (or the author's) with its author and comment count, as a table or JSON; warns when the data
    /// is stale.
    func run(in runner: CommandRunner) async throws {
        let listPosts = try await runner.makeServices().posts.listPosts
        let posts =
            if let userId {
                try await listPosts(userId: userId, context: runner.context)
            } else {
                try await listPosts(context: runner.context)
            }
        runner.warnIfStale(posts)
        if runner.options.json {
            runner.console.write(runner.output.json(posts.value.map(JSONOutput.PostItem.init)))
        } else {
            runner.output.writeList(runner.output.plain.posts(posts.value), isEmpty: posts.value.isEmpty)
        }
    }
}
