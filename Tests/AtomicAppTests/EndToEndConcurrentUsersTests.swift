import AtomicTestSupport
import Foundation
import Persistence
import Testing

/// Two `atomic` processes caching overlapping ranges of the user list into one file at the same time leave it
/// consistent: every stored segment holds exactly the users the server has in its range.
@Suite struct EndToEndConcurrentUsersTests {
    @Test func twoProcessesWritingOverlappingRangesLeaveTheFileConsistent() async throws {
        let ids = Array(stride(from: 1, through: 1_200, by: 3))
        let server = try TestHTTPServer.gitHubUsers(ids: ids, sendsLink: true)
        defer { server.stop() }
        let sandbox = try EndToEndSandbox()

        let (options, environment) = (sandbox.options(gitHub: server), sandbox.environment())
        async let first = AtomicBinary.run(
            ["users", "--limit", "300", "--per-page", "7", "--json"] + options, environment: environment)
        async let second = AtomicBinary.run(
            ["users", "--since", "100", "--limit", "300", "--per-page", "10", "--json"] + options,
            environment: environment)
        let outcomes = try await [first, second]

        for outcome in outcomes {
            #expect(outcome.status == 0, "stderr: \(outcome.errorOutput)")
        }
        let database = try DatabaseQueue(path: sandbox.cacheDirectory.appendingPathComponent("cache.sqlite").path)
        let check = try await database.read { try String.fetchOne($0, sql: "PRAGMA integrity_check") }
        #expect(check == "ok")
        let segments = try await database.read { reader in
            try Row.fetchAll(reader, sql: "SELECT since, next_since FROM github_user_segments").map {
                (try $0.value("since", as: Int.self), try $0.value("next_since", as: Int?.self))
            }
        }
        let stored = try await database.read { reader in
            try Row.fetchAll(reader, sql: "SELECT id FROM github_users ORDER BY id").map {
                try $0.value("id", as: Int.self)
            }
        }
        await database.close()
        #expect(!segments.isEmpty)
        for (since, end) in segments {
            let upper = end ?? Int.max
            #expect(
                stored.filter { $0 > since && $0 <= upper } == ids.filter { $0 > since && $0 <= upper },
                "segment (\(since), \(end.map(String.init) ?? "end")]")
        }

        let offline = try await sandbox.atomic(["--offline", "users", "--limit", "400", "--json"], gitHub: server)
        #expect(offline.status == 0, "stderr: \(offline.errorOutput)")
        let listed = (EndToEndFixtures.json(offline.output) as? [[String: Any]])?.compactMap { $0["id"] as? Int }
        #expect(listed == Array(ids.prefix(listed?.count ?? 0)))
        #expect((listed?.count ?? 0) >= 300)
    }
}
