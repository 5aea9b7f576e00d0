import Domain
import TerminalUI

/// `atomic post ID`: one post with its author and comments, or its page in the browser with `--web`.
struct PostCommand: FeatureCommand {
    /// The `post` command's declaration.
    static let configuration = CommandConfiguration(
        commandName: "post",
        abstract: "Show one post with its author and comments",
        discussion: """
            Shows one post with its author and its comments; works offline once the posts were fetched. With \
            --web the post's page (BASE/posts/ID, BASE being --posts-api-url) opens in the browser.
            """,
        arguments: [ArgumentDeclaration("ID", help: "The post's id, a positive integer")],
        options: [UserCommand.web.declaration],
        jsonFields: ["userId", "id", "title", "body", "author", "comments"],
        examples: [
            Example("atomic post 1", "the first post"),
            Example("atomic post 1 --json=title,comments", "its title and comments"),
        ])

    /// The post's id, from 1.
    let id: Int
    /// Whether to open the post's page in the browser instead.
    let opensWeb: Bool

    /// The post with `id` (from 1), or its page in the browser when `web`.
    init(id: Int, web: Bool = false) {
        self.id = id
        opensWeb = web
    }

    /// Reads ID and `--web`.
    init(parsing values: ParsedValues) throws(UsageError) {
        let text = values.arguments[0]
        guard let id = Int(text), id > 0 else {
            throw UsageError(
                "post ID must be a whole number from 1, got \"\(TerminalSanitizer.singleLine(text))\"",
                hint: "ID is a positive integer, e.g. 'atomic post 1'")
        }
        try UserCommand.checkWebIsNotDemo(values)
        self.init(id: id, web: values.isSet(UserCommand.web))
    }

    /// The post, but not its page in the browser (`--web`).
    var showsData: Bool { !opensWeb }

    /// With `--web`, `atomic post --web` and no fields: it prints no JSON.
    var jsonFieldChoice: (name: String, fields: [String]) {
        opensWeb ? ("atomic post --web", []) : ("atomic post", Self.configuration.jsonFields)
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
            runner.options.json ? runner.json(JSONOutput.PostDetail(detail: post.value)) : runner.plain.post(post.value)
        )
    }
}
