/// A status bar hint for one or more commands ("↑↓ move"): the shell shows it with the keys the ``KeyMap`` gives
/// those commands, so that a remapped key is the one shown.
public struct CommandHint: Sendable, Hashable {
    /// The commands, whose first keys are shown side by side.
    public var commands: [KeyCommand]
    /// What they do, in a word or two.
    public var action: String

    /// A hint that `commands` do `action`.
    public init(_ commands: [KeyCommand], _ action: String) {
        self.commands = commands
        self.action = action
    }

    /// A hint that `command` does `action`.
    public init(_ command: KeyCommand, _ action: String) {
        self.init([command], action)
    }
}
