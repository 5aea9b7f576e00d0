import AtomicTestSupport
import Data
import Foundation
import ImagePipeline
import Testing

/// `atomic user LOGIN --avatar` run as a real process in a real terminal (tmux), against the demo data and
/// against avatars served by a loopback server on a port of their own.
@Suite struct EndToEndAvatarTests {
    static let token = "ghp_avatarS3cretT0kenValue0123456789abcdefXY"

    /// The environment of a terminal run: the sandbox's, plus `extra`.
    private func environment(_ sandbox: EndToEndSandbox, _ extra: [String: String]) -> [String: String] {
        sandbox.environment(extra).filter { $0.key != "COLUMNS" }
    }

    @Test(arguments: [["COLORTERM": "truecolor"], [:]])
    func theDemoAvatarIsDrawnInTheTerminal(colorterm: [String: String]) async throws {
        let sandbox = try EndToEndSandbox()
        let login = DemoDataset.standard.gitHubUsers[1].user.login

        let screen = try await TmuxTerminal.run(
            ["--demo", "--cache-dir", sandbox.cacheDirectory.path, "user", login, "--avatar"],
            environment: environment(sandbox, colorterm), in: sandbox)

        #expect(screen.status == 0, "screen: \(screen.text)")
        // 32 × 16 cells, each with its background: libchafa's symbols, flat cells as coloured spaces.
        #expect(screen.pictureCellCount >= 32 * 16, "screen: \(screen.text)")
        #expect(screen.blockElementCount >= 8, "screen: \(screen.text)")
        let colors = screen.colors
        #expect(colors.count >= 2, "colours: \(colors)")
        let prefix = colorterm.isEmpty ? "index:" : "rgb:"
        #expect(colors.allSatisfy { $0.hasPrefix(prefix) }, "colours: \(colors)")
        #expect(screen.text.contains("(\(login))"))
    }

    @Test func withNoColorTheDemoAvatarIsDrawnInShapesWithoutColour() async throws {
        let sandbox = try EndToEndSandbox()
        let login = DemoDataset.standard.gitHubUsers[1].user.login

        let screen = try await TmuxTerminal.run(
            ["--demo", "--cache-dir", sandbox.cacheDirectory.path, "user", login, "--avatar"],
            environment: environment(sandbox, ["NO_COLOR": "1", "COLORTERM": "truecolor"]), in: sandbox)

        #expect(screen.status == 0)
        // The identicon's light ground in full blocks, its darker shapes as spaces: not one solid block.
        let blocks = screen.text.filter { $0 == "█" }.count
        #expect(blocks >= 16 && blocks < 32 * 16 - 32, "screen: \(screen.text)")
        #expect(screen.colors.isEmpty)
    }

    /// A profile on `gitHub` whose avatar is `/u/1` on `avatars`, a different loopback port.
    /// ``picture()`` as a PNG answer.
    private static func pictureResponse() throws -> TestResponse {
        TestResponse(body: try PNGEncoder().encode(try picture()))
    }

    /// A 64 × 64 picture: red above, blue below.
    private static func picture() throws -> RGBAImage {
        var pixels: [UInt8] = []
        for y in 0..<64 {
            for _ in 0..<64 {
                pixels += y < 32 ? [220, 30, 30, 255] : [30, 30, 220, 255]
            }
        }
        return try #require(RGBAImage(width: 64, height: 64, pixels: pixels))
    }

    /// Runs `atomic user octocat --avatar` in tmux with a token set, `avatar` answering the avatar URL.
    private func runWithAvatar(_ avatar: TestResponse) async throws -> (
        screen: TmuxTerminal.Screen, gitHub: TestHTTPServer, avatars: TestHTTPServer
    ) {
        let (gitHub, avatars) = try TestHTTPServer.gitHubProfileAndAvatars(avatar: avatar)
        let sandbox = try EndToEndSandbox()
        let screen = try await TmuxTerminal.run(
            ["user", "octocat", "--avatar"] + sandbox.options(gitHub: gitHub),
            environment: environment(sandbox, ["GITHUB_TOKEN": Self.token, "COLORTERM": "truecolor"]), in: sandbox)
        gitHub.stop()
        avatars.stop()
        return (screen, gitHub, avatars)
    }

    /// The avatar host got one request, without the token in any header; GitHub got the token.
    private func expectTokenOnlyOnGitHub(gitHub: TestHTTPServer, avatars: TestHTTPServer) {
        #expect(avatars.requestCount(to: "/u/1") == 1)
        for request in avatars.requests {
            #expect(request.header("Authorization") == nil, "the avatar host got an Authorization header")
            #expect(!request.headers.values.contains { $0.contains(Self.token) }, "\(request.headers)")
        }
        #expect(gitHub.requests.first?.header("Authorization") == "Bearer \(Self.token)")
    }

