import AtomicCore
import Foundation

/// The `atomic` program: parse, run the command (building services only when it needs them), return the exit status.
enum AtomicCommand {
    /// Runs `atomic` with `arguments` (without the program name) and returns the exit status.
    static func main(
        arguments: [String],
        environment: [String: String],
        console: any Console,
        clock: any AppClock = SystemClock(),
        makeServices: @escaping (GlobalOptions) async throws -> AppServices
    ) async -> Int32 {
        let invocation: Invocation
        do {
            invocation = try CommandLineParser(environment: environment).parse(arguments)
        } catch {
            console.writeError("error: \(error.message)\nhint: \(error.hint)\n")
            return 2
        }
        let runner = CommandRunner(
            console: console, options: invocation.options, clock: clock,
            makeServices: { try await makeServices(invocation.options) })
        return await runner.run(invocation.command)
    }
}
