import AtomicOutput

/// Which commands page their output, and the pager they start, as gh pages long output on a terminal.
///
/// A command that prints data (``FeatureCommand/pagesOutput``: `users`, `user LOGIN`, `followers`, `following`,
/// `repos`, `search users`, `posts`, `post ID`, `author ID`; `user`, `post` and `author` without `--web`), the
/// overview, `open LINK`, `cache info` and help go through ``GlobalOptions/pager`` when standard output is a
/// terminal (not one `GH_FORCE_TTY` pretends), without `--json`, `--no-pager`, `TERM=dumb` (or `TERM` unset or
/// empty) or the accessible mode; never the interactive app, `auth`, `config`, `version`, `completion`, `man` or
/// `cache clear`.
/// The pager gets the environment without any token. A missing `less` when nothing names a pager prints without
/// one silently; a pager someone named that cannot start is one `warning:` line.
enum CommandPaging {
    /// The variables the pager never gets: every variable a GitHub token is read from.
    static let withheldVariables = TokenVariables.names

    /// Whether `command`'s output is long text for people, worth a pager on a terminal; never when it writes a
    /// picture in an image protocol with `options` (`user --avatar --avatars=sixel`), which no pager passes on.
    static func pages(_ command: Command, options: GlobalOptions) -> Bool {
        switch command {
        case .overview, .open, .help, .cacheInfo: true
        case .feature(let command): command.pagesOutput && !command.writesTerminalGraphics(with: options)
        case .cacheClear, .version, .completion, .manual: false
        }
    }

    /// Asks `console` to page `command`'s output through the pager `options` choose, when it pages and the
    /// output goes where a pager belongs, with `environment` less ``withheldVariables``; a pager whose command line
    /// cannot be split into words is one `warning:` line, and the output is printed without it. `TERM` unset or
    /// empty counts as `TERM=dumb` here, for the pager alone: `less` could not drive such a terminal.
    static func start(
        for command: Command, options: GlobalOptions, console: any Console, environment: [String: String]
    ) {
        guard pages(command, options: options) else { return }
        do throws(PagerCommandError) {
            guard
                let pager = try options.pager.command(
                    outputIsTerminal: console.isTerminal && !console.isTerminalForced, json: options.json,
                    dumbTerminal: console.isDumb || (environment["TERM"] ?? "").isEmpty,
                    accessible: options.accessibleRequested || options.accessibleByEnvironment)
            else { return }
            console.page(
                through: pager, environment: environment.filter { !withheldVariables.contains($0.key) },
                warnsWhenMissing: options.pager.source != .standard)
        } catch {
            console.writeError(
                "warning: the pager \(options.pager.text) cannot be read (\(error)); printing without it\n")
        }
    }
}
