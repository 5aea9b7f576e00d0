import Domain
import Presentation

/// Decides whether a command opens the interactive app, in which shell and at which screen, or prints as it always
/// has.
///
/// The app opens only when `--json` and `--no-interactive` are absent and the command names a screen: none
/// (home), `users`, `posts` or `open LINK`. `--accessible` then opens the accessible line shell whatever standard
/// input and output are (it reads lines, so a pipe can drive it). Otherwise the app opens only when standard input
/// and standard output are both terminals: in the line shell when the environment asks for it (`ATOMIC_ACCESSIBLE`,
/// `ACCESSIBLE`, `TERM=dumb`), else full screen. Every other command, and every command whose input or output is
/// not a terminal without `--accessible`, prints exactly as before.
enum InteractiveLaunch {
    /// Which shell the app runs in.
    enum Shell: Equatable {
        /// The full-screen app on the terminal's alternate screen.
        case fullScreen
        /// The accessible line shell: plain lines and a prompt.
        case lines
    }

    /// The route the app opens at for `command` and the shell it opens in, or `nil` when the command prints
    /// instead.
    ///
    /// - Parameters:
    ///   - command: The parsed command.
    ///   - options: Its options; `json`, `interactive` and the accessible mode's decide too.
    ///   - terminals: Whether standard input and standard output are both terminals.
    static func launch(for command: Command, options: GlobalOptions, terminals: Bool) -> (route: Route, shell: Shell)? {
        guard options.interactive, !options.json, let route = screen(of: command) else { return nil }
        if options.accessibleRequested { return (route, .lines) }
        guard terminals else { return nil }
        return (route, options.accessibleByEnvironment ? .lines : .fullScreen)
    }

    /// The route `command` names a screen of, or `nil` when it is a command that only prints.
    static func screen(of command: Command) -> Route? {
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
