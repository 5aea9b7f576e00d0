/// What a shell asks `PROGRAM __complete WORDS…` to complete, cobra's convention (which gh's scripts use): the
/// words typed after the program's name, the last one being the word under the cursor (empty after a space), read
/// against the program's declarations.
///
/// The words before the last are read as the parser reads them: options that take a value take the next word
/// (or the text after `=`), other options are skipped, `--` ends the options, and a word that names a subcommand
/// goes down to it; the others are the command's arguments, in order.
public struct CompletionRequest: Sendable {
    /// What the word under the cursor is.
    public enum Target: Sendable, Equatable {
        /// The command's argument at `index` (from 0), as declared.
        case argument(ArgumentDeclaration, index: Int)
        /// The value of `--json=`: the fields already typed (before the last comma) and the start of the one
        /// being typed.
        case jsonFields(typed: [String], prefix: String)
        /// The value of the option with this long name (`--theme`), given as the word after it.
        case optionValue(String)
        /// An option's name, a word past the command's arguments, or a command's name: what the scripts complete
        /// from the declarations themselves.
        case declared
    }

    /// The command the words name, the program's root when they name none.
    public let command: CommandDescription
    /// What the last word is.
    public let target: Target
    /// The word under the cursor as typed (for ``Target/jsonFields(typed:prefix:)``, the whole word, `--json=`
    /// included).
    public let word: String
    /// The values the words before the last give to options, by long name (`--cache-dir`); the last one wins.
    public let optionValues: [String: String]
    /// The flags the words before the last give, by long name (`--demo`).
    public let flags: Set<String>

    /// Reads `words` (everything after the program's name, the last being under the cursor; an empty list is read
    /// as one empty word) against `program`.
    public init(words: [String], program: CommandLineProgram) {
        let word = words.last ?? ""
        var command = program.root
        var positionals = 0
        var values: [String: String] = [:]
        var flags: Set<String> = []
        let options = program.options.map(\.declaration)
        func option(spelled spelling: String) -> OptionDeclaration? {
            options.first { $0.name == spelling || $0.short.map { "-\($0)" } == spelling }
        }
        var previous = Array(words.dropLast())[...]
        var optionsEnded = false
        var pendingValue: OptionDeclaration?
        while let current = previous.popFirst() {
            if let pending = pendingValue {
                values[pending.name] = current
                pendingValue = nil
            } else if !optionsEnded, current == "--" {
                optionsEnded = true
            } else if !optionsEnded, current.hasPrefix("-"), current.count > 1 {
                let parts = current.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let spelling = String(parts[0])
                if parts.count == 2 {
                    values[spelling] = String(parts[1])
                } else if let declared = option(spelled: spelling), declared.takesValue {
                    pendingValue = declared
                } else {
                    flags.insert(option(spelled: spelling)?.name ?? spelling)
                }
            } else if positionals == 0, let subcommand = command.subcommand(named: current) {
                command = subcommand
            } else {
                positionals += 1
            }
        }
        self.command = command
        self.word = word
        optionValues = values
        self.flags = flags
        if let pending = pendingValue {
            target = .optionValue(pending.name)
        } else if !optionsEnded, word.hasPrefix("--json=") {
            let fields = word.dropFirst("--json=".count).split(separator: ",", omittingEmptySubsequences: false)
            target = .jsonFields(typed: fields.dropLast().map(String.init), prefix: String(fields.last ?? ""))
        } else if !optionsEnded, word.hasPrefix("-") {
            target = .declared
        } else if command.subcommandArgument == nil, positionals < command.declaredArguments.count {
            target = .argument(command.declaredArguments[positionals], index: positionals)
        } else {
            target = .declared
        }
    }
}
