import Domain
import TerminalUI

/// What `atomic users` and `atomic user LOGIN` do, and how they print: the GitHub Users feature's part of the
/// command line.
extension CommandRunner {
    /// `atomic users`: `limit` users after `since`, fetched `perPage` at a time, as a table or JSON, with the
    /// `next:` hint on a terminal.
    func runUsers(since: Int?, limit: Int, perPage: Int) async throws {
        let services = try await makeServices()
        let page = try await CollectGitHubUsersUseCase(repository: services.users)(
            limit: limit, pageSize: perPage, since: since)
        warnIfStale(page)
        warnIfIncomplete(page)
        if options.json {
            // Written as it is made: a long list is never held whole as text.
            JSONOutput.stream(page.value.users.lazy.map(JSONOutput.UserItem.init), format: jsonFormat) {
                console.write(utf8: $0)
            }
        } else {
            console.write(plain.users(page.value.users))
        }
        warnIfBudgetIsLow(services.gitHubBudget())
        hintNextPage(page.value, limit: limit, perPage: perPage)
    }

    /// `atomic user LOGIN`: the profile, with the avatar above it on a terminal when asked.
    func runUser(login: GitHubLogin, showsAvatar: Bool) async throws {
        let services = try await makeServices()
        let user = try await GetGitHubUserUseCase(repository: services.users)(login: login)
        warnIfStale(user)
        // The avatar is drawn only for people: never in JSON, never into a pipe or a file.
        if showsAvatar && !options.json && console.isTerminal {
            console.write(await avatar.render(user.value, images: services.images))
        }
        console.write(options.json ? json(JSONOutput.UserDetail(user: user.value)) : plain.user(user.value))
        warnIfBudgetIsLow(services.gitHubBudget())
    }

    /// Says on standard error how to list the users after `page` (`next: atomic users --since 164`), with the
    /// flags that shaped this list; only for people (standard output and error on a terminal, no `--json`), and
    /// only when the list goes on. The hint is wrapped to the width. `--no-interactive` is kept, since without it
    /// the command would open the interactive app on the terminal it was typed in.
    private func hintNextPage(_ page: UserPage, limit: Int, perPage: Int) {
        guard console.isForPeople, !options.json, page.next != nil, !page.isIncomplete, let last = page.users.last
        else { return }
        var words = ["atomic"]
        if options.demo { words.append("--demo") }
        if options.offline { words.append("--offline") }
        if !options.interactive { words.append("--no-interactive") }
        words += ["users", "--since", "\(last.id)"]
        if limit != Self.defaultLimit { words += ["--limit", "\(limit)"] }
        if perPage != min(limit, 100) { words += ["--per-page", "\(perPage)"] }
        let lines = TextWrapper.wrap("next: " + words.joined(separator: " "), toWidth: console.width)
        console.writeError(lines.joined(separator: "\n") + "\n")
    }

    /// How many users `atomic users` lists without `--limit`.
    private static let defaultLimit = 30
}

extension PlainOutput {
    /// A table of users: id, login and profile URL.
    func users(_ users: [GitHubUser]) -> String {
        guard !users.isEmpty else { return "No users.\n" }
        // On a narrow terminal the profile address goes before any login is cut.
        let table = TextTable(
            columns: [
                .init(title: "ID", alignsRight: true),
                .init(title: "LOGIN", isFlexible: true, minimumWidth: nil),
                .init(title: "PROFILE", isDroppable: true, isLink: true),
            ],
            rows: users.map { ["\($0.id)", $0.login, $0.profileURLText ?? "-"] })
        return render(table)
    }

    /// One user's profile as labelled lines; missing fields are left out.
    func user(_ user: GitHubUserDetail) -> String {
        var lines = [style.bold(clean(user.name.map { "\($0) (\(user.login))" } ?? user.login))]
        if let bio = user.bio, !bio.isEmpty {
            lines += TextWrapper.wrap(clean(bio), toWidth: width)
        }
        lines.append("")
        let fields: [(String, String?)] = [
            ("Company", user.company),
            ("Location", user.location),
            ("Email", user.email),
            ("Blog", user.blog),
            ("Twitter", user.twitterUsername.map { "@\($0)" }),
            ("Followers", "\(user.followers)"),
            ("Following", "\(user.following)"),
            ("Repos", "\(user.publicRepos)"),
            ("Gists", "\(user.publicGists)"),
            ("Joined", user.createdAt.map(Self.day)),
            ("Profile", user.profileURL?.absoluteString),
            ("Avatar", user.avatarURL?.absoluteString),
            ("ID", "\(user.id)"),
        ]
        let links: Set<String> = ["Profile", "Avatar"]
        for (label, value) in fields {
            guard let value, !value.isEmpty else { continue }
            let shown =
                hyperlinks && links.contains(label) ? Hyperlink.wrap(clean(value), address: value) : clean(value)
            lines.append(style.dim(TextWidth.pad(label, toWidth: 11)) + shown)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension JSONOutput {
    /// One row of `atomic users --json`.
    struct UserItem: JSONWritable {
        let user: GitHubUser

        func write(to writer: inout JSONWriter) {
            writer.beginObject()
            writer.key(Self.loginKey)
            writer.string(user.login)
            writer.key(Self.idKey)
            writer.int(user.id)
            writer.key(Self.avatarURLKey)
            writer.string(user.avatarURLText)
            writer.key(Self.htmlURLKey)
            writer.string(user.profileURLText)
            writer.endObject()
        }

        // The keys, escaped once for every row.
        private static let loginKey = JSONWriter.Key("login")
        private static let idKey = JSONWriter.Key("id")
        private static let avatarURLKey = JSONWriter.Key("avatarUrl")
        private static let htmlURLKey = JSONWriter.Key("htmlUrl")
    }

    /// `atomic user LOGIN --json`.
    struct UserDetail: JSONWritable {
        let user: GitHubUserDetail

        func write(to writer: inout JSONWriter) {
            writer.beginObject()
            writer.key("login")
            writer.string(user.login)
            writer.key("id")
            writer.int(user.id)
            writer.key("avatarUrl")
            writer.string(user.avatarURL?.absoluteString)
            writer.key("htmlUrl")
            writer.string(user.profileURL?.absoluteString)
            writer.key("name")
            writer.string(user.name)
            writer.key("company")
            writer.string(user.company)
            writer.key("blog")
            writer.string(user.blog)
            writer.key("location")
            writer.string(user.location)
            writer.key("email")
            writer.string(user.email)
            writer.key("bio")
            writer.string(user.bio)
            writer.key("twitterUsername")
            writer.string(user.twitterUsername)
            writer.key("publicRepos")
            writer.int(user.publicRepos)
            writer.key("publicGists")
            writer.int(user.publicGists)
            writer.key("followers")
            writer.int(user.followers)
            writer.key("following")
            writer.int(user.following)
            writer.key("createdAt")
            writer.date(user.createdAt)
            writer.endObject()
        }
    }
}
