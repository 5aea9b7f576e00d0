import AtomicCore
import Foundation
import Networking
import Testing

@testable import Data

/// The renewal of a stored token under the credentials file's lock, against a stub token endpoint.
@Suite("Stored token renewal")
struct StoredTokenRenewalTests {
    static let web = "https://github.test"

    /// A private folder whose credentials file holds an expired entry for `github.com`.
    static func file() throws -> (URL, CredentialsFile) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("renew-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = CredentialsFile(url: folder.appendingPathComponent("atomic/credentials.json"))
        try file.update { hosts in
            hosts["github.com"] = StoredCredential(
                token: "ghu_old", refreshToken: "ghr_old", expiresAt: Date(timeIntervalSince1970: 0),
                clientID: "Iv1.test", apiURL: "https://api.github.com", webURL: web)
        }
        return (folder, file)
    }

    /// A client whose token endpoint `answer` answers, counting the requests in `count`.
    static func client(count: Locked<Int>, _ answer: @escaping @Sendable () -> StubResponse) -> HTTPClient {
        let transport = StubTransport { _ in
            count.withLock { $0 += 1 }
            return answer()
        }
        return HTTPClient(transport: transport, configuration: HTTPClient.Configuration(retryPolicy: .never))
    }

    static let rejected = AuthenticationCredential(token: "ghu_old", expiresAt: Date(timeIntervalSince1970: 0))

    @Test("two renewals at once, each with its own file value, send one refresh; the second takes the first's token")
    func oneRefreshForTwo() async throws {
        let (folder, file) = try Self.file()
        defer { try? FileManager.default.removeItem(at: folder) }
        let count = Locked(0)
        let client = Self.client(count: count) {
            StubResponse(
                headers: ["Content-Type": "application/json"],
                body: Data(#"{"access_token":"ghu_new","expires_in":28800,"refresh_token":"ghr_new"}"#.utf8),
                delay: .milliseconds(200))
        }
        // The second waits for the first's refresh under the lock; however loaded the machine, the wait must not
        // run out first, so it is given far more than the refresh takes.
        func renewal() -> StoredTokenRenewal {
            StoredTokenRenewal(
                file: CredentialsFile(url: file.url, lockTimeout: .seconds(600)), host: "github.com", client: client,
                clock: SystemClock())
        }
        async let first = renewal().renew(Self.rejected)
        async let second = renewal().renew(Self.rejected)
        let tokens = try await [first.token, second.token]
        #expect(tokens == ["ghu_new", "ghu_new"])
        #expect(count.withLock { $0 } == 1)
        let stored = try #require(try file.credential(forHost: "github.com"))
        #expect(stored.refreshToken == "ghr_new")
    }

    @Test("a refused refresh token removes the entry and signs out; a failing endpoint keeps it")
    func refusedAndFailing() async throws {
        let (folder, file) = try Self.file()
        defer { try? FileManager.default.removeItem(at: folder) }
        let count = Locked(0)
        let failing = Self.client(count: count) { StubResponse(status: 500) }
        await #expect(throws: NetworkError.self) {
            _ = try await StoredTokenRenewal(file: file, host: "github.com", client: failing, clock: SystemClock())
                .renew(Self.rejected)
        }
        #expect(try file.credential(forHost: "github.com") != nil)

        let refusing = Self.client(count: count) {
            .json(#"{"error":"bad_refresh_token","error_description":"The refresh token passed is incorrect."}"#)
        }
        do {
            _ = try await StoredTokenRenewal(file: file, host: "github.com", client: refusing, clock: SystemClock())
                .renew(Self.rejected)
            Issue.record("a refused refresh token renewed")
        } catch {
            guard case .unauthorized(true, let message, _) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(message == StoredTokenRenewal.signedOut)
        }
        #expect(try file.credential(forHost: "github.com") == nil)
    }

    @Test("a plain-http web root to another machine is refused before anything is sent")
    func insecureWebRoot() async throws {
        let count = Locked(0)
        let client = Self.client(count: count) { .json("{}") }
        let flow = GitHubDeviceFlow(
            client: client, oauth: GitHubOAuth(webURL: URL(string: "http://github.test")!), clientID: "x",
            clock: SystemClock())
        await #expect(throws: DeviceFlowError.insecureWebRoot("http://github.test")) {
            _ = try await flow.refresh(refreshToken: "ghr_secret")
        }
        await #expect(throws: DeviceFlowError.self) { _ = try await flow.start(scopes: []) }
        #expect(count.withLock { $0 } == 0)
    }
}
