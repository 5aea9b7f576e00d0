import AtomicCore
import Domain
import Foundation
import Networking

/// Runs one parsed command and prints the result; returns the exit status.
///
/// Exit status: 0 on success (stale data included, with a warning on standard error), 1 on failure with
/// one `error:` line on standard error, 130 when cancelled.
struct CommandRunner {
    /// Where output goes.
    let console: any Console
    /// The options the command runs with.
    let options: GlobalOptions
    /// The time source for ages.
    let clock: any AppClock
    /// Builds the repositories and the cache; called only by commands that need them.
    let makeServices: () async throws -> AppServices

    private var style: TextStyle {
        TextStyle(isEnabled: options.color && console.isTerminal)
    }

    private var plain: PlainOutput {
        PlainOutput(width: console.width, style: style)
    }

    private var avatar: AvatarOutput {
        AvatarOutput(
            width: console.width, colors: AvatarOutput.colorMode(color: style.isEnabled, trueColor: options.trueColor))
    }

    /// Runs `command` and returns the process exit status.
    ///
    /// The command runs inside one network ``Deadline`` of ``GlobalOptions/timeout`` seconds, shared by every
    /// request it makes (all the pages of `users`, retries and waits included).
    func run(_ command: Command) async -> Int32 {
        let deadline = Deadline(budget: .saturating(seconds: options.timeout), now: clock.now)
        do {
            try await Deadline.$current.withValue(deadline) {
                try await execute(command)
            }
            return 0
        } catch let error as DomainError {
            console.writeError("error: \(Self.describe(error, now: clock.now))\n")
            return error == .cancelled ? 130 : 1
        } catch {
            console.writeError("error: \(Self.describe(error))\n")
            return 1
        }
    }

    private func execute(_ command: Command) async throws {
        switch command {
        case .help(let topic):
            console.write(HelpText.text(for: topic))
        case .version:
            console.write(HelpText.version)
        case .overview:
            try await overview(services: makeServices())
        case .users(let since, let limit, let perPage):
            let services = try await makeServices()
            let page = try await CollectGitHubUsersUseCase(repository: services.users)(
                limit: limit, pageSize: perPage, since: since)
            warnIfStale(page)
            console.write(
                options.json
                    ? try JSONOutput.render(page.value.users.map(JSONOutput.UserItem.init))
                    : plain.users(page.value.users))
            warnIfBudgetIsLow(services.gitHubBudget())
        case .user(let login, let showsAvatar):
            let services = try await makeServices()
            let user = try await GetGitHubUserUseCase(repository: services.users)(login: login)
            warnIfStale(user)
            // The avatar is drawn only for people: never in JSON, never into a pipe or a file.
            if showsAvatar && !options.json && console.isTerminal {
                console.write(await avatar.render(user.value, images: services.images))
            }
            console.write(
                options.json ? try JSONOutput.render(JSONOutput.UserDetail(user: user.value)) : plain.user(user.value))
            warnIfBudgetIsLow(services.gitHubBudget())
        case .posts:
            let posts = try await ListPostsUseCase(repository: makeServices().posts)()
            warnIfStale(posts)
            console.write(
                options.json
                    ? try JSONOutput.render(posts.value.map(JSONOutput.PostItem.init)) : plain.posts(posts.value))
        case .post(let id):
            let post = try await GetPostDetailUseCase(repository: makeServices().posts)(id: id)
            warnIfStale(post)
            console.write(
                options.json ? try JSONOutput.render(JSONOutput.PostDetail(detail: post.value)) : plain.post(post.value)
            )
        case .cacheInfo:
            let report = try await makeServices().cache.report(now: clock.now, ttl: options.ttl)
            console.write(
                options.json ? try JSONOutput.render(JSONOutput.CacheInfo(report: report)) : plain.cacheInfo(report))
        case .cacheClear:
            try await makeServices().cache.clear()
            console.write(options.json ? try JSONOutput.render(["cleared": true]) : "Cache cleared.\n")
        }
    }