    @Test(arguments: ["image/png", "image/jpeg"])
    func aPNGOrJPEGAvatarFromTheAvatarHostIsDrawnWithoutTheToken(type: String) async throws {
        let picture = try Self.picture()
        let body = type == "image/png" ? try PNGEncoder().encode(picture) : try JPEGEncoder().encode(picture)

        let (screen, gitHub, avatars) = try await runWithAvatar(
            TestResponse(headers: [("Content-Type", type)], body: body))

        #expect(screen.status == 0, "screen: \(screen.text)")
        #expect(screen.pictureCellCount >= 32 * 16, "screen: \(screen.text)")
        #expect(screen.colors.count >= 2, "colours: \(screen.colors)")
        #expect(screen.text.contains("Mona Lisa (octocat)"))
        expectTokenOnlyOnGitHub(gitHub: gitHub, avatars: avatars)
    }

    @Test(arguments: [
        TestResponse.text("Not Found", status: 404),
        TestResponse(headers: [("Content-Type", "image/png")], body: Data("\u{89}PNG\r\n\u{1A}\nbroken".utf8)),
    ])
    func aMissingOrCorruptAvatarShowsThePlaceholderAndExitsZero(avatar: TestResponse) async throws {
        let (screen, gitHub, avatars) = try await runWithAvatar(avatar)

        #expect(screen.status == 0, "screen: \(screen.text)")
        #expect(screen.blockElementCount == 0 && screen.pictureCellCount == 0)
        #expect(screen.text.contains("│   ML   │"), "screen: \(screen.text)")
        #expect(screen.text.contains("Mona Lisa (octocat)"))
        expectTokenOnlyOnGitHub(gitHub: gitHub, avatars: avatars)
    }

    @Test func offlineTheAvatarComesFromTheDiskCacheOfAnEarlierRun() async throws {
        let (gitHub, avatars) = try TestHTTPServer.gitHubProfileAndAvatars(avatar: try Self.pictureResponse())
        defer { gitHub.stop() }
        defer { avatars.stop() }
        let sandbox = try EndToEndSandbox()
        let arguments = ["user", "octocat", "--avatar"] + sandbox.options(gitHub: gitHub)
        let environment = environment(sandbox, ["COLORTERM": "truecolor"])

        let online = try await TmuxTerminal.run(arguments, environment: environment, in: sandbox)
        let offline = try await TmuxTerminal.run(arguments + ["--offline"], environment: environment, in: sandbox)

        #expect(online.status == 0 && offline.status == 0, "screen: \(offline.text)")
        #expect(offline.pictureCellCount >= 32 * 16, "screen: \(offline.text)")
        #expect(offline.colors == online.colors)
        #expect(avatars.requestCount == 1)
        #expect(gitHub.requestCount == 1)
    }

    @Test func withoutATerminalNoAvatarIsDownloadedOrPrinted() async throws {
        let (gitHub, avatars) = try TestHTTPServer.gitHubProfileAndAvatars(avatar: try Self.pictureResponse())
        defer { gitHub.stop() }
        defer { avatars.stop() }
        let sandbox = try EndToEndSandbox()

        let run = try await sandbox.atomic(["user", "octocat", "--avatar"], gitHub: gitHub)

        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        #expect(run.output.hasPrefix("Mona Lisa (octocat)"))
        #expect(TmuxTerminal.blockElementCount(in: run.output) == 0)
        #expect(avatars.requestCount == 0)
    }

    @Test func withAvatarsOffThePlaceholderShowsAndNothingIsDownloaded() async throws {
        let (gitHub, avatars) = try TestHTTPServer.gitHubProfileAndAvatars(avatar: try Self.pictureResponse())
        let sandbox = try EndToEndSandbox()

        let screen = try await TmuxTerminal.run(
            ["user", "octocat", "--avatar", "--avatars=off"] + sandbox.options(gitHub: gitHub),
            environment: environment(sandbox, ["COLORTERM": "truecolor"]), in: sandbox)
        gitHub.stop()
        avatars.stop()

        #expect(screen.status == 0, "screen: \(screen.text)")
        #expect(screen.text.contains("│   ML   │"), "screen: \(screen.text)")
        #expect(screen.blockElementCount == 0 && screen.pictureCellCount == 0)
        #expect(avatars.requestCount == 0)
    }

    /// The kitty or sixel sequence written for `--avatars=MODE`, read from a run through `script` (tmux would
    /// swallow it), with the pseudo-terminal's pixel size unknown.
    @Test(arguments: [("kitty", "\u{1B}_Ga=T,f=32,"), ("sixel", "\u{1B}P")])
    func anImageProtocolIsWrittenForItsMode(mode: String, start: String) async throws {
        let (gitHub, avatars) = try TestHTTPServer.gitHubProfileAndAvatars(avatar: try Self.pictureResponse())
        defer { gitHub.stop() }
        defer { avatars.stop() }
        let sandbox = try EndToEndSandbox()

        let run = try await PseudoTerminal.run(
            ["user", "octocat", "--avatar", "--avatars=\(mode)"] + sandbox.options(gitHub: gitHub),
            environment: sandbox.environment(["COLUMNS": "80"]))

        #expect(run.status == 0, "output: \(run.output)")
        #expect(run.output.contains(start), "output: \(run.output.debugDescription)")
        #expect(run.output.contains("\u{1B}\\"))
        #expect(TmuxTerminal.blockElementCount(in: run.output) == 0)
        #expect(avatars.requestCount == 1)
    }
}
