/// The help topics that are not commands: `atomic help environment`, `exit-codes` and `formatting`.
enum HelpTopic: String, CaseIterable, Sendable {
    /// The environment variables `atomic` reads.
    case environment
    /// What each exit status means.
    case exitCodes = "exit-codes"
    /// Plain output, JSON output and field selection.
    case formatting

    /// One line saying what the topic covers.
    var abstract: String {
        switch self {
        case .environment: "Environment variables atomic reads"
        case .exitCodes: "What each exit status means"
        case .formatting: "Plain text, JSON and choosing JSON fields"
        }
    }

    /// The topic as a list of (term, description) rows, and paragraphs before it.
    var content: (paragraphs: [String], rows: [(String, String)]) {
        switch self {
        case .environment:
            return (
                ["Flags win over environment variables, which win over defaults."],
                EnvironmentVariable.all.map { ($0.name, $0.help) }
            )
        case .exitCodes:
            return (
                ["atomic exits with one of these statuses; on failure one error: line goes to standard error."],
                [
                    ("0", "Success, also when stale cached data is shown (with a warning: line)"),
                    ("1", "Failure, with one error: line"),
                    ("2", "Usage error: a command line atomic cannot run as typed, with a hint: line"),
                    ("130", "Interrupted (Ctrl-C) while a command prints"),
                ]
            )
        case .formatting:
            return (
                [
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
                [
                    ("atomic users --json", "every field of each user"),
                    ("atomic users --json=id,login", "only id and login of each user"),
                    ("atomic user octocat --json=followers", "one field of the profile"),
                ]
            )
        }
    }
}
