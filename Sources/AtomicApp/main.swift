import AtomicJQ
import AtomicOutput
import Foundation
import TerminalUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// `atomic` started again as a `--jq` filter's child process serves its one request and ends.
if CommandLine.arguments.count == 2, CommandLine.arguments[1] == JQFilter.childArgument {
    exit(JQChildProcess.serve())
}

// The console comes first: it claims any standard stream the process was started without before
// anything else opens a file.
let environment = ProcessInfo.processInfo.environment
// The tokens stay in `environment` alone: no child process and no `--jq` expression reads them.
TokenVariables.removeFromProcessEnvironment()
let console = StandardConsole(environment: environment)
InterruptHandler.install()
let status = await AtomicCommand.main(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: environment,
    console: console,
    terminals: isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1,
    makeServices: { options in
        try await CompositionRoot(
            options: options, environment: environment, warn: { console.writeError("warning: \($0)\n") },
            trace: { console.writeError($0) }
        ).makeServices()
    }
)
exit(console.finish(status: status))
