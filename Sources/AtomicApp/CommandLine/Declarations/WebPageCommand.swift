import AtomicCommandLine

/// A feature's command that prints something or, with `-w`/`--web`, opens its page in the browser instead, as
/// `atomic user LOGIN --web` and `atomic post ID --web` do: the flag is declared with ``WebFlag``, and the command
/// refuses `--demo` with it, shows no data with it and has no JSON fields with it.
protocol WebPageCommand: FeatureCommand {
    /// Whether `--web` was given.
    var opensWeb: Bool { get }
}

/// The `-w`, `--web` flag of every ``WebPageCommand``.
enum WebFlag {
    /// The long name.
    static let name = "--web"
    /// The short name: `-w`.
    static let short: Character = "w"
    /// What it does.
    static let help = "Open the page in the web browser instead"
}

extension WebPageCommand {
    /// Refuses `--web` with `--demo`: the page it opens is the real one on GitHub or JSONPlaceholder, which is
    /// not the demo data shown, and opening it would touch the network that `--demo` promises to leave alone.
    func check(against options: GlobalOptions) throws(UsageError) {
        guard opensWeb, options.demo else { return }
        throw UsageError(
            "--web cannot be used with --demo: it opens the real page on GitHub or JSONPlaceholder, not the demo data",
            hint: "leave out --web to see the demo data, or --demo to open the real page")
    }

    /// The data, but not its page in the browser.
    var showsData: Bool { !opensWeb }

    /// With `--web`, `atomic NAME --web` and no fields: it prints no JSON.
    var jsonFieldChoice: (name: String, fields: [String]) {
        let name = "atomic \(Self.configuration.commandName)"
        return opensWeb ? (name + " --web", []) : (name, Self.configuration.jsonFields)
    }
}
