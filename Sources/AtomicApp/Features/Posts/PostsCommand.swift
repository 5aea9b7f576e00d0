/// `atomic posts`: every post with its author and number of comments.
struct PostsCommand: ParsableCommand {
    /// The `posts` command's declaration.
    static let configuration = CommandConfiguration(
        commandName: "posts",
        abstract: "List every post with its author",
        discussion: """
            Lists every post with its author's name and its number of comments. Posts, authors and comments are \
            kept in the cache and fetched again when older than the TTL. On a terminal it opens the interactive \
            app on the posts feed.
            """,
        jsonFields: ["userId", "id", "title", "author", "commentCount"],
        examples: [
            Example("atomic posts --no-interactive", "print the feed on a terminal"),
            Example("atomic posts --json=id,title", "ids and titles"),
        ])

    /// Takes no arguments or options of its own.
    init(parsing values: ParsedValues) throws(UsageError) {}

    /// Lists the posts.
    var command: Command { .posts }
}
