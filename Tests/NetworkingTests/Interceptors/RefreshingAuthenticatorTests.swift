import AtomicCore
import Foundation
import Testing

@testable import Networking

/// A refresh closure that hands out `fresh-1`, `fresh-2`… (refreshable, an hour after the clock's now) and counts
/// its calls; it waits for `gate` first when one is given.
final class CountingRefresh: Sendable {
    private let calls = Locked<[AuthenticationCredential]>([])
    private let clock: any AppClock
    private let gate: Gate?
    private let failure: NetworkError?

    init(clock: any AppClock, gate: Gate? = nil, failure: NetworkError? = nil) {
        self.clock = clock
        self.gate = gate
        self.failure = failure
    }

    /// The credentials it was asked to replace, in order.
    var rejected: [AuthenticationCredential] { calls.withLock { $0 } }

    /// How many times it was called.
    var count: Int { calls.withLock { $0.count } }

    func callAsFunction(_ old: AuthenticationCredential) async throws(NetworkError) -> AuthenticationCredential {
        let number = calls.withLock { calls in
            calls.append(old)
            return calls.count
        }
        if let gate { await gate.wait() }
        if let failure { throw failure }
        return AuthenticationCredential(
            token: "fresh-\(number)", expiresAt: clock.now.addingTimeInterval(3600), isRefreshable: true)
    }
}

@Suite("Refreshing authenticator")
struct RefreshingAuthenticatorTests {
    private let clock = TestClock()
    private let origin = Origin(scheme: "https", host: "api.example.test")

    private func credential(_ token: String = "stale", in seconds: TimeInterval? = 3600, refreshable: Bool = true)
        -> AuthenticationCredential
    {
        AuthenticationCredential(
            token: token, expiresAt: seconds.map { clock.now.addingTimeInterval($0) }, isRefreshable: refreshable)
    }

    private func authenticator(_ credential: AuthenticationCredential?, refresh: CountingRefresh)
        -> RefreshingAuthenticator
    {
        RefreshingAuthenticator(origin: origin, credential: credential, clock: clock) { old throws(NetworkError) in
            try await refresh(old)
        }
    }

    @Test("an origin is its scheme, host and port, normalised as a URL's")
    func originNormalisation() throws {
        #expect(Origin(scheme: "HTTPS", host: "API.Example.Test") == origin)
        #expect(Origin(scheme: "https", host: "api.example.test", port: 443) == origin)
        #expect(Origin(URL(string: "https://api.example.test:443/users")) == origin)
        #expect(Origin(URL(string: "http://api.example.test/users")) != origin)
        #expect(Origin(scheme: "http", host: "[::1]", port: 8080) == Origin(URL(string: "http://[::1]:8080/")))
        #expect(Origin(scheme: "http", host: "[::1]", port: 8080).description == "http://[::1]:8080")
        #expect(origin.description == "https://api.example.test:443")
        #expect(Origin(URL(string: "/relative")) == nil)
    }

    @Test("the credential goes to its origin only")
    func onlyItsOrigin() async throws {
        let refresh = CountingRefresh(clock: clock)
        let gitHub = authenticator(credential(), refresh: refresh)
        let others = [
            Origin(scheme: "http", host: "api.example.test"),
            Origin(scheme: "https", host: "api.example.test", port: 8443),
            Origin(scheme: "https", host: "example.test"), Origin(scheme: "https", host: "api.example.test.evil"),
        ]

        #expect(try await gitHub.credential(for: origin)?.token == "stale")
        for other in others {
            #expect(try await gitHub.credential(for: other) == nil, "\(other)")
            #expect(try await gitHub.refresh(rejected: credential(), for: other) == nil, "\(other)")
        }
        #expect(refresh.count == 0)
    }

    @Test("a refreshable credential is renewed before it is handed out within the leeway of its expiry")
    func renewsBeforeExpiry() async throws {
        let refresh = CountingRefresh(clock: clock)
        let gitHub = authenticator(credential(in: 600), refresh: refresh)

        #expect(try await gitHub.credential(for: origin)?.token == "stale")
        clock.advance(by: 539)
        #expect(try await gitHub.credential(for: origin)?.token == "stale")
        clock.advance(by: 2)  // 59 s left: inside the 60 s leeway
        #expect(try await gitHub.credential(for: origin)?.token == "fresh-1")
        #expect(try await gitHub.credential(for: origin)?.token == "fresh-1")
        #expect(refresh.rejected.map(\.token) == ["stale"])
        #expect(await gitHub.current?.token == "fresh-1")
    }

    @Test("a credential that cannot be refreshed is handed out as it is, expired or not, and never renewed")
    func notRefreshable() async throws {
        let refresh = CountingRefresh(clock: clock)
        let fixed = credential(in: 10, refreshable: false)
        let gitHub = authenticator(fixed, refresh: refresh)
        clock.advance(by: 3600)

        #expect(try await gitHub.credential(for: origin) == fixed)
        #expect(try await gitHub.refresh(rejected: fixed, for: origin) == nil)
        #expect(await gitHub.current == fixed)
        #expect(refresh.count == 0)
    }

