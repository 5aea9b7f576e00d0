/// The shells `atomic completion` writes a script for.
enum Shell: String, CaseIterable, Sendable {
    /// GNU bash.
    case bash
    /// The Z shell.
    case zsh
    /// The friendly interactive shell.
    case fish
}
