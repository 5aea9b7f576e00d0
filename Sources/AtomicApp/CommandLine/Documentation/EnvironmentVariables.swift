import AtomicCommandLine

/// The environment variables `atomic` reads, as `atomic help environment`, help's ENVIRONMENT section and the
/// man page describe them.
enum EnvironmentVariables {
    /// Every variable: those behind a global option (from ``RootCommand``'s declarations), then the others.
    static let all: [EnvironmentVariable] =
        EnvironmentVariable.variables(of: CommandDescription(RootCommand.self).options) + [
            EnvironmentVariable(
                name: "GH_TOKEN, GITHUB_TOKEN",
                help: """
                    The token for github.com, the first one set wins; sent as a bearer token to the GitHub API's own \
                    origin only (over https or to a loopback address); never printed or logged
                    """),
            EnvironmentVariable(
                name: "GH_HOST",
                help: """
                    The GitHub host, as gh reads it (default github.com); another host has its API at \
                    https://HOST/api/v3 and its token in GH_ENTERPRISE_TOKEN
                    """),
            EnvironmentVariable(
                name: "GH_ENTERPRISE_TOKEN, GITHUB_ENTERPRISE_TOKEN",
                help: "The token when GH_HOST names another host than github.com, the first one set wins"),
            EnvironmentVariable(
                name: "ATOMIC_NO_GH_TOKEN",
                help: """
                    1: never ask gh auth token for a token (the last step of the token order, after the variables \
                    and the token atomic auth login stored)
                    """),
            EnvironmentVariable(
                name: "ATOMIC_GITHUB_CLIENT_ID",
                help: "The client id atomic auth login's device flow signs in with (as --client-id)"),
            EnvironmentVariable(
                name: "ATOMIC_GITHUB_WEB_URL",
                help: "The web root atomic auth login talks to (as --github-web-url; default the API's)"),
            EnvironmentVariable(
                name: "XDG_CONFIG_HOME",
                help: """
                    atomic auth login keeps tokens in atomic/credentials.json inside it (default ~/.config), and the \
                    config file is atomic/config.yml inside it
                    """),
            EnvironmentVariable(
                name: "ATOMIC_ACCESSIBLE, ACCESSIBLE",
                help: """
                    Set and not empty, 0 or false: the accessible line mode instead of the full-screen app, on a \
                    terminal (atomic help accessibility)
                    """),
            EnvironmentVariable(
                name: "TERM",
                help:
                    """
                    dumb: no colours, styles, hyperlinks, spinner or pager; the accessible line mode instead of the \
                    full-screen app; unset or empty: no pager
                    """),
            EnvironmentVariable(
                name: "ATOMIC_NO_MOUSE",
                help: "1: the interactive app leaves the mouse to the terminal (as --no-mouse)"),
            EnvironmentVariable(
                name: "NO_COLOR",
                help: "When set and not empty, as --no-color: no colours; the app keeps the attributes"),
            EnvironmentVariable(name: "CLICOLOR", help: "0: no colours, as NO_COLOR"),
            EnvironmentVariable(
                name: "CLICOLOR_FORCE",
                help: """
                    Set and not empty or 0: colours and styles even into a pipe, a file or TERM=dumb, over NO_COLOR \
                    and CLICOLOR (not over --no-color), as gh reads it
                    """),
            EnvironmentVariable(
                name: "GH_FORCE_TTY",
                help: """
                    Set and not empty: output as on a terminal (tables, colours, indented JSON, hyperlinks) even \
                    into a pipe or a file, as gh reads it; a number of 20 or more is the width in columns, N% that \
                    share of the width; no pager, and no interactive app
                    """),
            EnvironmentVariable(
                name: "http_proxy, https_proxy, ALL_PROXY, NO_PROXY",
                help: """
                    Read by libcurl for every request, avatars included: http_proxy (lower case only) for http, \
                    https_proxy or HTTPS_PROXY for https, ALL_PROXY for both, NO_PROXY for hosts reached directly; \
                    a token still goes only to the GitHub API's origin
                    """),
            EnvironmentVariable(
                name: "ATOMIC_DEBUG, GH_DEBUG",
                help: """
                    Set and not empty, 0 or false: a trace on standard error of each request (method, address, \
                    status, time, retries) and each cache decision, as gh's GH_DEBUG=api; never a token or a \
                    header; not in the full-screen app
                    """),
            EnvironmentVariable(
                name: "COLUMNS",
                help: "The width plain output and help are fitted to (default: the terminal's, else 80)"),
            EnvironmentVariable(
                name: "COLORTERM", help: "truecolor or 24bit: avatars in 24-bit colour, else the 256 xterm colours"),
            EnvironmentVariable(
                name: "GH_BROWSER",
                help: "The command --web opens a page with, as gh reads it; wins over the config file"),
            EnvironmentVariable(
                name: "BROWSER",
                help: """
                    The command --web opens a page with when neither GH_BROWSER nor the config file names one; else \
                    xdg-open, else the address is printed. As xdg-open reads it: commands separated by :, tried in \
                    turn until one succeeds; %s in a command stands for the address (else it goes last), %% for %
                    """),
            EnvironmentVariable(
                name: "ATOMIC_PAGER, GH_PAGER, PAGER",
                help: """
                    The pager long plain output goes through on a terminal (default less -FRX, with LESS=FRX, \
                    LV=-c and LESSCHARSET=utf-8 when unset; none when TERM is dumb, unset or empty); ATOMIC_PAGER, \
                    then GH_PAGER, win over the config file, which wins over PAGER; empty or cat: none; split as a \
                    shell splits words, nothing expanded; warnings wait until it quits
                    """),
            EnvironmentVariable(
                name: "XDG_CACHE_HOME", help: "The cache folder is atomicarch inside it (default ~/.cache)"),
        ]
}
