import AtomicCommandLine
import AtomicOutput
import Domain
import Presentation
import TerminalUI

/// `atomic followers LOGIN`: the users who follow LOGIN (`GET /users/{login}/followers`), read page by page up to
/// `--limit`.
struct FollowersCommand: FeatureCommand {
    /// The `followers` command's declaration.
    static let configuration = UserRelationsCommand.configuration(of: .followers)

    /// The GitHub login whose followers are listed.
    @Argument("LOGIN", help: "The user's GitHub login", completion: .dynamic, transform: UserCommand.login(in:))
    var login: GitHubLogin
    /// How many to list, from 1 (`-L`, `--limit N`).
    @Option(
        "--limit", short: "L", valueName: "N", help: "How many to list", defaultText: "30",
        parser: .integer(in: 1...1_000, meaning: "a number from 1 to 1000", example: "30"))
    var limit = UserRelationsCommand.defaultLimit

    /// The command for `login`, as `atomic open` prints it.
    init(login: GitHubLogin) {
        self.init()
        self.login = login
    }

    /// A command yet to be read from a command line.
    init() {}

    /// The list: on a terminal `atomic followers` opens the interactive app there.
    var screen: Route? { .userRelations(login: login.rawValue, relation: .followers) }

    /// Lists the followers (see ``UserRelationsCommand/run(login:relation:limit:in:)``).
    func run(in runner: CommandRunner) async throws {
        try await UserRelationsCommand.run(login: login, relation: .followers, limit: limit, in: runner)
    }
}

/// `atomic following LOGIN`: the users LOGIN follows (`GET /users/{login}/following`), read page by page up to
/// `--limit`.
struct FollowingCommand: FeatureCommand {
    /// The `following` command's declaration.
    static let configuration = UserRelationsCommand.configuration(of: .following)

    /// The GitHub login whose followed users are listed.
    @Argument("LOGIN", help: "The user's GitHub login", completion: .dynamic, transform: UserCommand.login(in:))
    var login: GitHubLogin
    /// How many to list, from 1 (`-L`, `--limit N`).
    @Option(
        "--limit", short: "L", valueName: "N", help: "How many to list", defaultText: "30",
        parser: .integer(in: 1...1_000, meaning: "a number from 1 to 1000", example: "30"))
    var limit = UserRelationsCommand.defaultLimit

    /// The command for `login`, as `atomic open` prints it.
    init(login: GitHubLogin) {
        self.init()
        self.login = login
    }

    /// A command yet to be read from a command line.
    init() {}

    /// The list: on a terminal `atomic following` opens the interactive app there.
    var screen: Route? { .userRelations(login: login.rawValue, relation: .following) }

    /// Lists the followed users (see ``UserRelationsCommand/run(login:relation:limit:in:)``).
    func run(in runner: CommandRunner) async throws {
        try await UserRelationsCommand.run(login: login, relation: .following, limit: limit, in: runner)
    }
}

/// What `atomic followers` and `atomic following` share: their declaration and their run, the relation the only
/// difference.
enum UserRelationsCommand {
    /// How many users the commands list without `--limit`.
    static let defaultLimit = 30

    /// The command of `relation` for `login`, as `atomic open` prints it.
    static func command(relation: UserRelation, login: GitHubLogin) -> Command {
        switch relation {
        case .followers: FollowersCommand(login: login).command
        case .following: FollowingCommand(login: login).command
        }
    }

    /// The declaration of `relation`'s command, named after it.
    static func configuration(of relation: UserRelation) -> CommandConfiguration {
        let who = relation == .followers ? "who follow a user" : "a user follows"
        let name = relation.rawValue
        return CommandConfiguration(
            commandName: name,
            abstract: "List the users \(who)",
            discussion:
                "Lists the users \(who) (GET /users/{login}/\(name)), reading pages until --limit, and keeps them in the cache, fetched again when older than the TTL. On a terminal it opens the interactive app on the list.",
            jsonFields: ["id", "avatarUrl", "htmlUrl", "login", "siteAdmin", "type"],
            examples: [
                Example("atomic \(name) octocat -L 5", "the first five"),
                Example("atomic \(name) octocat --json=login,htmlUrl", "two fields of each, as JSON"),
            ])
    }

    /// Lists the users as a table or JSON, reading pages until `limit` or the last page; warns on standard error
    /// when a page is stale or the request budget low.
    static func run(login: GitHubLogin, relation: UserRelation, limit: Int, in runner: CommandRunner) async throws {
        let listUserRelations = try await runner.makeServices().userRelations.listUserRelations
        var pages: [Fetched<UserRelationsPage>] = []
        var items: [RelatedUser] = []
        var cursor: Int?
        var seen: Set<Int> = []
        while true {
            let page = try await listUserRelations(
                login: login, relation: relation, cursor: cursor, context: runner.context)
            pages.append(page)
            // A row seen on an earlier page (the list moved while it was read) is shown once.
            items += page.value.items.filter { seen.insert($0.id).inserted }
            // A next page that does not move past this one ends the list, as it does on the screen.
            guard items.count < limit, let next = page.value.next, next > (cursor ?? 1) else {
                break
            }
            cursor = next
        }
        items = Array(items.prefix(limit))
        if let stale = pages.first(where: { $0.freshness != .fresh }) { runner.warnIfStale(stale) }
        if runner.options.json {
            runner.console.write(runner.output.json(items.map(JSONOutput.RelatedUserItem.init)))
        } else {
            runner.output.writeList(runner.output.plain.userRelations(items), isEmpty: items.isEmpty)
        }
        if let last = pages.last { runner.warnIfBudgetIsLow(of: last) }
    }
}
