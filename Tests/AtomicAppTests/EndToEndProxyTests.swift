import AtomicTestSupport
import Foundation
import ImagePipeline
import Testing

/// The proxy variables libcurl reads, on the built binary, with a loopback server as the proxy: every request
/// (the API's, the posts API's, an avatar's) goes through it, the token still goes to the GitHub API's origin
/// only, `NO_PROXY` goes around it, and `HTTP_PROXY` in capitals is not read.
@Suite struct EndToEndProxyTests {
    static let token = "ghp_proxyS3cretT0kenValue0123456789abcdefXY"
    /// Origins where nothing listens (privileged ports): only the proxy can answer for them.
    static let gitHubOrigin = "http://127.0.0.1:1"
    static let postsOrigin = "http://127.0.0.1:2"
    static let avatarsOrigin = "http://127.0.0.1:3"

    private static func profile() -> TestResponse {
        .json(
            """
            {"login":"octocat","id":1,"name":"Mona Lisa","html_url":"https://github.com/octocat","type":"User",\
            "avatar_url":"\(avatarsOrigin)/u/1?v=4","public_repos":0,"public_gists":0,"followers":0,"following":0}
            """)
    }

    private static func picture() throws -> TestResponse {
        let pixels = [UInt8](repeating: 200, count: 16 * 16 * 4)
        let image = try #require(RGBAImage(width: 16, height: 16, pixels: pixels))
        return TestResponse(headers: [("Content-Type", "image/png")], body: try PNGEncoder().encode(image))
    }

    /// A proxy that answers the three origins as their servers would.
    private static func proxy() throws -> TestHTTPServer {
        let proxy = try TestHTTPServer()
        proxy.route("\(gitHubOrigin)/users/octocat", profile())
        proxy.route("\(avatarsOrigin)/u/1", try picture())
        proxy.route("\(postsOrigin)/posts", .json(#"[{"userId":1,"id":1,"title":"through the proxy","body":"b"}]"#))
        proxy.route("\(postsOrigin)/users", .json(#"[{"id":1,"name":"Ada","username":"ada","email":"a@x.test"}]"#))
        proxy.route("\(postsOrigin)/comments", .json("[]"))
        return proxy
    }

    private func run(_ arguments: [String], _ environment: [String: String]) async throws -> AtomicBinary.Outcome {
        let sandbox = try EndToEndSandbox()
        return try await sandbox.atomicExactly(
            arguments + [
                "--cache-dir", sandbox.cacheDirectory.path, "--github-api-url", Self.gitHubOrigin,
                "--posts-api-url", Self.postsOrigin,
            ],
            environment: environment)
    }

    @Test(arguments: ["http_proxy", "ALL_PROXY", "all_proxy"])
    func everyRequestGoesThroughTheProxyAndTheTokenOnlyToItsOrigin(variable: String) async throws {
        let proxy = try Self.proxy()
        defer { proxy.stop() }
        let environment = [variable: proxy.baseURL.absoluteString, "GITHUB_TOKEN": Self.token, "GH_FORCE_TTY": "1"]

        let user = try await run(["user", "octocat", "--avatar"], environment)
        let posts = try await run(["posts"], environment)

        #expect(user.status == 0, "\(user.errorOutput)")
        #expect(user.output.contains("Mona Lisa"), "\(user.output)")
        #expect(
            posts.status == 0 && posts.output.contains("through the proxy"),
            "\(posts.errorOutput) \(proxy.requests.map(\.target))")
        let profile = try #require(proxy.requests(to: "\(Self.gitHubOrigin)/users/octocat").first)
        #expect(profile.header("Authorization") == "Bearer \(Self.token)")
        #expect(proxy.requestCount(to: "\(Self.avatarsOrigin)/u/1") == 1, "\(proxy.requests.map(\.target))")
        for request in proxy.requests where !request.target.hasPrefix(Self.gitHubOrigin + "/") {
            #expect(request.header("Authorization") == nil, "\(request.target) carried the token")
            #expect(!request.headers.values.contains { $0.contains(Self.token) }, "\(request.target)")
        }
        #expect(!user.errorOutput.contains(Self.token) && !posts.errorOutput.contains(Self.token))
    }

    @Test func noProxyGoesAroundItAndCapitalHTTPProxyIsNotRead() async throws {
        let gitHub = try TestHTTPServer()
        defer { gitHub.stop() }
        gitHub.route("/users/octocat", Self.profile())
        let sandbox = try EndToEndSandbox()
        let arguments = ["user", "octocat"] + sandbox.options(gitHub: gitHub)
        // A proxy where nothing listens: a request sent to it would fail.
        let closed = EndToEndSandbox.closedURL

        let around = try await sandbox.atomicExactly(
            arguments, environment: ["http_proxy": closed, "NO_PROXY": "127.0.0.1"])
        let capital = try await sandbox.atomicExactly(arguments + ["--ttl", "0"], environment: ["HTTP_PROXY": closed])
        let through = try await sandbox.atomicExactly(arguments + ["--ttl", "0"], environment: ["http_proxy": closed])

        #expect(around.status == 0, "\(around.errorOutput)")
        #expect(capital.status == 0, "\(capital.errorOutput)")
        #expect(gitHub.requestCount(to: "/users/octocat") == 2)
        // Without NO_PROXY the request goes to the proxy, which is not there: the stale copy is shown with a
        // warning, and the server never hears of it.
        #expect(through.status == 0 && through.errorOutput.contains("could not connect"), "\(through.errorOutput)")
        #expect(gitHub.requestCount(to: "/users/octocat") == 2)
    }
}
