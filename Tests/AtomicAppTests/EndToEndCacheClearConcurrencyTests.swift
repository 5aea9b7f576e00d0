import AtomicTestSupport
import Foundation
import Testing

/// `atomic cache clear` run while other `atomic` processes read and write the same cache folder: every process
/// succeeds with a whole answer (never an empty or partial one), none sees a missing table or a damaged file, and
/// the healthy cache is never moved aside.
@Suite struct EndToEndCacheClearConcurrencyTests {
    /// The commands that run next to `cache clear`, each through the whole cache: a users range, a profile, the
    /// posts feed and a post with its author and comments, refetched every time (`--ttl 0`) so that each writes
    /// while the clear runs.
    static let readers: [[String]] = [
        ["--ttl", "0", "users", "--limit", "60", "--json"],
        ["--ttl", "0", "user", "user4", "--json"],
        ["--ttl", "0", "posts", "--json"],
        ["--ttl", "0", "post", "1", "--json"],
        ["--ttl", "0", "users", "--limit", "60", "--json"],
        ["--ttl", "0", "user", "user7", "--json"],
        ["--ttl", "0", "post", "1", "--json"],
        ["--ttl", "0", "posts", "--json"],
    ]

    @Test func clearingWhileOtherProcessesUseTheCacheBreaksNoneOfThem() async throws {
        let ids = Array(1...200)
        let gitHub = try TestHTTPServer.gitHubUsers(ids: ids, sendsLink: true)
        defer { gitHub.stop() }
        for id in [4, 7] {
            gitHub.route("/users/user\(id)", .json(EndToEndFixtures.userDetailJSON(login: "user\(id)", id: id)))
        }
        let posts = try TestHTTPServer.postsFeed()
        defer { posts.stop() }
        let sandbox = try EndToEndSandbox()
        let (options, environment) = (sandbox.options(gitHub: gitHub, posts: posts), sandbox.environment())

        // Bounded: a fixed number of rounds, each waiting for all of its processes; nothing is timed. Twenty rounds of
        // five commands and two clears found the old file removal's failures in every run tried.
        for round in 1...20 {
            let outcomes = try await withThrowingTaskGroup(of: (Int, AtomicBinary.Outcome).self) { group in
                for (index, arguments) in Self.readers.enumerated() {
                    group.addTask {
                        (index, try await AtomicBinary.run(arguments + options, environment: environment))
                    }
                }
                for clearer in 1...2 {
                    group.addTask {
                        (-clearer, try await AtomicBinary.run(["cache", "clear"] + options, environment: environment))
                    }
                }
                var outcomes: [Int: AtomicBinary.Outcome] = [:]
                for try await (index, outcome) in group {
                    outcomes[index] = outcome
                }
                return outcomes
            }
            for (index, outcome) in outcomes.sorted(by: { $0.key < $1.key }) {
                let command = index < 0 ? "cache clear #\(-index)" : Self.readers[index].joined(separator: " ")
                #expect(outcome.status == 0, "round \(round), \(command): \(outcome.errorOutput)")
                let log = (try? String(contentsOf: sandbox.logFile, encoding: .utf8)) ?? ""
                #expect(outcome.errorOutput.isEmpty, "round \(round), \(command): \(outcome.errorOutput) log: \(log)")
            }
            for (index, arguments) in Self.readers.enumerated() where arguments.contains("users") {
                let listed = EndToEndFixtures.json(outcomes[index]?.output ?? "") as? [[String: Any]]
                #expect(listed?.compactMap { $0["id"] as? Int } == Array(ids.prefix(60)), "round \(round)")
            }
            // The feed's answers are read from three tables: each must hold all of them, as the server sends them.
            for (index, arguments) in Self.readers.enumerated() where arguments.contains("posts") {
                let output = outcomes[index]?.output ?? ""
                let listed = EndToEndFixtures.json(output) as? [[String: Any]]
                #expect(listed?.compactMap { $0["id"] as? Int } == [1, 2, 3], "round \(round): \(output)")
                #expect(
                    listed?.compactMap { $0["author"] as? String } == [
                        "Leanne Graham", "Leanne Graham", "Ervin Howell",
                    ],
                    "round \(round): \(output)")
                #expect(listed?.compactMap { $0["commentCount"] as? Int } == [2, 1, 1], "round \(round): \(output)")
            }
            for (index, arguments) in Self.readers.enumerated() where arguments.contains("post") {
                let output = outcomes[index]?.output ?? ""
                let detail = EndToEndFixtures.json(output) as? [String: Any]
                #expect(detail?["id"] as? Int == 1, "round \(round): \(output)")
                #expect(
                    (detail?["author"] as? [String: Any])?["name"] as? String == "Leanne Graham",
                    "round \(round): \(output)")
                #expect(
                    (detail?["comments"] as? [[String: Any]])?.compactMap { $0["id"] as? Int } == [1, 2],
                    "round \(round): \(output)")
            }
            let names = try FileManager.default.contentsOfDirectory(atPath: sandbox.cacheDirectory.path)
            #expect(
                !names.contains { $0.contains(".corrupt-") || $0.contains(".foreign-") }, "round \(round): \(names)")
        }

        // The cache still works as one: a last run fills it, and the offline answer comes from it.
        let filled = try await sandbox.atomic(["users", "--limit", "60", "--json"], gitHub: gitHub, posts: posts)
        #expect(filled.status == 0, "stderr: \(filled.errorOutput)")
        let offline = try await sandbox.atomic(
            ["--offline", "users", "--limit", "60", "--json"], gitHub: gitHub, posts: posts)
        #expect(offline.status == 0, "stderr: \(offline.errorOutput)")
        #expect(offline.errorOutput.isEmpty)
    }
}