    @Test("a credential that does not expire is handed out without renewal until it is refused")
    func noExpiry() async throws {
        let refresh = CountingRefresh(clock: clock)
        let gitHub = authenticator(credential(in: nil), refresh: refresh)
        clock.advance(by: 10 * 365 * 86_400)

        #expect(try await gitHub.credential(for: origin)?.token == "stale")
        #expect(try await gitHub.refresh(rejected: credential(in: nil), for: origin)?.token == "fresh-1")
        #expect(refresh.count == 1)
    }

    @Test("a refused credential that was already replaced gets the current one, without a second renewal")
    func alreadyReplaced() async throws {
        let refresh = CountingRefresh(clock: clock)
        let old = credential()
        let gitHub = authenticator(old, refresh: refresh)

        let first = try await gitHub.refresh(rejected: old, for: origin)
        let second = try await gitHub.refresh(rejected: old, for: origin)

        #expect(first?.token == "fresh-1")
        #expect(second == first)
        #expect(refresh.count == 1)
    }

    @Test("concurrent callers refused with the same credential share one renewal")
    func concurrentCallersShareOneRenewal() async throws {
        let gate = Gate()
        let refresh = CountingRefresh(clock: clock, gate: gate)
        let old = credential()
        let gitHub = authenticator(old, refresh: refresh)

        let tokens = await withTaskGroup(of: (Int, String?).self) { group in
            for index in 0..<8 {
                group.addTask {
                    let token =
                        index.isMultiple(of: 2)
                        ? try? await gitHub.refresh(rejected: old, for: origin)?.token
                        : try? await gitHub.credential(for: origin)?.token
                    return (index, token)
                }
            }
            #expect(await yieldUntil { refresh.count == 1 })
            gate.open()
            return await group.reduce(into: [Int: String?]()) { $0[$1.0] = $1.1 }
        }

        #expect(refresh.count == 1)
        #expect(tokens.count == 8)
        for (index, token) in tokens {
            if index.isMultiple(of: 2) {
                #expect(token == "fresh-1", "caller \(index)")
            } else {
                // Asked before or after the renewal started: the old or the new token, never an error.
                #expect(token == "stale" || token == "fresh-1", "caller \(index)")
            }
        }
    }

    @Test("a renewal that fails is thrown and drops the credential")
    func failedRenewalDropsTheCredential() async throws {
        let failure = NetworkError.unauthorized(credentialSent: true, message: "signed out: run atomic auth login")
        let refresh = CountingRefresh(clock: clock, failure: failure)
        let old = credential(in: 30)
        let gitHub = authenticator(old, refresh: refresh)

        let error = await networkError { try await gitHub.credential(for: origin) }

        #expect(error == failure)
        #expect(await gitHub.current == nil)
        #expect(try await gitHub.credential(for: origin) == nil)
        #expect(try await gitHub.refresh(rejected: old, for: origin) == nil)
        #expect(refresh.count == 1)
    }

    @Test(
        "a renewal that could not reach the server keeps the credential for the next try",
        arguments: [NetworkError.noConnection, .timedOut, .deadlineExceeded(after: .seconds(30)), .cancelled])
    func unreachableRenewalKeepsTheCredential(failure: NetworkError) async throws {
        let refresh = CountingRefresh(clock: clock, failure: failure)
        let old = credential()
        let gitHub = authenticator(old, refresh: refresh)

        let error = await networkError { try await gitHub.refresh(rejected: old, for: origin) }

        #expect(error == failure)
        #expect(await gitHub.current == old)
        _ = await networkError { try await gitHub.refresh(rejected: old, for: origin) }
        #expect(refresh.count == 2)
    }

    @Test("without a credential nothing is sent and nothing renewed")
    func noCredential() async throws {
        let refresh = CountingRefresh(clock: clock)
        let gitHub = authenticator(nil, refresh: refresh)

        #expect(try await gitHub.credential(for: origin) == nil)
        #expect(try await gitHub.refresh(rejected: credential(), for: origin) == nil)
        #expect(refresh.count == 0)
    }

    @Test("a credential's description, debug description and mirror never show its token")
    func descriptionsHideTheToken() {
        let secret = "gho_DescriptionSecret0123456789"
        let expiring = AuthenticationCredential(
            token: secret, expiresAt: Date(timeIntervalSince1970: 1_767_229_200), isRefreshable: true)
        var dumped = ""
        dump(expiring, to: &dumped)

        #expect(
            expiring.description
                == "AuthenticationCredential(token: <redacted>, expiresAt: 2026-01-01T01:00:00Z, isRefreshable: true)")
        #expect(
            AuthenticationCredential(token: secret).description
                == "AuthenticationCredential(token: <redacted>, expiresAt: never, isRefreshable: false)")
        for text in [expiring.debugDescription, "\(expiring)", String(reflecting: expiring), dumped, "\([expiring])"] {
            #expect(!text.contains(secret), "\(text)")
            #expect(text.contains("<redacted>"), "\(text)")
        }
    }
}
