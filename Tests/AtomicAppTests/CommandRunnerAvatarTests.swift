import AtomicCore
import Domain
import Foundation
import ImagePipeline
import Networking
import Testing

@testable import AtomicApp

/// `atomic user LOGIN --avatar` over a stub transport: when the picture is drawn, when the placeholder is, and
/// when nothing is.
@Suite struct CommandRunnerAvatarTests {
    private static let avatarURL = URL(string: "https://avatars.githubusercontent.com/u/1?v=4")!
    /// The URL the pipeline asks for: the avatar at the 32 pixels drawn.
    private static let sizedURL = URL(string: "https://avatars.githubusercontent.com/u/1?v=4&s=32")!

    private static let detail = GitHubUserDetail(
        id: 1, login: "octocat", name: "The Octocat", company: nil, blog: nil, location: nil, email: nil,
        bio: nil, twitterUsername: nil, publicRepos: 8, publicGists: 8, followers: 9000, following: 9,
        createdAt: nil, avatarURL: avatarURL, profileURL: nil)

    /// Runs `atomic arguments` whose avatar URL answers `avatar`, on a console that is a terminal or not.
    private func run(
        _ arguments: [String], avatar: StubResponse, isTerminal: Bool = true, environment: [String: String] = [:]
    ) async -> (status: Int32, console: RecordingConsole, transport: StubTransport) {
        let clock = TestClock()
        let transport = StubTransport(clock: clock)
        transport.stub(url: Self.sizedURL, avatar)
        let client = HTTPClient(
            transport: transport, configuration: HTTPClient.Configuration(retryPolicy: .never, clock: clock))
        let images = ImagePipeline(configuration: .init(httpClient: client))
        let services = AppServices(
            gitHubUsers: GitHubUsersServices(repository: FakeUsersRepository(details: ["octocat": Self.detail])),
            posts: PostsServices(repository: FakePostsRepository()),
            cache: FakeCacheAdministration(), images: images)
        let console = RecordingConsole(isTerminal: isTerminal, width: 80)
        let status = await AtomicCommand.main(
            arguments: arguments, environment: environment, console: console, clock: clock,
            makeServices: { _ in services })
        return (status, console, transport)
    }

    private static func png() throws -> Data {
        try PNGEncoder().encode(try AvatarOutputTests.halves(width: 64, height: 64))
    }

    /// The text comes first, so a slow avatar host never holds it back; the picture follows it.
    @Test func onATerminalTheAvatarIsDrawnBelowTheProfile() async throws {
        let (status, console, transport) = await run(
            ["user", "octocat", "--avatar"], avatar: StubResponse(body: try Self.png()),
            environment: ["COLORTERM": "truecolor"])
        #expect(status == 0)
        #expect(console.err == "")
        #expect(transport.requests.map(\.url) == [Self.sizedURL])
        #expect(console.out.filter { $0 == "▀" }.count == 32 * 16)
        #expect(console.out.contains("\u{1B}[38;2;255;0;0;48;2;255;0;0m▀"))
        #expect(console.out.contains("\u{1B}[38;2;0;0;255;48;2;0;0;255m▀"))
        let picture = try #require(console.out.range(of: "▀"))
        let name = try #require(console.out.range(of: "The Octocat (octocat)"))
        #expect(name.lowerBound < picture.lowerBound)
    }

    @Test func withoutCOLORTERMTheAvatarUsesThe256Colours() async throws {
        let (_, console, _) = await run(["user", "octocat", "--avatar"], avatar: StubResponse(body: try Self.png()))
        #expect(console.out.contains("\u{1B}[38;5;196;48;5;196m▀"))
        #expect(!console.out.contains("38;2;"))
    }

    @Test func withNoColourTheAvatarIsShades() async throws {
        let (status, console, _) = await run(
            ["user", "octocat", "--avatar", "--no-color"], avatar: StubResponse(body: try Self.png()),
            environment: ["COLORTERM": "truecolor"])
        #expect(status == 0)
        #expect(!console.out.contains("\u{1B}["), "no colour nor style")
        #expect(!console.out.contains("▀"))
        #expect(console.out.contains("░░░░"))
    }

    @Test(arguments: [
        StubResponse(status: 404, body: Data("Not Found".utf8)),
        StubResponse(body: Data("\u{89}PNG\r\n\u{1A}\ngarbage".utf8)),
        StubResponse(body: Data("GIF89a".utf8) + Data(repeating: 0, count: 32)),
    ])
    func aMissingBrokenOrGIFAvatarShowsThePlaceholderAndSucceeds(avatar: StubResponse) async throws {
        let (status, console, _) = await run(["user", "octocat", "--avatar"], avatar: avatar)
        #expect(status == 0)
        #expect(console.err == "")
        #expect(console.out.hasSuffix("\n\n┌────────┐\n│        │\n│   TO   │\n│        │\n└────────┘\n"))
        #expect(console.out.contains("The Octocat (octocat)"))
    }

    @Test func whenOutputIsNotATerminalNothingIsDownloadedOrDrawn() async throws {
        let (status, console, transport) = await run(
            ["user", "octocat", "--avatar"], avatar: StubResponse(body: try Self.png()), isTerminal: false)
        let (_, plain, _) = await run(["user", "octocat"], avatar: StubResponse(), isTerminal: false)
        #expect(status == 0)
        #expect(transport.requestCount == 0)
        #expect(console.out == plain.out)
    }

    @Test func withJSONTheOutputIsUnchanged() async throws {
        let (status, console, transport) = await run(
            ["user", "octocat", "--avatar", "--json"], avatar: StubResponse(body: try Self.png()))
        let (_, json, _) = await run(["user", "octocat", "--json"], avatar: StubResponse())
        #expect(status == 0)
        #expect(transport.requestCount == 0)
        #expect(console.out == json.out)
        #expect(!console.out.isEmpty)
    }
}
