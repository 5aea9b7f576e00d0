/// The words of one command line sorted into option values and positional arguments, before they are typed.
///
/// The properties of a command (``Option``, ``Flag``, ``Argument``) read their values from it, so a value is
/// converted and checked in one place: the option's ``ValueParser``.
public struct ParsedValues: Sendable {
    /// The text of each option given, by long name; a flag given has an empty text.
    public internal(set) var options: [String: String] = [:]
    /// The values flags took after `=` (`--json=id,login` gives `id,login`), by long name; only flags that
    /// declare one may take one.
    public internal(set) var inlineValues: [String: String] = [:]
    /// The positional arguments, in order: every one after scanning; a command's own while it is read.
    public internal(set) var arguments: [String] = []
    /// The environment, for options that fall back to a variable.
    public internal(set) var environment: [String: String] = [:]
    /// The first word that starts with `-` but is no declared option (`-octo`), with the error it makes and how
    /// many positional arguments came before it, so the parser can tell once it knows the command whether a
    /// positional argument was expected there; scanning stops at it.
    public internal(set) var unknownOption: UnknownOption?
    /// The word that followed a flag that takes its value after `=` (`--json login`), by the flag's long name,
    /// kept as a positional argument; the parser gives it to the flag where no command or argument may stand.
    var detachedValues: [String: DetachedValue] = [:]

    /// Whether the option or flag named `name` (`--web`) was given.
    public func isSet(_ name: String) -> Bool {
        options[name] != nil
    }
}

/// A word read as an option that no declaration matches; see ``ParsedValues/unknownOption``.
public struct UnknownOption: Sendable {
    /// The word as typed.
    public let word: String
    /// Its place among the command line's words.
    public let index: Int
    /// How many positional arguments (the command's name included) came before it.
    public let positionalsBefore: Int
    /// The error it makes on its own: "unknown option -o", with a guess when one is close.
    public let error: UsageError
}

/// A word right after a flag that takes its value after `=`, which may be that value; see
/// ``ParsedValues/detachedValues``.
struct DetachedValue: Sendable, Equatable {
    /// The word as typed.
    let word: String
    /// Its place among the positional arguments.
    let position: Int
}
