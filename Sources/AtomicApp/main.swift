import Foundation

InterruptHandler.install()
let environment = ProcessInfo.processInfo.environment
let status = await AtomicCommand.main(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: environment,
    console: StandardConsole(environment: environment),
    makeServices: { options in try await CompositionRoot(options: options, environment: environment).makeServices() }
)
exit(status)
