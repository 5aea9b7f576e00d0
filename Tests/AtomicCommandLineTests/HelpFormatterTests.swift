import AtomicCommandLine
import Foundation
import Testing

/// Help is derived from the declarations, laid out in gh's sections, and fits the width it is given.
@Suite struct HelpFormatterTests {
    static let pages: [String?] =
        [nil] + Tool.program.root.subcommands.flatMap(\.flattened).map { $0.path.dropFirst().joined(separator: " ") }
        + Tool.program.topicNames

    private func help(_ topic: String?, width: Int = 100) -> String {
        HelpFormatter(program: Tool.program, width: width).text(for: topic)
    }

    @Test(arguments: [40, 80])
    func everyHelpFitsTheWidth(width: Int) {
        for topic in Self.pages {
            for line in help(topic, width: width).split(separator: "\n") {
                #expect(line.count <= width, "\(topic ?? "tool") at \(width): \(line)")
            }
        }
    }

    @Test func aNarrowWidthIsWidenedToTheNarrowest() {
        let text = HelpFormatter(program: Tool.program, width: 3).text(for: nil)
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= HelpLayout.narrowest })
        #expect(text.split(separator: "\n").contains { $0.count > 10 })
    }

    @Test func theMainHelpHasGhsSections() {
        let text = help(nil, width: 80)
        for heading in ["USAGE", "COMMANDS", "FLAGS", "JSON FIELDS", "EXAMPLES", "ENVIRONMENT", "LEARN MORE"] {
            #expect(text.contains("\n\(heading)\n"), "\(heading)")
        }
        #expect(text.hasPrefix("Keep items in a store and show them.\n\nUSAGE\n  tool [flags] [command]\n"))
        for name in Tool.program.commandNames {
            #expect(text.contains("  \(name):"))
        }
        #expect(text.contains("-V, --version"))
        #expect(text.contains("-h, --help"))
        #expect(text.contains("  --timeout SECONDS"))
        #expect(text.contains("How long to wait (env TOOL_TIMEOUT, default 30)"))
        #expect(text.contains("ENVIRONMENT\n  Each flag with a variable reads it when the flag is absent.\n"))
        #expect(
            text.hasSuffix(
                "LEARN MORE\n  Use 'tool COMMAND --help' for more about a command.\n"
                    + "  Topics: 'tool help environment', 'tool help exit-codes'.\n  Read the manual with 'tool man'.\n"
            ))
    }

    @Test(arguments: Tool.program.commands.map(\.name))
    func aCommandsHelpHasItsSections(name: String) throws {
        let command = try #require(Tool.program.command(at: [name]))
        let configuration = command.configuration
        let text = help(name)
        #expect(text.hasPrefix(configuration.abstract + "."))
        #expect(text.contains("USAGE\n  \(command.usage)\n"))
        for heading in ["INHERITED FLAGS", "ENVIRONMENT", "LEARN MORE"] {
            #expect(text.contains("\n\(heading)\n"), "\(heading)")
        }
        #expect(text.contains("\nEXAMPLES\n") == !configuration.examples.isEmpty)
        #expect(text.contains("\nARGUMENTS\n") == !command.arguments.isEmpty)
        #expect(text.contains("\nFLAGS\n") == !command.pageOptions.isEmpty)
        #expect(text.contains("\nJSON FIELDS\n") == !configuration.jsonFields.isEmpty)
        let afterHeading = text.components(separatedBy: "\nJSON FIELDS\n").dropFirst().first ?? ""
        let fieldSection = afterHeading.components(separatedBy: "\n\n").first ?? ""
        for field in configuration.jsonFields {
            #expect(fieldSection.contains(field), "\(field)")
        }
        for option in command.pageOptions {
            #expect(text.contains(option.synopsis))
        }
        for example in configuration.examples {
            #expect(text.contains("$ " + example.command))
        }
    }

    @Test func topicsListWhatTheyCover() {
        let environment = help("environment")
        #expect(environment.hasPrefix("Variables tool reads.\n\n  Flags win over variables.\n\n"))
        for variable in ["TOOL_TIMEOUT", "TOOL_LEVEL", "TOOL_URL"] {
            #expect(environment.contains("  \(variable) "))
        }
        #expect(environment.contains("--timeout: How long to wait"))
        let exitCodes = help("exit-codes")
        for status in ["0", "2"] {
            #expect(exitCodes.contains("\n  \(status) "))
        }
    }

    @Test func anUnknownTopicIsTheMainHelp() {
        #expect(help("nothing") == help(nil))
    }

    @Test func theCommandTableHasARowPerCommand() {
        #expect(
            CommandTable.markdown(for: Tool.program) == """
                | command | what it does |
                | --- | --- |
                | `tool items [--since ID] [--limit N]` | List items in order |
                | `tool item NAME [--web] [--raw]` | Show one item |
                | `tool store ACTION [--force]` | Show the store or empty it |
                | `tool remote COMMAND` | Manage the remote stores |
                | `tool remote add NAME URL [--fetch]` | Add a remote store |
                | `tool remote branch COMMAND` | Manage a remote's branches |
                | `tool remote branch delete NAME` | Delete a branch |
                | `tool completion SHELL` | Print a script |
                | `tool help [TOPIC]` | Show help |

                """)
    }

    @Test func aLongDefinitionWrapsUnderItsTermWhenTheTermsLeaveNoRoom() {
        var layout = HelpLayout(width: 30)
        layout.definitions([("a-rather-long-term-here", "the description of it")])
        #expect(layout.text == "  a-rather-long-term-here\n      the description of it\n")
        var wide = HelpLayout(width: 60)
        wide.definitions([("term", "a description that is long enough to wrap at the width of the layout")])
        #expect(wide.lines.count == 2)
        #expect(wide.lines[1].hasPrefix(String(repeating: " ", count: 8)))
    }
}
