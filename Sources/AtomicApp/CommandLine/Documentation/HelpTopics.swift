import AtomicCommandLine

/// The help topics that are not commands: `atomic help environment`, `exit-codes` and `formatting`.
enum HelpTopics {
    /// Every topic, in the order help lists them.
    static let all: [HelpTopic] = [environment, exitCodes, formatting]

    /// The environment variables `atomic` reads.
    static let environment = HelpTopic(
        "environment", abstract: "Environment variables atomic reads",
        paragraphs: ["Flags win over environment variables, which win over defaults."],
        rows: EnvironmentVariables.all.map { ($0.name, $0.help) })

    /// The exit statuses and what each means.
    static let exitStatuses: [(status: String, meaning: String)] = [
        ("0", "Success, also when stale cached data is shown (with a warning: line)"),
        ("1", "Failure, with one error: line"),
        ("2", "Usage error: a command line atomic cannot run as typed, with a hint: line"),
        ("130", "Interrupted (Ctrl-C) while a command prints"),
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
            --json=FIELDS (with the =, comma-separated) keeps only those keys of each printed object, or \
            of each element of a printed list; an unknown field is a usage error that lists the valid \
            ones. Each command's help lists its JSON FIELDS.
            """,
        ],
        rows: [
            ("atomic users --json", "every field of each user"),
            ("atomic users --json=id,login", "only id and login of each user"),
            ("atomic user octocat --json=followers", "one field of the profile"),
        ])
}
