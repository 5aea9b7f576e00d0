import AtomicConfig
import AtomicLogger
import AtomicOutput
import AtomicShell
import Foundation
import TerminalUI

/// Options that apply to every command, resolved from flags first, then the environment, then defaults.
struct GlobalOptions: Equatable, Sendable {
    /// Serve built-in demo data through a stub transport; never touch the network.
    var demo = false
    /// Never use the network; answer from the cache only.
    var offline = false
    /// Print JSON instead of aligned text.
    var json = false
    /// The keys `--json=FIELDS` kept in each printed object, in the order asked; nil prints every key.
    var jsonFields: [String]?
    /// The jq expression `--jq` filters the JSON output with (``JQFilter``); nil prints the JSON itself.
    var jq: String?
    /// How long a cached answer stays fresh, in seconds.
    var ttl: TimeInterval = 300
    /// The longest one command may take over the network, in seconds, every request, retry and wait included
    /// (`--timeout`, `ATOMIC_TIMEOUT`); 30 by default.
    var timeout: TimeInterval = 30
    /// The GitHub REST API's base URL the user gave (`--github-api-url`, `ATOMIC_GITHUB_API_URL`); nil when none
    /// was given, and the host decides (`GH_HOST`, else `https://api.github.com`).
    var gitHubAPIURL: URL?
    /// The JSONPlaceholder API's base URL.
    var postsAPIURL = URL(string: "https://jsonplaceholder.typicode.com")!
    /// Where the cache lives; nil means the default location.
    var cacheDirectory: String?
    /// The least severe log level written to the log file.
    var logLevel = LogLevel.warning
    /// The interactive app's theme (`--theme`, `ATOMIC_THEME`); `dark` by default.
    var theme = Theme.Name.dark
    /// Whether colour and text styles may be used: not with `--no-color`, nor with `NO_COLOR` or `CLICOLOR=0`
    /// unless ``colorForced``.
    var color = true
    /// Whether each request (method, address, status, time) and each cache decision is traced on standard error,
    /// as gh's `GH_DEBUG=api` does: `ATOMIC_DEBUG` or `GH_DEBUG` set to anything but the empty text, `0` or
    /// `false`. Never in the full-screen app, which owns the screen (its log file keeps what `--log-level` asks).
    var debugTrace = false
    /// Whether colour and styles are used even into a pipe or on `TERM=dumb`: `CLICOLOR_FORCE` is set to anything
    /// but the empty text or `0`, and `--no-color` is not given.
    var colorForced = false
    /// Whether the interactive app ignores the route and selections it remembered (`--fresh-start`).
    var freshStart = false
    /// Whether the terminal shows 24-bit colour (`COLORTERM` is `truecolor` or `24bit`); images are drawn in the
    /// 256 xterm colours otherwise.
    var trueColor = false
    /// Whether the interactive app may open on a terminal; `--no-interactive` turns it off, so commands print
    /// as they do when output is not a terminal.
    var interactive = true
    /// Whether `--accessible` asked for the accessible line mode: plain lines and a prompt, read a line at a time,
    /// even when standard input or output is not a terminal.
    var accessibleRequested = false
    /// Whether the environment asks for the accessible line mode (`ATOMIC_ACCESSIBLE` or `ACCESSIBLE` set, not
    /// empty, not `0` or `false`, or `TERM=dumb`): it replaces the full-screen app where that would open.
    var accessibleByEnvironment = false
    /// Whether the interactive app asks the terminal for mouse reports (the wheel scrolls, a click selects and
    /// opens); `--no-mouse`, `ATOMIC_NO_MOUSE=1` or the config file's `mouse: false` turn it off, so the
    /// terminal's own selection works.
    var mouse = true
    /// How `--web` opens a page: `GH_BROWSER`, else the config file's `browser`, else the `BROWSER` command, else
    /// `xdg-open` found on `PATH`, else printing it.
    var browser = BrowserLauncher(environment: [:])
    /// The config file's colours, which replace the theme's (`colors.ROLE`).
    var colorOverrides: [Theme.Role: Color] = [:]
    /// The config file's keys for each action (`keys.ACTION`).
    var keyRemapping: [String: [String]] = [:]
    /// The interactive app's keys: the standard ones with the config file's `keys` remapping them.
    var keyMap = KeyMap.standard
    /// How avatars are drawn (`--avatars`, `ATOMIC_AVATARS`, the config file's `avatars`); ``AvatarMode/auto`` by
    /// default, ``AvatarMode/off`` for none.
    var avatars = AvatarMode.auto
    /// The variables that say which terminal this is (`TERM`, `TERM_PROGRAM`, `TMUX`, `STY`, `KITTY_WINDOW_ID`), for
    /// ``AvatarMode/resolved(environment:)``; nothing else of the environment.
    var terminalVariables: [String: String] = [:]

    /// ``avatars`` with ``AvatarMode/auto`` resolved for this terminal.
    var resolvedAvatars: AvatarMode { avatars.resolved(environment: terminalVariables) }
    /// The pager long plain output goes through on a terminal: `--no-pager` for none, else `ATOMIC_PAGER`, else
    /// `GH_PAGER`, else the config file's `pager`, else `PAGER`, else `less -FRX` (``CommandPaging`` says when it
    /// is used).
    var pager = PagerChoice(noPager: false, environment: [:], config: nil)
    /// Each setting the config file may hold, with its value in force and where it came from.
    var configuredSettings: [ConfiguredSetting] = []
    /// Where the config file is; nil without a home or config folder.
    var configFile: ConfigFileLocation?
    /// The config file's problems, one line each.
    var configProblems: [String] = []
}
