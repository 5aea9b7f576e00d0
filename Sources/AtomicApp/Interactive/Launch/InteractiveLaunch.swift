import Domain
import Presentation

/// Decides whether a command opens the interactive app, and at which screen, or prints as it always has.
///
/// The app opens only when standard input and standard output are both terminals, `--json` and
/// `--no-interactive` are absent, and the command names a screen: none (home), `users`, `posts` or `open LINK`.
/// Every other command, and every command whose output goes elsewhere, prints exactly as before.
enum InteractiveLaunch {
    /// The route the app opens at for `command`, or `nil` when the command prints instead.
    ///
    /// - Parameters:
    ///   - command: The parsed command.
    ///   - options: Its options; `json` and `interactive` decide too.
    ///   - terminals: Whether standard input and standard output are both terminals.
    static func route(for command: Command, options: GlobalOptions, terminals: Bool) -> Route? {
        guard terminals, options.interactive, !options.json else { return nil }
        switch command {
        case .overview: return .home
        case .users(let since, _, _): return .users(since: since)
        case .posts: return .posts
        case .open(let route): return route
        case .user, .post, .cacheInfo, .cacheClear, .help, .version, .completion, .manual, .browse, .feature:
            return nil
        }
    }

    /// Whether `command` lets the app open where the last run left it: only when no screen was named
    /// (`atomic` alone); `atomic users`, `atomic posts` and `atomic open LINK` open what they name.
    static func opensRemembered(_ command: Command) -> Bool {
        if case .overview = command { return true }
        return false
    }

    /// The route the app starts at: the one `remembered` keeps when `opensRemembered` and it reads as a route,
    /// else `route`.
    static func startRoute(_ route: Route, opensRemembered: Bool, remembered: AppState) -> Route {
        guard opensRemembered, let text = remembered.route, let kept = Route(rememberedText: text) else { return route }
        return kept
    }

    /// The printing command that shows what `route` shows, for `atomic open LINK` when the app does not open:
    /// a profile prints as `atomic user`, a post as `atomic post`, a list as its command, home as the overview.
    static func printingCommand(for route: Route) throws(DomainError) -> Command {
        switch route {
        case .home:
            return .overview
        case .users(let since):
            return .users(since: since, limit: 30, perPage: 30)
        case .user(let login):
            do {
                return .user(login: try GitHubLogin(login))
            } catch {
                // The deep-link parser checked the login already; a login it let through is one GitHub cannot have.
                throw .notFound(.gitHubUser(login: login))
            }
        case .posts:
            return .posts
        case .post(let id):
            return .post(id: id)
        }
    }
}
