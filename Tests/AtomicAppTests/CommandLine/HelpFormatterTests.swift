import Foundation
import Testing

@testable import AtomicApp

/// Help is derived from the declarations, laid out in gh's sections, and fits the width it is given.
@Suite struct HelpFormatterTests {
    static let topics: [String?] = [nil] + CommandList.names + HelpTopic.allCases.map(\.rawValue)

    @Test(arguments: [40, 80])
    func everyHelpFitsTheWidth(width: Int) {
        for topic in Self.topics {
            let text = HelpFormatter(width: width).text(for: topic)
            for line in text.split(separator: "\n") {
                #expect(line.count <= width, "\(topic ?? "atomic") at \(width): \(line)")
            }
        }
    }

    @Test func theMainHelpHasGhsSections() {
        let text = HelpFormatter(width: 80).text(for: nil)
        for heading in ["USAGE", "COMMANDS", "FLAGS", "EXAMPLES", "ENVIRONMENT", "LEARN MORE"] {
            #expect(text.contains("\n\(heading)\n"), "\(heading)")
        }
        for name in CommandList.names {
            #expect(text.contains("  \(name):"))
        }
        #expect(text.contains("-V, --version"))
        #expect(text.contains("-h, --help"))
    }

    @Test(arguments: CommandList.names)
    func aCommandsHelpHasItsSections(name: String) throws {
        let configuration = try #require(CommandList.command(named: name)).configuration
        let text = HelpFormatter(width: 100).text(for: name)
        #expect(text.hasPrefix(configuration.abstract + "."))
        #expect(text.contains("USAGE\n  \(configuration.usage)\n"))
        for heading in ["INHERITED FLAGS", "EXAMPLES", "ENVIRONMENT", "LEARN MORE"] {
            #expect(text.contains("\n\(heading)\n"), "\(heading)")
        }
        #expect(text.contains("\nARGUMENTS\n") == !configuration.arguments.isEmpty)
        #expect(text.contains("\nFLAGS\n") == !configuration.options.isEmpty)
        #expect(text.contains("\nJSON FIELDS\n") == !configuration.jsonFields.isEmpty)
        let afterHeading = text.components(separatedBy: "\nJSON FIELDS\n").dropFirst().first ?? ""
        let fieldSection = afterHeading.components(separatedBy: "\n\n").first ?? ""
        for field in configuration.jsonFields {
            #expect(fieldSection.contains(field), "\(field)")
        }
        for option in configuration.options {
            #expect(text.contains(option.synopsis))
        }
        for example in configuration.examples {
            #expect(text.contains("$ " + example.command))
        }
    }

    @Test func topicsListWhatTheyCover() {
        let environment = HelpFormatter(width: 100).text(for: "environment")
        for variable in EnvironmentVariable.all {
            #expect(environment.contains(variable.name))
        }
        let exitCodes = HelpFormatter(width: 100).text(for: "exit-codes")
        for status in ["0", "1", "2", "130"] {
            #expect(exitCodes.contains("\n  \(status) "))
        }
        #expect(HelpFormatter(width: 100).text(for: "formatting").contains("--json=FIELDS"))
    }

    @Test("the README's command table is the one the declarations give")
    func readmeCommandTable() throws {
        let readme = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md"),
            encoding: .utf8)
        #expect(readme.contains("\n" + CommandTable.markdown() + "\n"), "expected:\n\(CommandTable.markdown())")
    }
}
