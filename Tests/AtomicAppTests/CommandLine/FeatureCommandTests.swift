import AtomicCore
import AtomicOutput
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
        #expect(EchoCommand(text: "a").command != PostsCommand().command)
        #expect(EchoCommand(text: "a").command != .version)
    }

    @Test func itsJSONFieldsComeFromItsDeclaration() {
        let fields = CommandList.jsonFields(for: EchoCommand(text: "a").command)
        #expect(fields.name == "atomic echo")
        #expect(fields.fields == ["text"])
    }

    @Test func theBuiltInCommandsNameTheirScreenTheirDataAndTheirJSON() throws {
        let login = try GitHubLogin("octocat")
        #expect(UsersCommand(since: 4, limit: 5, perPage: 5).screen == .users(since: 4))
        #expect(PostsCommand().screen == .posts)
        #expect(UserCommand(login: login).screen == nil)
        #expect(PostCommand(id: 1).screen == nil)
        #expect(UserCommand(login: login).showsData && !UserCommand(login: login, web: true).showsData)
        #expect(PostCommand(id: 1).showsData && !PostCommand(id: 1, web: true).showsData)
        let web = CommandList.jsonFields(for: PostCommand(id: 1, web: true).command)
        #expect(web.name == "atomic post --web" && web.fields.isEmpty)
        let profile = CommandList.jsonFields(for: UserCommand(login: login).command)
        #expect(profile.name == "atomic user" && profile.fields == UserCommand.configuration.jsonFields)
    }

    @Test func aPageOpenedInDemoModeIsNotCalledDemoData() async throws {
        let console = RecordingConsole(isTerminal: true, errorIsTerminal: true)
        var options = GlobalOptions()
        options.demo = true
        options.browser = BrowserLauncher(environment: ["PATH": "/nonexistent"])
        let runner = CommandRunner(
            console: console, options: options, clock: TestClock(), makeServices: { throw DomainError.cancelled })
        #expect(await runner.run(UserCommand(login: try GitHubLogin("octocat"), web: true).command) == 0)
        #expect(console.out == "https://github.com/octocat\n")
        #expect(console.err == "")
    }
}
