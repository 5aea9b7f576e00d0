import Foundation

InterruptHandler.install()
let environment = ProcessInfo.processInfo.environment
let console = StandardConsole(environment: environment)
let status = await AtomicCommand.main(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: environment,
    console: console,
    makeServices: { options in
        try await CompositionRoot(
            options: options, environment: environment, warn: { console.writeError("warning: \($0)\n") }
        ).makeServices()
    }
)
exit(status)
