import AtomicCore
import AtomicTestSupport
import Domain
import Foundation
import Presentation
import TerminalUI
import Testing

@testable import AtomicApp

/// One data, one age: home and the users list, built over the real services (a cache on disk, libcurl to a
/// loopback server answering GitHub's `x-ratelimit-*` headers and then a 403 rate limit) on one test clock, tell the
/// same age for the same cached pages, and tell it as it is when shown.
@MainActor
@Suite("One age", .serialized, .timeLimit(.minutes(1)))
struct AppShellAgeTests {
    private static let size = TerminalSize(columns: 100, rows: 24)

    /// GitHub's `/users` over users 1…90 with its rate-limit headers; a 403 with the budget used up once `limited`.
    private static func serve(on server: TestHTTPServer, clock: TestClock, limited: Locked<Bool>) {
        let pager = EndToEndFixtures.usersPager(ids: Array(1...90), port: server.port, sendsLink: true)
        let reset = String(Int(clock.now.timeIntervalSince1970) + 30 * 60)
        server.route("/users") { request in
            guard limited.withLock({ $0 }) else {
                var answer = pager(request)
                answer.headers += [
                    ("x-ratelimit-limit", "60"), ("x-ratelimit-remaining", "42"), ("x-ratelimit-reset", reset),
                ]
                return answer
            }
            return .json(
                EndToEndFixtures.rateLimitedJSON, status: 403,
                headers: [
                    ("x-ratelimit-limit", "60"), ("x-ratelimit-remaining", "0"), ("x-ratelimit-reset", reset),
                ])
        }
    }

    private static func statusLine(_ screen: String) -> String? {
        screen.split(separator: "\n").first { $0.contains("cached ·") }.map(String.init)
    }

    @Test("home and the list say the same age for the same pages, and the age moves on with the clock")
    func homeAndListAgree() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        let clock = TestClock(start: Date(timeIntervalSince1970: 1_767_268_800))
        let limited = Locked(false)
        Self.serve(on: server, clock: clock, limited: limited)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-age-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var options = GlobalOptions()
        options.cacheDirectory = folder.path
        options.gitHubAPIURL = server.baseURL
        options.postsAPIURL = try #require(URL(string: EndToEndSandbox.closedURL))
        options.ttl = 30
        let services = try await CompositionRoot(options: options, environment: [:], warn: { _ in }, clock: clock)
            .makeServices()

        // The first page is fetched at 12:00:00, the second 35 s later; at 12:01:00 GitHub refuses.
        let first = try await services.gitHubUsers.repository.users(after: nil, pageSize: 30)
        clock.advance(by: 35)
        _ = try await services.gitHubUsers.repository.users(after: first.value.next, pageSize: 30)
        clock.advance(by: 25)
        limited.withLock { $0 = true }

        let shell = AppShell(
            builder: .interactive(services: services, clock: clock), route: .home, now: { clock.now })
        await ShellFixture.settle(shell)
        let home = shell.frame(size: Self.size, tick: 0).plainText
        #expect(Self.statusLine(home)?.contains("cached · 1 min old") == true, "\(home)")

        _ = shell.handle(.enter)
        await ShellFixture.settle(shell)
        let list = shell.frame(size: Self.size, tick: 0).plainText
        #expect(list.contains("rate limited until 12:30 UTC · data from 1 min ago"), "\(list)")
        #expect(list.contains("GitHub 0/60"))

        clock.advance(by: 60)
        #expect(shell.frame(size: Self.size, tick: 0).plainText.contains("data from 2 min ago"))
        #expect(shell.inspectorContent.lines.first { $0.label == "Age" }?.value == "2 min")
        _ = shell.handle(.escape)
        await ShellFixture.settle(shell)
        let later = shell.frame(size: Self.size, tick: 0).plainText
        #expect(Self.statusLine(later)?.contains("cached · 2 min old") == true, "\(later)")
    }
}
