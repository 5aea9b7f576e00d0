/// Everything `atomic` says about one command: its name, what it does, its arguments, options, JSON fields and
/// examples. Parsing, help, completions, the man page and the README's command table are derived from it.
struct CommandConfiguration: Sendable {
    /// The word that selects the command (`users`), or `atomic` for the program itself.
    let commandName: String
    /// One line saying what the command does, as the COMMANDS list shows it.
    let abstract: String
    /// Paragraphs that explain the command further, shown in its help and man page.
    let discussion: String
    /// Its positional arguments, in order.
    let arguments: [ArgumentDeclaration]
    /// The options only this command accepts (the global ones are ``GlobalOptionDeclarations/all``).
    let options: [OptionDeclaration]
    /// The keys `--json=FIELDS` may name, in the order `--json` prints them; empty when it prints no JSON.
    let jsonFields: [String]
    /// Example command lines.
    let examples: [Example]

    /// Declares a command; see the properties for the meaning of each parameter.
    init(
        commandName: String, abstract: String, discussion: String = "", arguments: [ArgumentDeclaration] = [],
        options: [OptionDeclaration] = [], jsonFields: [String] = [], examples: [Example] = []
    ) {
        self.commandName = commandName
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        self.options = options
        self.jsonFields = jsonFields
        self.examples = examples
    }

    /// The usage line without `usage:`: `atomic users [--since ID] [-L N] [--per-page N] [flags]`.
    var usage: String {
        var parts = ["atomic", commandName]
        parts += arguments.map(\.synopsis)
        parts += options.map { "[\($0.short.map { "-\($0)" } ?? $0.name)\($0.valueName.map { " \($0)" } ?? "")]" }
        parts.append("[flags]")
        return parts.joined(separator: " ")
    }

    /// The usage line as the README's command table shows it: the command, its arguments and its own options.
    var tableUsage: String {
        var parts = [commandName] + arguments.map(\.synopsis)
        parts += options.map { "[\($0.name)\($0.valueName.map { " \($0)" } ?? "")]" }
        return parts.joined(separator: " ")
    }
}
