import AtomicCommandLine
import AtomicCore
import AtomicOutput
import Data
import Foundation
import TerminalUI

/// The `atomic` program: parse, then open the interactive app (``InteractiveLaunch``) or run the command (building
/// services only when it needs them), and return the exit status.
enum AtomicCommand {
    /// Runs `atomic` with `arguments` (without the program name) and returns the exit status; `terminals` says
    /// whether standard input and output are both terminals, so the interactive app may open.
    static func main(
        arguments: [String],
        environment: [String: String],
        console: any Console,
        clock: any AppClock = SystemClock(),
        terminals: Bool = false,
        makeServices: @escaping (GlobalOptions) async throws -> AppServices
    ) async -> Int32 {
        // The completion scripts' question: answered from the declarations and the cache alone, before any
        // parsing, configuration or service, so that it neither fails nor touches a file.
        if arguments.first == DynamicCompletion.commandName {
            console.write(
                await DynamicCompletion.reply(words: Array(arguments.dropFirst()), environment: environment).text)
            return 0
        }
        let invocation: Invocation
        do throws(UsageError) {
            invocation = try InvocationParser(environment: environment).parse(arguments)
            // Help and the other documentation print without a host; everything else would ask the wrong one.
            if CommandDocumentation.text(for: invocation.command, width: 80) == nil,
                let problem = GitHubHost.usageError(in: environment) ?? GitHubHost.tokenUsageError(in: environment)
            {
                throw problem
            }
        } catch {
            // The hint is wrapped to the width, so that it fits a narrow terminal.
            let hint = TextWrapper.wrap("hint: \(error.hint)", toWidth: console.width).joined(separator: "\n")
            console.writeError("error: \(error.message)\n\(hint)\n")
            return 2
        }
        if let (route, shell) = InteractiveLaunch.launch(
            for: invocation.command, options: invocation.options, terminals: terminals)
        {
            let services: AppServices
            // The full-screen app owns the screen: no trace may write over it.
            var serviceOptions = invocation.options
            if shell != .lines { serviceOptions.debugTrace = false }
            do {
                services = try await makeServices(serviceOptions)
            } catch {
                console.writeError("error: \(CommandRunner.describe(error))\n")
                return 1
            }
            if shell == .lines {
                // The line mode has no status bar: the config file's problems come first, once, as plain lines.
                for problem in invocation.options.configProblems {
                    console.writeError("warning: \(problem)\n")
                }
                return await LineApp.run(route: route, services: services, console: console)
            }
            return await InteractiveApp.run(
                route: route, opensRemembered: InteractiveLaunch.opensRemembered(invocation.command),
                services: services, options: invocation.options, environment: environment,
                console: console)
        }
        // Long output on a terminal goes through the pager, started by the first write; from now on the console
        // holds lines for a terminal's standard error until the pager quits, so none scrolls away under it.
        CommandPaging.start(
            for: invocation.command, options: invocation.options, console: console, environment: environment)
        // A problem of the config file is told once; the interactive app shows the first in its status bar.
        for problem in invocation.options.configProblems {
            console.writeError("warning: \(problem)\n")
        }
        // A spinner while the command waits, on a terminal's standard error only; the first write erases it.
        let spinner = console.startProgress(clock: clock, onScreen: InterruptHandler.setProgressLineShown)
        let token = Locked(
            GitHubHost(environment: environment).tokenSource(
                in: environment, configured: invocation.options.gitHubAPIURL))
        // Under --jq the command's JSON is kept whole and goes through the filter once the command has finished.
        let document = invocation.filter.map { _ in JQDocumentConsole(base: console) }
        // The filter reads plain JSON: no colour is forced into it (CLICOLOR_FORCE).
        var runOptions = invocation.options
        if document != nil { runOptions.colorForced = false }
        let runner = CommandRunner(
            console: document ?? console, options: runOptions, clock: clock,
            makeServices: {
                let services = try await makeServices(invocation.options)
                token.withLock { $0 = services.token }
                return services
            },
            tokenBox: token)
        let status = await runner.run(invocation.command)
        spinner?.stop()
        guard let filter = invocation.filter, let document else { return status }
        if status == 0 { return filter.write(document.bytes, to: console) }
        // A command that failed after writing JSON wrote a whole document all the same (a users list whose later
        // page failed closes its array): the filter runs on what was fetched, and the status stays the failure's.
        let bytes = document.bytes
        if status == 1, !bytes.isEmpty { _ = filter.write(bytes, to: console) }
        return status
    }
}
