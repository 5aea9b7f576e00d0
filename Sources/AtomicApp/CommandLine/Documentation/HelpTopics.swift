import AtomicCommandLine

/// The help topics that are not commands: `atomic help accessibility`, `environment`, `exit-codes` and
/// `formatting`.
enum HelpTopics {
    /// Every topic, in the order help lists them.
    static let all: [HelpTopic] = [accessibility, environment, exitCodes, formatting]

    /// The accessible line mode: what it is, how to turn it on, the commands at its prompt, and the printing
    /// commands that read well too.
    static let accessibility = HelpTopic(
        "accessibility", abstract: "The accessible line mode, for screen readers and simple terminals",
        paragraphs: [
            """
            The accessible line mode shows the same screens as the full-screen app, with the same data, as plain \
            lines: no alternate screen, no cursor movement, no redraw and no escape sequence. Each screen is \
            printed once, in reading order, then a prompt says where you are and what you can type, for example \
            "users 1–30 of many · number to open, n next page, / filter, s search users, b back, q quit >". \
            Type a command and press Enter; loading, errors and offline notices are printed once, as lines.
            """,
            """
            Turn it on with --accessible, or set ATOMIC_ACCESSIBLE=1 or ACCESSIBLE=1 (any value but empty, 0 or \
            false); TERM=dumb turns it on too. The variables and TERM=dumb choose it where the full-screen app \
            would open, that is when standard input and output are both terminals; otherwise commands print as \
            always. --accessible opens it even when standard input is a pipe, which it then reads a line at a \
            time. --json and --no-interactive print instead, as they do for the full-screen app.
            """,
            """
            The printing commands are screen-reader friendly too: atomic users, atomic user LOGIN and the \
            others print plain text (tab-separated into a pipe), and --json prints JSON for other tools \
            (atomic help formatting).
            """,
            "At the prompt:",
        ],
        rows: [
            ("NUMBER", "open the row with that number (rows are numbered from the list's first)"),
            ("n, p", "the next or previous page of a list; the next page loads when the rows run out"),
            ("/ TEXT", "keep only the rows loaded that match TEXT; / alone shows them all"),
            (
                "LETTER",
                "what the prompt offers: f followers, F following, R repositories, a a post's author, p an author's posts"
            ),
            ("s QUERY", "search GitHub's users (s alone asks for the query on the next line)"),
            ("r", "retry what failed, else load the screen again"),
            ("?", "the commands of the screen shown"),
            ("b", "back one screen"),
            ("q", "quit (so does the end of the input)"),
        ])

    /// The environment variables `atomic` reads.
    static let environment = HelpTopic(
        "environment", abstract: "Environment variables atomic reads",
        paragraphs: ["Flags win over environment variables, which win over defaults."],
        rows: EnvironmentVariables.all.map { ($0.name, $0.help) })

    /// The exit statuses and what each means.
    static let exitStatuses: [(status: String, meaning: String)] = [
        ("0", "Success, also when stale cached data is shown (with a warning: line)"),
        (
            "1",
            "Failure, with one error: line; a users list cut short by a failing page keeps the users fetched on "
                + "standard output (its JSON array closed)"
        ),
        ("2", "Usage error: a command line atomic cannot run as typed, with a hint: line"),
        ("130", "Interrupted (Ctrl-C) while a command prints"),
        ("N", "What a --jq expression's halt_error(N) asks for"),
    ]

    /// What each exit status means.
    static let exitCodes = HelpTopic(
        "exit-codes", abstract: "What each exit status means",
        paragraphs: ["atomic exits with one of these statuses; on failure one error: line goes to standard error."],
        rows: exitStatuses.map { ($0.status, $0.meaning) })

    /// Plain output, JSON output and field selection.
    static let formatting = HelpTopic(
        "formatting", abstract: "Plain text, JSON and choosing JSON fields",
        paragraphs: [
            """
            Without --json, commands print plain text: on a terminal, aligned tables fitted to COLUMNS \
            (else the terminal's width, else 80), in colour unless --no-color or NO_COLOR; into a pipe, \
            each table row as one line of tab-separated cells, without a header.
            """,
            """
            --json prints JSON: camelCase keys in the API's own order, null for missing values, ISO-8601 dates. \
            --json=FIELDS (comma-separated) keeps only those keys of each printed object, or of each \
            element of a printed list; an unknown field is a usage error that lists the valid ones. As in gh, \
            the fields may follow --json after a space (--json id,login) where that word can be neither a \
            command nor an argument. Each command's help lists its JSON FIELDS.
            """,
            """
            --jq EXPRESSION (with --json) runs the JSON through a jq expression (libjq): each result on a line, \
            strings without quotes, other values as compact JSON. A bad expression is a usage error (2), one \
            that fails as it runs exits 1, and halt_error(N) exits N.
            """,
        ],
        rows: [
            ("atomic users --json", "every field of each user"),
            ("atomic users --json=id,login", "only id and login of each user"),
            ("atomic user octocat --json=followers", "one field of the profile"),
            ("atomic users --json=login --jq '.[].login'", "the logins, one a line"),
        ])
}
