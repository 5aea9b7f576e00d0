import AtomicCommandLine
import Domain
import TerminalUI

/// `atomic author ID`: the page of one of the posts' authors, or that page in the browser with `--web`.
struct AuthorCommand: WebPageCommand {
    /// The `author` command's declaration.
    static let configuration = CommandConfiguration(
        commandName: "author",
        abstract: "Show the author of posts with this id",
        discussion: """
            Shows one author of the posts feed (a JSONPlaceholder user, BASE/users/ID): name, username, e-mail, \
            phone, web site, address and company. The page is kept in the cache and fetched again when older \
            than the TTL, so it works offline once fetched; 'atomic posts --user ID' lists the author's posts, and \
            'atomic open atomic://posts/authors/ID' opens the page in the interactive app. With --web the \
            author's page (BASE/users/ID, BASE being --posts-api-url) opens in the browser.
            """,
        jsonFields: ["id", "name", "username", "email", "address", "phone", "website", "company"],
        examples: [
            Example("atomic author 1", "the first author"),
            Example("atomic author 1 --json=name,email", "their name and e-mail address"),
        ])

    /// The author's id, from 1.
    @Argument("ID", help: "The author's id, a positive integer", completion: .dynamic, transform: AuthorCommand.id(in:))
    var id: Int
    /// Whether to open the author's page in the browser instead (`-w`, `--web`, as `atomic post` has it).
    @Flag(WebFlag.name, short: WebFlag.short, help: WebFlag.help) var opensWeb: Bool

    /// The author with `id` (from 1), or their page in the browser when `web`.
    init(id: Int, web: Bool = false) {
        self.init()
        self.id = id
        opensWeb = web
    }

    /// An author yet to be read from a command line.
    init() {}

    /// The author id `text` is: a whole number from 1.
    static func id(in text: String) throws(UsageError) -> Int {
        guard let id = Int(text), id > 0 else {
            throw UsageError(
                "author ID must be a whole number from 1, got \"\(TerminalSanitizer.singleLine(text))\"",
                hint: "ID is a positive integer, e.g. 'atomic author 1'")
        }
        return id
    }

    /// Shows the author's page, as text or JSON, warning when the data is stale; or opens it in the browser,
    /// `BASE/users/ID` with BASE the `--posts-api-url`.
    func run(in runner: CommandRunner) async throws {
        if opensWeb {
            try await runner.browse(runner.options.postsAPIURL.absoluteString + "/users/\(id)")
            return
        }
        let author = try await runner.makeServices().posts.getAuthor(id: id, context: runner.context)
        runner.warnIfStale(author)
        runner.console.write(
            runner.options.json
                ? runner.output.json(JSONOutput.AuthorProfile(author: author.value))
                : runner.output.plain.author(author.value))
    }
}
