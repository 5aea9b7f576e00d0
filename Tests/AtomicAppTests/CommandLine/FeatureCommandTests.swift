import AtomicCore
import Domain
import Foundation
import Testing

@testable import AtomicApp

/// A feature's own command runs itself through the runner: output, JSON fields and errors as for every command.
@Suite struct FeatureCommandTests {
    /// A command a feature might add: echoes its argument, as text or as `{"text": …}`, or fails as asked.
    struct EchoCommand: FeatureCommand {
        static let configuration = CommandConfiguration(
            commandName: "echo", abstract: "Print the text given",
            arguments: [ArgumentDeclaration("TEXT", help: "What to print")], jsonFields: ["text"])

        let text: String

        init(text: String) {
            self.text = text
        }

        init(parsing values: ParsedValues) throws(UsageError) {
            text = values.arguments.first ?? ""
        }

        struct Output: JSONWritable {
            let text: String
            func write(to writer: inout JSONWriter) {
                writer.beginObject()
                writer.key("text")
                writer.string(text)
                writer.endObject()
            }
        }

        func run(in runner: CommandRunner) async throws {
            if text == "missing" { throw DomainError.notFound(.post(id: 404)) }
            runner.console.write(runner.options.json ? runner.json(Output(text: text)) : text + "\n")
        }
    }

    private func run(_ command: Command, json: Bool = false) async -> (Int32, RecordingConsole) {
        let console = RecordingConsole()
        var options = GlobalOptions()
        options.json = json
        let runner = CommandRunner(
            console: console, options: options, clock: TestClock(),
            makeServices: { throw DomainError.cancelled })
        return (await runner.run(command), console)
    }

    @Test func itPrintsThroughTheRunner() async {
        let (status, console) = await run(EchoCommand(text: "hello").command)
        #expect(status == 0)
        #expect(console.out == "hello\n")
        let (_, json) = await run(EchoCommand(text: "hello").command, json: true)
        #expect(json.out == #"{"text":"hello"}"# + "\n")
    }

    @Test func aDomainErrorIsTheErrorLineAndStatusOne() async {
        let (status, console) = await run(EchoCommand(text: "missing").command)
        #expect(status == 1)
        #expect(console.out == "")
        #expect(console.err.hasPrefix("error: "))
    }

    @Test func twoFeatureCommandsAreEqualWhenTheirValuesAre() {
        #expect(EchoCommand(text: "a").command == EchoCommand(text: "a").command)
        #expect(EchoCommand(text: "a").command != EchoCommand(text: "b").command)
        #expect(EchoCommand(text: "a").command != .posts)
    }

    @Test func itsJSONFieldsComeFromItsDeclaration() {
        let fields = CommandList.jsonFields(for: EchoCommand(text: "a").command)
        #expect(fields.name == "atomic echo")
        #expect(fields.fields == ["text"])
    }
}
