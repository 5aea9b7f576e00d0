import AtomicCore
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
    /// Where the GitHub token comes from, for the words about authentication and the rate limit.
    var token: TokenSource = .gitHubUnset
    /// What the command's loads run under: set by ``run(_:)`` to a load on its own with the command's deadline,
    /// and passed by the command to every use case it calls.
    private(set) var context = LoadContext.automatic

    /// Styles on a terminal, unless colour is off (`--no-color`, `NO_COLOR`) or the terminal is `TERM=dumb`.
    var style: TextStyle {
        TextStyle(isEnabled: options.color && console.isTerminal && !console.isDumb)
    }

    /// Tables fitted to a terminal, with hyperlinks where it shows them; tab-separated records for a pipe.
    var plain: PlainOutput {
        PlainOutput(
            width: console.width, style: style, tabSeparated: !console.isTerminal,
            hyperlinks: console.isTerminal && !console.isDumb)
    }

    /// JSON indented (and coloured as ``style`` allows) on a terminal, on one line for a pipe.
    var jsonFormat: JSONWriter.Format {
        console.isTerminal ? (style.isEnabled ? .terminal : .indented) : .compact
    }

    /// `value` as JSON in ``jsonFormat``.
    func json(_ value: some JSONWritable) -> String {
        JSONOutput.render(value, format: jsonFormat)
    }

    /// Avatars drawn in half blocks for the console's width, in colour when ``style`` is on (24-bit when
    /// ``GlobalOptions/trueColor``).
    var avatar: AvatarOutput {
        AvatarOutput(
            width: console.width, colors: AvatarOutput.colorMode(color: style.isEnabled, trueColor: options.trueColor))
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
            console.write(json(JSONOutput.Version()))
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
                options.json ? json(["cleared": false]) : "Demo mode has no cache, so there is nothing to clear.\n")
        case .cacheInfo:
            let report = try await makeServices().cache.report(now: clock.now, ttl: options.ttl)
            console.write(
                options.json ? json(JSONOutput.CacheInfo(report: report)) : plain.cacheInfo(report))
        case .cacheClear:
            try await makeServices().cache.clear()
            console.write(options.json ? json(["cleared": true]) : "Cache cleared.\n")
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
        writeWarning(warning)
    }

    /// `warning: text` on standard error, wrapped to the width when standard error is a terminal.
    func writeWarning(_ text: String) {
        let line = "warning: \(text)"
        let lines = console.errorIsTerminal ? TextWrapper.wrap(line, toWidth: console.width) : [line]
        console.writeError(lines.joined(separator: "\n") + "\n")
    }

    /// Says on standard error that `fetched` is stale, why, and how old it is.
    func warnIfStale<Value>(_ fetched: Fetched<Value>) {
        guard case .stale(let age) = fetched.freshness else { return }
        console.writeError(
            "warning: \(ErrorPresentation.staleCause(fetched.staleReason, now: clock.now)), showing data cached \(AgeText.describe(age)) ago\n"
        )
    }

    /// Says on standard error, in one line, what is wrong with the users list `page`: that it stops early because
    /// the rest could not be had, why, and how old what is shown is when it is stale; else only that it is stale
    /// (``warnIfStale(_:)``).
    func warnAboutList(_ page: Fetched<UserPage>) {
        warnAboutList(page.map(UserListSummary.init(of:)))
    }

    /// The same warning for a list whose users were handed over in batches (`--json`), from its summary.
    func warnAboutList(_ list: Fetched<UserListSummary>) {
        let page = list
        guard page.value.isIncomplete else { return warnIfStale(page) }
        let count = page.value.count
        var shown = "\(CountText.counted(count, "user is", "users are")) cached"
        if case .stale(let age) = page.freshness {
            shown = "\(CountText.counted(count, "user is", "users are")) shown as cached \(AgeText.describe(age)) ago"
        }
        console.writeError(
            "warning: the list is incomplete (\(ErrorPresentation.staleCause(page.staleReason, now: clock.now))): \(shown), "
                + "the rest could not be fetched\n")
    }

    /// Writes `text`, the plain text of a list, to standard output; when the list is empty (`text` then says so,
    /// as `No users.`) and standard output is not a terminal, to standard error instead, so that a script reading
    /// one record a line gets none.
    func writeList(_ text: String, isEmpty: Bool) {
        if isEmpty && !console.isTerminal {
            console.writeError(text)
        } else {
            console.write(text)
        }
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
