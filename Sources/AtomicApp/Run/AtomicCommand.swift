import AtomicCore
import Foundation

/// The `atomic` program: parse, build the services the command needs, run it, return the exit status.
enum AtomicCommand {
    /// Runs `atomic` with `arguments` (without the program name) and returns the exit status.
    static func main(
        arguments: [String],
        environment: [String: String],
        console: any Console,
        clock: any AppClock = SystemClock(),
        makeServices: (GlobalOptions) async throws -> AppServices
    ) async -> Int32 {
        let invocation: Invocation
        do {
            invocation = try CommandLineParser(environment: environment).parse(arguments)
        } catch {
            console.writeError("error: \(error.message)\nhint: \(error.hint)\n")
            return 2
        }
        switch invocation.command {
        case .help(let topic):
            console.write(HelpText.text(for: topic))
            return 0
        case .version:
            console.write(HelpText.version)
            return 0
        default:
            let services: AppServices
            do {
                services = try await makeServices(invocation.options)
            } catch {
                console.writeError("error: \(CommandRunner.describe(error))\n")
                return 1
            }
            let runner = CommandRunner(services: services, console: console, options: invocation.options, clock: clock)
            return await runner.run(invocation.command)
        }
    }
}