    /// The first users and posts, for `atomic` without a command when output is not a terminal.
    private func overview(services: AppServices) async throws {
        let users = try await CollectGitHubUsersUseCase(repository: services.users)(limit: 10, pageSize: 10)
        let posts = try await ListPostsUseCase(repository: services.posts)()
        warnIfStale(
            Fetched(
                value: (), freshness: users.freshness.combined(with: posts.freshness), fetchedAt: nil,
                staleReason: users.staleReason ?? posts.staleReason))
        warnIfBudgetIsLow(services.gitHubBudget())
        let firstPosts = Array(posts.value.prefix(10))
        if options.json {
            struct Overview: Encodable {
                let users: [JSONOutput.UserItem]
                let posts: [JSONOutput.PostItem]
            }
            console.write(
                try JSONOutput.render(
                    Overview(
                        users: users.value.users.map(JSONOutput.UserItem.init),
                        posts: firstPosts.map(JSONOutput.PostItem.init))))
            return
        }
        console.write(style.bold("GitHub users (first \(users.value.users.count))") + "\n")
        console.write(plain.users(users.value.users))
        console.write("\n" + style.bold("Posts (first \(firstPosts.count) of \(posts.value.count))") + "\n")
        console.write(plain.posts(firstPosts))
        console.write(
            "\nMore: atomic users, atomic user LOGIN, atomic posts, atomic post ID; atomic --help\n")
    }

    /// Says on standard error that few GitHub requests are left, and until when.
    private func warnIfBudgetIsLow(_ budget: GitHubBudget?) {
        guard let budget, budget.isLow else { return }
        let until = budget.resetAt.map { " until \(UTCTimeText.describe($0, now: clock.now))" } ?? ""
        console.writeError(
            "warning: \(budget.remaining) of \(budget.limit) GitHub requests left\(until); "
                + "set GITHUB_TOKEN for a larger allowance\n")
    }

    /// Says on standard error that `fetched` is stale, why, and how old it is.
    private func warnIfStale<Value>(_ fetched: Fetched<Value>) {
        guard case .stale(let age) = fetched.freshness else { return }
        console.writeError(
            "warning: \(Self.staleCause(fetched.staleReason)), showing data cached \(AgeText.describe(age)) ago\n")
    }

    /// The `error:` line for `error`: its message, and for a refused connection the flag that sets the address.
    static func describe(_ error: DomainError, now: Date) -> String {
        let message = error.message(now: now)
        switch error {
        case .cannotConnect(_, .gitHub?): return "\(message) (is --github-api-url right?)"
        case .cannotConnect(_, .posts?): return "\(message) (is --posts-api-url right?)"
        default: return message
        }
    }

    /// Why data could not be refreshed, in a few words.
    static func staleCause(_ reason: DomainError?) -> String {
        switch reason {
        case nil, .offline?, .notCached?: "offline"
        case .cannotConnect(let host, _)?: "could not connect to \(host)"
        case .timedOut?: "the server did not answer in time"
        case .connectionLost?: "the connection was cut off"
        case .unsupportedRedirect?, .tooManyRedirects?: "the server redirected where it should not"
        case .rateLimited?: "rate limited"
        case .unauthorized(tokenSent: true, _)?: "the token was refused"
        case .unauthorized?: "the server requires authentication"
        case .server(let status?, _)?: "the server could not answer (HTTP \(status))"
        case .server?: "the server could not answer"
        case .badData?: "the server sent unreadable data"
        case .notFound?, .storage?, .cacheUnreadable?, .cancelled?: "could not refresh"
        }
    }

    /// A one-line message for an error that is not a ``DomainError`` (a bug or a local failure).
    static func describe(_ error: any Error) -> String {
        if let error = error as? LocalizedError, let description = error.errorDescription {
            return description
        }
        return String(describing: error).split(separator: "\n").first.map(String.init) ?? "unexpected failure"
    }
}
