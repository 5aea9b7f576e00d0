import AtomicCore
import Foundation
import Testing

@testable import Networking

@Suite("Request adapters")
struct RequestAdapterTests {
    private func blankRequest() -> TransportRequest {
        TransportRequest(url: URL(string: "https://api.example.test/users")!)
    }

    @Test("the user agent names the app and its version unless one is set")
    func userAgent() async throws {
        var request = blankRequest()
        try await UserAgentAdapter().adapt(&request)
        #expect(request.value(forHTTPHeaderField: "User-Agent") == "AtomicArch/\(AtomicArchVersion.current)")

        var custom = blankRequest()
        custom.setValue("mine/1", forHTTPHeaderField: "user-agent")
        try await UserAgentAdapter(userAgent: "other/2").adapt(&custom)
        #expect(custom.value(forHTTPHeaderField: "User-Agent") == "mine/1")
    }

    @Test("the token provider's token is sent as a bearer token")
    func bearerToken() async throws {
        var request = blankRequest()
        try await AuthorizationAdapter(tokenProvider: StaticTokenProvider("ghp_secret123")).adapt(&request)
        #expect(request.value(forHTTPHeaderField: "Authorization") == "Bearer ghp_secret123")
    }

    @Test("no token, a blank token or an existing Authorization field adds nothing")
    func noToken() async throws {
        for token in [nil, "", "  \n"] as [String?] {
            var request = blankRequest()
            try await AuthorizationAdapter(tokenProvider: StaticTokenProvider(token)).adapt(&request)
            #expect(request.value(forHTTPHeaderField: "Authorization") == nil)
        }
        var request = blankRequest()
        request.setValue("token abc", forHTTPHeaderField: "Authorization")
        try await AuthorizationAdapter(tokenProvider: StaticTokenProvider("xyz")).adapt(&request)
        #expect(request.value(forHTTPHeaderField: "Authorization") == "token abc")
    }

    @Test("a token with a control character is refused")
    func controlCharacters() async {
        struct Broken: TokenProvider {
            func token() async -> String? { "abc\r\nX-Evil: 1" }
        }
        var request = blankRequest()
        let error = await networkError { try await AuthorizationAdapter(tokenProvider: Broken()).adapt(&request) }
        #expect(error == .invalidRequest("The access token contains control characters."))
        #expect(error?.message.contains("abc") == false)
    }
}
