import AtomicCommandLine
import Domain
import TerminalUI

/// `atomic post ID`: one post with its author and comments, or its page in the browser with `--web`.
struct PostCommand: WebPageCommand {
    /// The `post` command's declaration.
    static let configuration = CommandConfiguration(
        commandName: "post",
        abstract: "Show one post with its author and comments",
        discussion: """
            Shows one post with its author and its comments; works offline once the posts were fetched. With \
            --web the post's page (BASE/posts/ID, BASE being --posts-api-url) opens in the browser.
            """,
        jsonFields: ["userId", "id", "title", "body", "author", "comments"],
        examples: [
            Example("atomic post 1", "the first post"),
            Example("atomic post 1 --json=title,comments", "its title and comments"),
        ])

    /// The post's id, from 1.
    @Argument("ID", help: "The post's id, a positive integer", completion: .dynamic, transform: PostCommand.id(in:))
    var id: Int
    /// Whether to open the post's page in the browser instead (`-w`, `--web`, as `atomic user` has it).
    @Flag(WebFlag.name, short: WebFlag.short, help: WebFlag.help) var opensWeb: Bool

    /// The post with `id` (from 1), or its page in the browser when `web`.
    init(id: Int, web: Bool = false) {
        self.init()
        self.id = id
        opensWeb = web
    }

    /// A post yet to be read from a command line.
    init() {}

    /// The post id `text` is: a whole number from 1.
    static func id(in text: String) throws(UsageError) -> Int {
        guard let id = Int(text), id > 0 else {
            throw UsageError(
                "post ID must be a whole number from 1, got \"\(TerminalSanitizer.singleLine(text))\"",
                hint: "ID is a positive integer, e.g. 'atomic post 1'")
        }
        return id
    }

    /// Shows the post with its author and comments, as text or JSON, warning when the data is stale; or opens its
    /// page, `BASE/posts/ID` with BASE the `--posts-api-url`.
    func run(in runner: CommandRunner) async throws {
        if opensWeb {
            try await runner.browse(runner.options.postsAPIURL.absoluteString + "/posts/\(id)")
            return
        }
        let post = try await runner.makeServices().posts.getPost(id: id, context: runner.context)
        runner.warnIfStale(post)
        runner.console.write(
            runner.options.json
                ? runner.output.json(JSONOutput.PostDetail(detail: post.value)) : runner.output.plain.post(post.value)
        )
    }
}
