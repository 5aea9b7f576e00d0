/// Which pager long plain output goes through, and where that choice came from, in gh's order with atomic's own
/// variable first: `--no-pager`, then `ATOMIC_PAGER`, `GH_PAGER`, the config file's `pager`, `PAGER`, and
/// ``PagerCommand/standardText`` (`less -FRX`) when nothing names one.
///
/// A variable that is set counts even when it is empty: `GH_PAGER=` turns the pager off as gh reads it, and
/// `PAGER=` as git reads it. The text is kept as written (``text``); ``command()`` splits it, and an empty text
/// or `cat` means no pager.
///
/// Whether output is paged at all also depends on where it goes: see
/// ``command(outputIsTerminal:json:dumbTerminal:accessible:)``.
///
/// ```swift
/// let choice = PagerChoice(noPager: false, environment: ["PAGER": "more", "GH_PAGER": "less -R"], config: "most")
/// #expect(choice.text == "less -R" && choice.source == .environment("GH_PAGER"))
/// #expect(PagerChoice(noPager: false, environment: [:], config: nil).text == "less -FRX")
/// #expect(try PagerChoice(noPager: false, environment: ["PAGER": "cat"], config: nil).command() == nil)
/// ```
public struct PagerChoice: Sendable, Equatable {
    /// Where a pager's text came from, most important first.
    public enum Source: Sendable, Equatable {
        /// `--no-pager` on the command line: no pager.
        case noPagerFlag
        /// atomic's or gh's own variable (`ATOMIC_PAGER`, `GH_PAGER`).
        case environment(String)
        /// The config file's `pager`.
        case config
        /// The generic `PAGER`.
        case genericEnvironment(String)
        /// Nothing named one: ``PagerCommand/standardText``.
        case standard
    }

    /// The variables read, in order: atomic's own, then gh's; both win over the config file.
    public static let ownVariables = ["ATOMIC_PAGER", "GH_PAGER"]
    /// The generic variable, which the config file wins over.
    public static let genericVariable = "PAGER"

    /// The pager's command line as written (`less -FRX`); empty for none.
    public let text: String
    /// Where ``text`` came from.
    public let source: Source

    /// The choice `noPager` (`--no-pager`), `environment` and the config file's `config` make.
    public init(noPager: Bool, environment: [String: String], config: String?) {
        if noPager {
            (text, source) = ("", .noPagerFlag)
        } else if let name = Self.ownVariables.first(where: { environment[$0] != nil }) {
            (text, source) = (environment[name] ?? "", .environment(name))
        } else if let config {
            (text, source) = (config, .config)
        } else if let value = environment[Self.genericVariable] {
            (text, source) = (value, .genericEnvironment(Self.genericVariable))
        } else {
            (text, source) = (PagerCommand.standardText, .standard)
        }
    }

    /// The command ``text`` names; nil when it names none (empty, blanks, `cat`).
    /// - Throws: ``PagerCommandError`` when the text cannot be split into words.
    public func command() throws(PagerCommandError) -> PagerCommand? {
        try PagerCommand(parsing: text)
    }

    /// The pager a command's output goes through: only when it goes to a terminal (`outputIsTerminal`), is not
    /// JSON (`json`), the terminal can show a pager (`dumbTerminal`: `TERM=dumb` cannot) and the accessible mode
    /// is not asked for (`accessible`: a screen reader wants the lines as they come); otherwise, or when ``text``
    /// names no pager, nil.
    /// - Throws: ``PagerCommandError`` when the pager would be used and its text cannot be split into words.
    public func command(
        outputIsTerminal: Bool, json: Bool, dumbTerminal: Bool, accessible: Bool
    ) throws(PagerCommandError) -> PagerCommand? {
        guard outputIsTerminal, !json, !dumbTerminal, !accessible else { return nil }
        return try command()
    }
}
