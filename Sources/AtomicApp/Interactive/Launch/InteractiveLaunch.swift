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
        case .open(let route): return route
        case .feature(let command): return command.screen
        case .cacheInfo, .cacheClear, .help, .version, .completion, .manual: return nil
        }
    }

    /// Whether `command` lets the app open where the last run left it: only when no screen was named
    /// (`atomic` alone); `atomic users`, `atomic posts` and `atomic open LINK` open what they name.
    static func opensRemembered(_ command: Command) -> Bool {
        if case .overview = command { return true }
        return false
    }

    /// The printing command that shows what `route` shows, for `atomic open LINK` when the app does not open:
    /// home prints as the overview, a feature's route as its feature says (a profile as `atomic user`, a post as
    /// `atomic post`, a list as its command); a route whose feature prints nothing of it, as the overview too.
    static func printingCommand(for route: Route) throws(DomainError) -> Command {
        try FeatureList.printingCommand(for: route) ?? .overview
    }
}
