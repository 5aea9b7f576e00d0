import AtomicCore
import AtomicOutput
import Domain
import Foundation
import Networking
import Presentation
import TerminalUI

/// Runs one parsed command and prints the result; returns the exit status.
///
/// Exit status: 0 on success (stale data included, with a warning on standard error), 1 on failure with
/// one `error:` line on standard error, 130 when cancelled.
struct CommandRunner {
    /// Where output goes.
    let console: any Console
    /// The options the command runs with.
    let options: GlobalOptions
    /// The time source for ages.
    let clock: any AppClock
    /// Builds the repositories and the cache; called only by commands that need them.
    let makeServices: () async throws -> AppServices
    /// Where the GitHub token comes from, for the words about authentication and the rate limit: what the
    /// services found once they are built (the token order asks the credentials file and gh then), else what
    /// the environment says.
    var token: TokenSource { tokenBox.withLock { $0 } }
    /// The token's source, replaced by the services' when they are built.
    var tokenBox = Locked(TokenSource.gitHubUnset)
    /// What the command's loads run under: set by ``run(_:)`` to a load on its own with the command's deadline,
    /// and passed by the command to every use case it calls.
    private(set) var context = LoadContext.automatic

    /// How the command writes: styles, tables and JSON for the console and the options (`--no-color`,
    /// `--json=FIELDS`).
    var output: CommandOutput {
        CommandOutput(
            console: console, color: options.color, colorForced: options.colorForced, jsonFields: options.jsonFields)
    }

    /// Runs `command` and returns the process exit status.
    ///
    /// The command runs with one deadline of ``GlobalOptions/timeout`` seconds in its ``context``, shared by every
    /// request it makes (all the pages of `users`, retries and waits included).
    func run(_ command: Command) async -> Int32 {
        if options.demo && console.isForPeople && Self.showsData(command) {
            console.writeError("demo data — nothing here is real\n")
        }
        var runner = self
        runner.context = LoadContext(
            deadline: LoadContext.Deadline(budget: .saturating(seconds: options.timeout), now: clock.now))
        do {
            try await runner.execute(command)
            return 0
        } catch let error as DomainError {
            console.writeError("error: \(Self.describe(error, now: clock.now, token: token))\n")
            return error == .cancelled ? 130 : 1
        } catch {
            console.writeError("error: \(Self.describe(error))\n")
            return 1
        }
    }

    private func execute(_ command: Command) async throws {
        switch command {
        case .version where options.json:
            console.write(output.json(JSONOutput.Version()))
        case .help, .version, .completion, .manual:
            console.write(CommandDocumentation.text(for: command, width: console.width) ?? "")
        case .feature(let command):
            try await command.run(in: self)
        case .open(let route):
            try await execute(InteractiveLaunch.printingCommand(for: route))
        case .overview:
            try await overview(services: makeServices())
        case .cacheInfo where options.demo && !options.json:
            console.write("Demo mode has no cache: its data is built in, and nothing is stored.\n")
        case .cacheClear where options.demo:
            console.write(
                options.json
                    ? output.json(["cleared": false]) : "Demo mode has no cache, so there is nothing to clear.\n")
        case .cacheInfo:
            let report = try await makeServices().cache.report(now: clock.now, ttl: options.ttl)
            console.write(
                options.json ? output.json(JSONOutput.CacheInfo(report: report)) : output.plain.cacheInfo(report))
        case .cacheClear:
            try await makeServices().cache.clear()
            console.write(options.json ? output.json(["cleared": true]) : "Cache cleared.\n")
        }
    }

    /// Whether `command` prints users or posts (and so, under `--demo`, demo data).
    private static func showsData(_ command: Command) -> Bool {
        switch command {
        case .overview, .open: true
        case .feature(let command): command.showsData
        case .cacheInfo, .cacheClear, .help, .version, .completion, .manual: false
        }
    }

    /// Says on standard error that few GitHub requests are left, and until when, from the budget the answer
    /// `fetched` carries (``Domain/Provenance/rateLimit``, reported by its last response); nothing when it made no
    /// request that reported one.
    func warnIfBudgetIsLow<Value>(of fetched: Fetched<Value>) {
        guard let budget = fetched.provenance?.rateLimit,
            let warning = RateLimitText.lowBudgetWarning(budget, now: clock.now, token: token)
        else { return }
        output.writeWarning(warning)
    }

    /// Says on standard error that `fetched` is stale, why, and how old it is (`FetchedWarning.stale(_:now:)`).
    func warnIfStale<Value>(_ fetched: Fetched<Value>) {
        if let warning = FetchedWarning.stale(fetched, now: clock.now) { console.writeError("warning: \(warning)\n") }
    }

    /// Says on standard error, in one line, what is wrong with the users list `page`: that it stops early because
    /// the rest could not be had, why, and how old what is shown is when it is stale; else only that it is stale
    /// (`FetchedWarning.list(_:now:)`).
    func warnAboutList(_ page: Fetched<UserPage>) {
        warnAboutList(page.map(UserListSummary.init(of:)))
    }

    /// The same warning for a list whose users were handed over in batches (`--json`), from its summary.
    func warnAboutList(_ list: Fetched<UserListSummary>) {
        if let warning = FetchedWarning.list(list, now: clock.now) { console.writeError("warning: \(warning)\n") }
    }

    /// The `error:` line for `error`: the message of its ``ErrorPresentation``, worded for `token`.
    static func describe(_ error: DomainError, now: Date, token: TokenSource = .gitHubUnset) -> String {
        ErrorPresentation(error, now: now, token: token).message
    }

    /// A one-line message for an error that is not a ``DomainError`` (a bug or a local failure).
    static func describe(_ error: any Error) -> String {
        if let error = error as? LocalizedError, let description = error.errorDescription {
            return description
        }
        return String(describing: error).split(separator: "\n").first.map(String.init) ?? "unexpected failure"
    }
}
