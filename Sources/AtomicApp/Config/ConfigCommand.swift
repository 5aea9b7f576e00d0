import AtomicCommandLine
import AtomicConfig
import AtomicShell
import Foundation
import TerminalUI

/// `atomic config COMMAND`: the config file's path, its settings, one setting's value, or a change to one.
struct ConfigCommand: ParsableCommand {
    /// The `config` group's declaration.
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "See and change the settings of the config file",
        discussion: """
            The config file is $XDG_CONFIG_HOME/atomic/config.yml (~/.config/atomic/config.yml), in YAML. It may \
            hold theme, colors.ROLE (header, status_bar, key, selection, secondary, info, warning, error, border: \
            a colour name, a number 0-255 or #rrggbb), keys.ACTION (a key or a list of keys), mouse (true or \
            false), avatars (auto, symbols, kitty, sixel or off; true and false for auto and off), ttl (seconds), github_api_url, posts_api_url, browser and pager. Flags win over \
            ATOMIC_ and gh's own variables (GH_BROWSER, GH_PAGER, GH_HOST), which win over the file, which wins \
            over BROWSER and PAGER. A bad line is reported once and its setting keeps its default.
            """,
        subcommands: [
            ConfigPathCommand.self, ConfigListCommand.self, ConfigGetCommand.self, ConfigSetCommand.self,
        ],
        subcommandArgument: SubcommandArgument("COMMAND", help: "The config command to run"),
        examples: [
            Example("atomic config list", "every setting, its value and where it came from"),
            Example("atomic config set theme light", "the light theme from now on"),
            Example("atomic config get ttl", "how long answers stay fresh"),
        ])
}

/// Why an `atomic config` command failed, in one line; the exit status is 1.
struct ConfigFailure: Error, LocalizedError, Equatable {
    /// The line after `error:`.
    let message: String

    /// The line after `error:`.
    var errorDescription: String? { message }
}

/// `atomic config path`: where the config file is (whether or not it exists).
struct ConfigPathCommand: FeatureCommand {
    /// The `config path` command's declaration.
    static let configuration = CommandConfiguration(
        commandName: "path", abstract: "Print the config file's path",
        examples: [Example("$EDITOR \"$(atomic config path)\"", "edit the file")])

    /// A command yet to be read from a command line.
    init() {}

    /// The command prints no remote data.
    var showsData: Bool { false }

    /// Prints the path.
    func run(in runner: CommandRunner) async throws {
        guard let file = runner.options.configFile else { throw ConfigFile.noFolder }
        runner.console.write(file.path + "\n")
    }
}

/// `atomic config list`: every setting with its value and where the value came from.
struct ConfigListCommand: FeatureCommand {
    /// The `config list` command's declaration.
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "Print every setting, its value and where it came from",
        discussion: """
            One line a setting: KEY=VALUE (SOURCE), the source one of flag, env, config or default; a colour \
            left to the theme has no value.
            """,
        examples: [Example("atomic config list", "the settings in force")])

    /// A command yet to be read from a command line.
    init() {}

    /// The command prints no remote data.
    var showsData: Bool { false }

    /// Prints the settings.
    func run(in runner: CommandRunner) async throws {
        // A value from the environment may hold anything: each is printed as one line, controls made visible.
        let lines = runner.options.configuredSettings.map {
            "\($0.key)=\(TerminalSanitizer.singleLine($0.value)) (\($0.source))\n"
        }
        runner.console.write(lines.joined())
    }
}

/// `atomic config get KEY`: one setting's value in force.
struct ConfigGetCommand: FeatureCommand {
    /// The `config get` command's declaration.
    static let configuration = CommandConfiguration(
        commandName: "get", abstract: "Print one setting's value",
        examples: [Example("atomic config get theme", "the theme in force")])

    /// The setting.
    @Argument(
        "KEY", help: "The setting, such as theme or colors.header", completion: .values(AppConfiguration.keyNames))
    var key: String

    /// A command yet to be read from a command line.
    init() {}

    /// The command prints no remote data.
    var showsData: Bool { false }

    /// Prints the value, or fails for a key the file cannot hold.
    func run(in runner: CommandRunner) async throws {
        guard AppConfiguration.schema.key(named: key) != nil,
            !key.hasPrefix("keys.") || KeyMap.actionNames.contains(String(key.dropFirst("keys.".count)))
        else { throw ConfigFile.unknownKey(key) }
        let value = runner.options.configuredSettings.first { $0.key == key }?.value ?? ""
        runner.console.write(TerminalSanitizer.singleLine(value) + "\n")
    }
}

/// `atomic config set KEY VALUE`: changes one setting in the file, keeping its comments and order.
struct ConfigSetCommand: FeatureCommand {
    /// The `config set` command's declaration.
    static let configuration = CommandConfiguration(
        commandName: "set", abstract: "Change one setting in the config file",
        discussion: """
            Checks the value first, then changes it where the file has it, keeping every comment and the order \
            of the lines, or adds it at the end of its section; creates the file (readable by you alone) when \
            there is none. A list of keys is written with commas: atomic config set keys.open enter,l.
            """,
        examples: [
            Example("atomic config set theme high-contrast", "the high-contrast theme"),
            Example("atomic config set colors.key '#ff8000'", "keys in orange"),
        ])

    /// The setting.
    @Argument(
        "KEY", help: "The setting, such as theme or colors.header", completion: .values(AppConfiguration.keyNames))
    var key: String
    /// The value.
    @Argument("VALUE", help: "The new value") var value: String

    /// A command yet to be read from a command line.
    init() {}

    /// The command prints no remote data.
    var showsData: Bool { false }

    /// Checks the value and writes it.
    func run(in runner: CommandRunner) async throws {
        guard let file = runner.options.configFile else { throw ConfigFile.noFolder }
        try ConfigFile.set(key, to: value, in: file)
    }
}
