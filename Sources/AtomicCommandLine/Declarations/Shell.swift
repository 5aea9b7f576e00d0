/// The shells a completion script is written for (``CompletionScript``).
public enum Shell: String, CaseIterable, Sendable {
    /// GNU bash.
    case bash
    /// The Z shell.
    case zsh
    /// The friendly interactive shell.
    case fish
}
