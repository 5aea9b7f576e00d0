import AtomicCore
import Foundation
import Networking
import Testing

@testable import Data

/// The device flow against a stub GitHub: what it sends, how it polls, and each bad answer.
@Suite("GitHub device flow")
struct GitHubDeviceFlowTests {
    let web = URL(string: "https://github.test")!

    /// A flow whose requests `answer` answers, in order of arrival, on a test clock.
    func flow(
        clock: TestClock = TestClock(), _ answer: @escaping @Sendable (TransportRequest) throws -> StubResponse
    ) -> (GitHubDeviceFlow, StubTransport) {
        let transport = StubTransport(clock: clock) { try answer($0) }
        let client = HTTPClient(
            transport: transport, configuration: HTTPClient.Configuration(retryPolicy: .never, clock: clock))
        return (
            GitHubDeviceFlow(client: client, oauth: GitHubOAuth(webURL: web), clientID: "Iv1.client", clock: clock),
            transport
        )
    }

    static let codeAnswer = """
        {"device_code":"3584d83530557fdd1f46af8289938c8ef79f9dc5","user_code":"WDJB-MJHT",
         "verification_uri":"https://github.test/login/device","expires_in":900,"interval":5}
        """

    /// The form fields of a request's body.
    static func form(_ request: TransportRequest) -> [String: String] {
        let text = String(decoding: request.httpBody ?? Data(), as: UTF8.self)
        var fields: [String: String] = [:]
        for pair in text.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1).map { String($0).removingPercentEncoding ?? "" }
            fields[parts[0]] = parts.count > 1 ? parts[1] : ""
        }
        return fields
    }

    @Test("start posts the client id and scopes as a form, asking for JSON, and checks the answer")
    func startPostsTheForm() async throws {
        let (flow, transport) = flow { _ in .json(Self.codeAnswer) }
        let authorization = try await flow.start(scopes: ["read:user", "repo"])
        #expect(authorization.userCode == "WDJB-MJHT")
        #expect(authorization.verificationURI.absoluteString == "https://github.test/login/device")
        #expect(authorization.interval == 5)
        let request = try #require(transport.requests.first)
        #expect(request.url?.absoluteString == "https://github.test/login/device/code")
        #expect(request.httpMethod == "POST")
        #expect(request.value(forHTTPHeaderField: "Accept") == "application/json")
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/x-www-form-urlencoded")
        #expect(Self.form(request) == ["client_id": "Iv1.client", "scope": "read:user repo"])
        #expect(!"\(authorization)".contains("3584d835"))
    }

    @Test(
        "a device-code answer that is HTML, truncated or lacks a field is refused with a reason",
        arguments: [
            "<html><body>Sign in</body></html>",
            #"{"device_code":"abc","user_code":"WDJB"#,
            #"{"user_code":"WDJB-MJHT","verification_uri":"https://github.test/login/device","expires_in":900}"#,
            #"{"device_code":"abc","verification_uri":"https://github.test/login/device","expires_in":900}"#,
            #"{"device_code":"abc","user_code":"WDJB-MJHT","expires_in":900}"#,
            #"{"device_code":"abc","user_code":"WDJB-MJHT","verification_uri":"https://github.test/d"}"#,
            #"{"device_code":"abc","user_code":"WD\u001b[2JJB","verification_uri":"https://github.test/d","expires_in":900}"#,
            #"{"device_code":"abc","user_code":"WDJB","verification_uri":"javascript:alert(1)","expires_in":900}"#,
        ])
    func badDeviceCodeAnswers(body: String) async throws {
        let (flow, _) = flow { _ in StubResponse(headers: ["Content-Type": "application/json"], body: Data(body.utf8)) }
        await #expect {
            _ = try await flow.start(scopes: [])
        } throws: { error in
            guard case DeviceFlowError.invalidAnswer = error else { return false }
            return true
        }
    }

    @Test("an expires_in already past, and an interval longer than the code lives, are refused")
    func pastExpiryAndHugeInterval() async throws {
        for fields in [#""expires_in":0,"interval":5"#, #""expires_in":-30"#, #""expires_in":900,"interval":1e300"#] {
            let body =
                #"{"device_code":"abc","user_code":"WDJB-MJHT","verification_uri":"https://github.test/d","#
                + fields + "}"
            let (flow, _) = flow { _ in .json(body) }
            await #expect(throws: DeviceFlowError.self) { _ = try await flow.start(scopes: []) }
        }
    }

    @Test("an interval of 0 or below is the RFC's 5 seconds")
    func zeroIntervalIsFiveSeconds() async throws {
        for interval in ["0", "-4"] {
            let body =
                #"{"device_code":"abc","user_code":"WDJB-MJHT","verification_uri":"https://github.test/d","expires_in":900,"interval":"#
                + interval + "}"
            let (flow, _) = flow { _ in .json(body) }
            #expect(try await flow.start(scopes: []).interval == 5)
        }
    }

    @Test("polls every interval while pending, adds 5 seconds on slow_down, and returns the token")
    func pollsUntilTheToken() async throws {
        let clock = TestClock()
        let polls = Locked(0)
        let (flow, transport) = flow(clock: clock) { request in
            guard request.url?.path == "/login/oauth/access_token" else { return .json(Self.codeAnswer) }
            let poll = polls.withLock { count -> Int in
                count += 1
                return count
            }
            switch poll {
            case 1: return .json(#"{"error":"authorization_pending"}"#)
            case 2: return .json(#"{"error":"slow_down","interval":10}"#)
            case 3: return .json(#"{"error":"authorization_pending"}"#)
            default:
                return .json(
                    #"{"access_token":"ghu_16C7e42F292c6912E7710c838347Ae178B4a","token_type":"bearer","scope":"read:user","expires_in":28800,"refresh_token":"ghr_1B4a2e77838347a7E420ce178F2E7c6912E169246c34E1ccbF66C46812d16D5B1A9Dc86A1498","refresh_token_expires_in":15811200}"#
                )
            }
        }
        let authorization = try await flow.start(scopes: ["read:user"])
        let started = clock.now
        let issued = try await flow.waitForToken(authorization)
        #expect(issued.token == "ghu_16C7e42F292c6912E7710c838347Ae178B4a")
        #expect(issued.refreshToken?.hasPrefix("ghr_") == true)
        #expect(issued.scopes == "read:user")
        #expect(issued.expiresAt == clock.now.addingTimeInterval(28_800))
        // 5 s, 5 s (then slow_down: 10 s, GitHub's own, which is more than 5 + 5 = 10 too), 10 s, 10 s.
        #expect(clock.sleeps == [.seconds(5), .seconds(5), .seconds(10), .seconds(10)])
        #expect(clock.now.timeIntervalSince(started) == 30)
        let poll = try #require(transport.requests.last)
        #expect(
            Self.form(poll) == [
                "client_id": "Iv1.client", "device_code": "3584d83530557fdd1f46af8289938c8ef79f9dc5",
                "grant_type": "urn:ietf:params:oauth:grant-type:device_code",
            ])
        #expect(!"\(issued)".contains("ghu_16C7"))
        #expect(!"\(issued)".contains("ghr_1B4a"))
    }

    @Test("slow_down forever stops when the code expires")
    func slowDownForeverStops() async throws {
        let clock = TestClock()
        let (flow, _) = flow(clock: clock) { request in
            request.url?.path == "/login/oauth/access_token"
                ? .json(#"{"error":"slow_down"}"#) : .json(Self.codeAnswer)
        }
        let authorization = try await flow.start(scopes: [])
        await #expect(throws: DeviceFlowError.expired) { _ = try await flow.waitForToken(authorization) }
        #expect(clock.now <= authorization.expiresAt)
        // 5, 10, 15, … seconds: the sum passes 900 s after 18 waits, the last one cut at the expiry.
        #expect(clock.sleeps.count < 20)
    }

    @Test(
        "each error GitHub answers with ends the wait with its own case",
        arguments: [
            ("expired_token", DeviceFlowError.expired), ("access_denied", .accessDenied),
            ("device_flow_disabled", .deviceFlowDisabled),
            ("incorrect_client_credentials", .incorrectClientCredentials),
            ("unsupported_grant_type", .refused(code: "unsupported_grant_type", description: "nope")),
        ])
    func errorsEndTheWait(code: String, expected: DeviceFlowError) async throws {
        let (flow, _) = flow { request in
            request.url?.path == "/login/oauth/access_token"
                ? .json(#"{"error":"\#(code)","error_description":"nope"}"#) : .json(Self.codeAnswer)
        }
        let authorization = try await flow.start(scopes: [])
        await #expect(throws: expected) { _ = try await flow.waitForToken(authorization) }
        #expect(!expected.message.isEmpty && !expected.message.contains("\n"))
    }

    @Test("a token with a line break or a space is refused, never returned")
    func badTokensAreRefused() async throws {
        for token in [#"ghu_abc\ndef"#, "ghu abc", #"ghu_\u0007"#, ""] {
            let (flow, _) = flow { request in
                request.url?.path == "/login/oauth/access_token"
                    ? .json(#"{"access_token":"\#(token)"}"#) : .json(Self.codeAnswer)
            }
            let authorization = try await flow.start(scopes: [])
            await #expect {
                _ = try await flow.waitForToken(authorization)
            } throws: { error in
                guard case DeviceFlowError.invalidAnswer = error else { return false }
                return true
            }
        }
    }

    @Test("a token endpoint that fails ends the wait with the network's error")
    func networkFailureEndsTheWait() async throws {
        let (flow, _) = flow { request in
            guard request.url?.path == "/login/oauth/access_token" else { return .json(Self.codeAnswer) }
            throw NetworkError.timedOut
        }
        let authorization = try await flow.start(scopes: [])
        await #expect(throws: DeviceFlowError.network(.timedOut)) { _ = try await flow.waitForToken(authorization) }
    }

    @Test("a cancelled wait ends at once as cancelled")
    func cancelledWait() async throws {
        let (flow, _) = flow { request in
            request.url?.path == "/login/oauth/access_token"
                ? .json(#"{"error":"authorization_pending"}"#) : .json(Self.codeAnswer)
        }
        let authorization = try await flow.start(scopes: [])
        let task = Task { try await flow.waitForToken(authorization) }
        task.cancel()
        await #expect(throws: DeviceFlowError.cancelled) { _ = try await task.value }
    }

    @Test("refresh sends the refresh grant and returns the rotated refresh token; a refused one signs out")
    func refresh() async throws {
        let answers = Locked([
            #"{"access_token":"ghu_new","expires_in":28800,"refresh_token":"ghr_rotated"}"#,
            #"{"error":"bad_refresh_token","error_description":"The refresh token passed is incorrect or expired."}"#,
        ])
        let (flow, transport) = flow { _ in .json(answers.withLock { $0.removeFirst() }) }
        let issued = try await flow.refresh(refreshToken: "ghr_old+/=")
        #expect(issued.token == "ghu_new")
        #expect(issued.refreshToken == "ghr_rotated")
        let request = try #require(transport.requests.first)
        #expect(request.url?.absoluteString == "https://github.test/login/oauth/access_token")
        #expect(
            Self.form(request) == [
                "client_id": "Iv1.client", "grant_type": "refresh_token", "refresh_token": "ghr_old+/=",
            ])
        await #expect(throws: DeviceFlowError.badRefreshToken) {
            _ = try await flow.refresh(refreshToken: "ghr_rotated")
        }
        #expect(DeviceFlowError.badRefreshToken.message.hasPrefix("signed out:"))
    }

    @Test("the web root follows the API's address as GitHub lays its hosts out")
    func webRoot() {
        func web(_ api: String) -> String { GitHubOAuth.webURL(forAPIURL: URL(string: api)!).absoluteString }
        #expect(web("https://api.github.com") == "https://github.com")
        #expect(web("https://ghe.example.com/api/v3") == "https://ghe.example.com")
        #expect(web("http://127.0.0.1:8080/api/v3") == "http://127.0.0.1:8080")
        #expect(web("http://127.0.0.1:8080") == "http://127.0.0.1:8080")
    }
}
