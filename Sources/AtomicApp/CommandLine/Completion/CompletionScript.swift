/// The completion script `atomic completion SHELL` prints, derived from ``CommandList`` and
/// ``GlobalOptionDeclarations``.
enum CompletionScript {
    /// The script for `shell`.
    static func script(for shell: Shell) -> String {
        switch shell {
        case .bash: BashCompletion.script()
        case .zsh: ZshCompletion.script()
        case .fish: FishCompletion.script()
        }
    }

    /// The words completion offers for a value or an argument of kind `kind`; empty for a free value and for
    /// folders, which each shell completes its own way.
    static func words(for kind: CompletionKind) -> [String] {
        switch kind {
        case .none, .directory: []
        case .values(let values): values
        case .topics: CommandList.names + HelpTopic.allCases.map(\.rawValue)
        }
    }

    /// Every command's configuration, in order.
    static var commands: [CommandConfiguration] {
        CommandList.all.map { $0.configuration }
    }

    /// The options that take a value, global and per command, with their long and short spellings.
    static var valueOptions: [OptionDeclaration] {
        CommandList.options.map(\.declaration).filter(\.takesValue)
    }

    /// The spellings of an option: `--limit` and `-L`.
    static func spellings(_ option: OptionDeclaration) -> [String] {
        [option.name] + (option.short.map { ["-\($0)"] } ?? [])
    }
}
