import AtomicCommandLine
import AtomicJQ

/// Turns `atomic`'s arguments and environment into an ``Invocation``, or a ``UsageError`` that says what to fix,
/// with the command-line library's ``CommandParser`` over ``CommandList/program``: the global options of
/// ``RootCommand``, then `--help` (its topic as `CommandParser.helpTopic(for:)` finds it) and `--version`, then
/// the command, checked against the global options, its arguments read under them, and checked against the JSON
/// fields it prints.
struct InvocationParser {
    /// The environment variables the parser reads.
    let environment: [String: String]

    /// Parses `arguments` (without the program name).
    func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        let parser = CommandParser(program: CommandList.program, environment: environment)
        let values = try parser.scan(arguments)
        let root = try parser.readGlobals(values, as: RootCommand.self)
        var options = GlobalOptions(root, environment: environment)
        // The flags alone, read again without the environment, tell a flag from a variable.
        let withoutEnvironment = CommandParser(program: CommandList.program, environment: [:])
        let flags = try withoutEnvironment.readGlobals(try withoutEnvironment.scan(arguments), as: RootCommand.self)
        options.configFile = AppConfiguration.location(in: environment)
        options.configure(
            with: AppConfiguration.contents(in: environment), root: root, flags: flags, environment: environment)
        let positionals = values.arguments
        if root.help {
            return Invocation(command: .help(topic: try parser.helpTopic(for: positionals)), options: options)
        }
        if root.version {
            return Invocation(command: .version, options: options)
        }
        let parsed = try parser.parseCommand(values)
        guard let runnable = parsed.command as? any AppCommand else {
            preconditionFailure("\(type(of: parsed.command)) is listed as a command of atomic but cannot run")
        }
        try runnable.check(against: options)
        let command = try runnable.command(with: options)
        if options.json, let language = Self.nonJSONLanguage(of: command) {
            throw UsageError(
                "'atomic \(positionals.first ?? "")' prints \(language) and has no JSON form",
                hint: "leave out --json, e.g. \(Self.example(of: command))")
        }
        if let fields = options.jsonFields {
            let valid = CommandList.jsonFields(for: command)
            try JSONFieldSelection.check(fields, valid: valid.fields, commandName: valid.name)
            options.jsonFields = valid.fields.filter(fields.contains)
        }
        return Invocation(command: command, options: options, filter: try Self.filter(options))
    }

    /// The `--jq` expression of `options` compiled, nil without one; a usage error without `--json`, as gh says
    /// it, or when the expression does not compile, in libjq's words.
    private static func filter(_ options: GlobalOptions) throws(UsageError) -> JQFilter? {
        guard let expression = options.jq else { return nil }
        guard options.json else {
            throw UsageError(
                "cannot use --jq without specifying --json",
                hint: "add --json or --json=FIELDS, e.g. --json=login --jq '.[].login'")
        }
        do throws(JQError) {
            return try JQFilter(expression)
        } catch {
            throw UsageError(
                "--jq: \(error.message)", hint: "the expression is jq 1.6's language, e.g. --jq '.[] | .login'")
        }
    }

    /// The language of a command that prints a document for another program rather than data (roff, a shell
    /// script), which `--json` cannot change: nil for every other command.
    private static func nonJSONLanguage(of command: Command) -> String? {
        switch command {
        case .manual: "a manual page in roff"
        case .completion(let shell): "a \(shell.rawValue) script"
        default: nil
        }
    }

    /// How the command is meant to be used, for the hint of its `--json` usage error.
    private static func example(of command: Command) -> String {
        switch command {
        case .completion(let shell): "'atomic completion \(shell.rawValue)'"
        default: "'atomic man | man -l -'"
        }
    }
}
