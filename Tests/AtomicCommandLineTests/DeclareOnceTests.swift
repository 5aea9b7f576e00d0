import AtomicCommandLine
import Testing

/// Each option, flag and argument is declared once, as a property: help, completions and the man page read the
/// declaration, and the parser writes the typed value into the same property. Nothing else names it.
@Suite struct DeclareOnceTests {
    /// A command with one of each kind of property and nothing else.
    struct Greet: ParsableCommand, Hashable {
        static let configuration = CommandConfiguration(commandName: "greet", abstract: "Say hello")
        @Argument("NAME", help: "Who to greet") var name: String
        @Argument("TITLE", help: "How to address them") var title: String?
        @Option(
            "--times", short: "n", valueName: "N", help: "How often", defaultText: "1",
            parser: .integer(in: 1...10, meaning: "a number from 1 to 10", example: "3"))
        var times = 1
        @Option("--by", valueName: "NAME", help: "Who greets", parser: .nonEmpty(meaning: "a name", example: "Ann"))
        var sender: String?
        @Flag("--loud", help: "In capitals") var loud: Bool
    }

    /// A program whose one command is ``Greet``.
    struct Hello: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "hello", abstract: "Greets", subcommands: [Greet.self])
    }

    /// The parser of ``Hello``.
    static let parser = CommandParser(
        program: CommandLineProgram(
            root: Hello.self, documentation: ProgramDocumentation(version: "1", environmentSummary: "")),
        environment: [:])

    @Test func theDeclarationsComeFromThePropertiesInTheirOrder() {
        let description = CommandDescription(Greet.self)
        #expect(description.options.map(\.name) == ["--times", "--by", "--loud"])
        #expect(description.options.map(\.synopsis) == ["-n, --times N", "--by NAME", "--loud"])
        #expect(description.options[0].fullHelp == "How often (default 1)")
        #expect(description.options[0].example == "3")
        #expect(description.declaredArguments.map(\.name) == ["NAME", "TITLE"])
        #expect(description.declaredArguments.map(\.isOptional) == [false, true])
        #expect(description.usage == "greet NAME [TITLE] [-n N] [--by NAME] [--loud] [flags]")
        #expect(Self.parser.program.options.map(\.declaration.name) == ["--times", "--by", "--loud"])
    }

    @Test func theParserWritesTheTypedValuesIntoTheSameProperties() throws {
        let alone = Self.parser
        let values = try alone.scan(["greet", "Ann", "-n3", "--loud", "--by", "Bo"])
        let greet = try #require(try alone.parseCommand(values).command as? Greet)
        #expect(greet.name == "Ann" && greet.title == nil && greet.times == 3 && greet.sender == "Bo" && greet.loud)
        let plain = try #require(try alone.parseCommand(alone.scan(["greet", "Ann", "Dr"])).command as? Greet)
        #expect(plain.title == "Dr" && plain.times == 1 && plain.sender == nil && !plain.loud)
    }

    @Test func aCommandSetInCodeEqualsTheSameCommandParsed() throws {
        var built = Tool.Items()
        built.since = 4
        built.limit = 20
        let parsed = try #require(try Tool.parse(["items", "--since", "4", "-L", "20"]).parsed.command as? Tool.Items)
        #expect(parsed == built)
        #expect(parsed.hashValue == built.hashValue)
        built.limit = 21
        #expect(parsed != built)
    }

    @Test func helpShowsWhatThePropertiesDeclare() {
        let text = HelpFormatter(program: Tool.program, width: 100).text(for: "items")
        #expect(text.contains("  --since ID     Start after this item (default the first)\n"))
        #expect(text.contains("  -L, --limit N  How many to list (default 10)\n"))
        #expect(text.contains("USAGE\n  tool items [--since ID] [-L N] [flags]\n"))
    }
}
