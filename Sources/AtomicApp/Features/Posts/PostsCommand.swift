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
            Lists every post with its author's name and its number of comments. Posts, authors and comments are \
            kept in the cache and fetched again when older than the TTL. On a terminal it opens the interactive \
            app on the posts feed.
            """,
        jsonFields: ["userId", "id", "title", "author", "commentCount"],
        examples: [
            Example("atomic posts --no-interactive", "print the feed on a terminal"),
            Example("atomic posts --json=id,title", "ids and titles"),
        ])

    /// The posts feed: on a terminal `atomic posts` opens the interactive app there.
    var screen: Route? { .posts }

    /// Lists every post with its author and comment count, as a table or JSON; warns when the data is stale.
    func run(in runner: CommandRunner) async throws {
        let posts = try await runner.makeServices().posts.listPosts(context: runner.context)
        runner.warnIfStale(posts)
        if runner.options.json {
            runner.console.write(runner.output.json(posts.value.map(JSONOutput.PostItem.init)))
        } else {
            runner.output.writeList(runner.output.plain.posts(posts.value), isEmpty: posts.value.isEmpty)
        }
    }
}
