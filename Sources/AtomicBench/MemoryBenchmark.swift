import AtomicCore
import Data
import Domain
import Foundation
import Persistence
import Presentation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Memory: the peak resident set of a process that scrolls the users list view model (`UsersListViewModel`, made by
/// `UsersBuilder` as the app's users screen makes it, with its window of pages) through `count` cached users, page by
/// page as a person reaching the end of the list does, against the same executable started and stopped without
/// loading anything, so that both link the same libraries. The window lets go of the pages behind it, so the peak
/// does not grow with `count`.
///
/// Both sides are this executable run as a child (`--child users-memory DATABASE COUNT`, `--child idle`), which
/// prints its peak resident set in KB.
enum MemoryBenchmark {
    /// The ceiling of the goal, in MB: at 100,000 users, no more than 45 MB (the whole process).
    static let ceiling = 45.0

    /// The row over `pageCount` pages of users, with the cache under `folder`.
    static func make(pageCount: Int, folder: URL) -> Benchmark {
        let count = pageCount * BenchmarkUsers.pageSize
        return Benchmark(
            name: "users-memory",
            title: "peak RSS with \(count) users scrolled through the users list view model vs the same executable"
                + " loading nothing",
            unit: "MB", target: nil, ceiling: ceiling
        ) {
            let path = folder.appendingPathComponent("memory.sqlite").path
            try await BenchmarkUsers(pageCount: pageCount).storeAll(inCacheAt: path)
            let executable = URL(fileURLWithPath: CommandLine.arguments[0])
            let ours = UsersJSONBenchmark.Command(
                executable: executable, arguments: ["--child", "users-memory", path, String(count)], environment: [:])
            let idle = UsersJSONBenchmark.Command(
                executable: executable, arguments: ["--child", "idle"], environment: [:])
            return Benchmark.Sides(
                measuringOurs: { try peakMegabytes(ours) }, floor: { try peakMegabytes(idle) })
        }
    }

    private static func peakMegabytes(_ command: UsersJSONBenchmark.Command) throws -> Double {
        let text = String(decoding: try command.output(), as: UTF8.self)
        guard let kilobytes = Double(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw BenchmarkError("the child printed \(text), not its peak RSS")
        }
        return kilobytes / 1024
    }

    /// The users `UsersListViewModel` holds once it has been scrolled through `count` users: the first page, then
    /// each next page as the last row comes into view, as the users screen drives it. Returns the rows held and
    /// how many rows were scrolled through (those the window let go of included).
    @MainActor
    private static func scrollUsersList(repository: any GitHubUsersRepository, count: Int) async -> (
        held: [GitHubUser], scrolled: Int
    ) {
        let listUsers = ListGitHubUsersUseCase(repository: repository)
        let builder = UsersBuilder(
            listUsers: listUsers, getUser: GetGitHubUserUseCase(repository: repository), pageSize: 100)
        let model = builder.makeList(since: nil)
        await model.task()
        func scrolled() -> Int { (model.state.itemsBefore ?? 0) + model.state.items.count }
        while scrolled() < count, let last = model.state.items.last,
            let next = model.loadMoreIfNeeded(currentItem: last)
        {
            await next.value
        }
        return (model.state.items, scrolled())
    }

    /// Runs the child side named by `arguments` (after `--child`) and prints its peak RSS in KB; returns the exit
    /// status.
    static func runChild(_ arguments: [String]) async -> Int32 {
        var keep: [GitHubUser] = []
        switch arguments.first {
        case "idle":
            break
        case "users-memory" where arguments.count == 3:
            guard let count = Int(arguments[2]) else { return 2 }
            do {
                let store = try await SQLiteCacheStore.open(
                    path: arguments[1], featureMigrations: FeatureMigrations.all)
                let repository = CachedGitHubUsersRepository(
                    client: NetworkingBenchmark.productionClient(), baseURL: BenchmarkUsers.baseURL,
                    policy: CachePolicy(store: store, clock: SystemClock(), timeToLive: 86_400, mode: .offline))
                let (held, scrolled) = await scrollUsersList(repository: repository, count: count)
                keep = held
                guard scrolled >= count else { return 1 }
            } catch {
                FileHandle.standardError.write(Data("atomic-bench child: \(error)\n".utf8))
                return 1
            }
        default:
            return 2
        }
        guard let kilobytes = peakResidentKilobytes() else { return 1 }
        print(kilobytes)
        withExtendedLifetime(keep) {}
        return 0
    }

    /// This process's peak resident set in KB: `VmHWM` from `/proc/self/status` on Linux (`getrusage` would report
    /// the parent's peak, which survives the `exec` of a spawned child), `getrusage` elsewhere.
    private static func peakResidentKilobytes() -> Int? {
        #if canImport(Darwin)
            var usage = rusage()
            getrusage(RUSAGE_SELF, &usage)
            return Int(usage.ru_maxrss / 1024)
        #else
            guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
            let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
            return line.flatMap { Int($0.dropFirst(6).split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "") }
        #endif
    }
}
