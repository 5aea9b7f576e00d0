import AtomicTestSupport
import Foundation
import Testing

/// `atomic user LOGIN --avatar` on a terminal with an avatar host that holds its answer back: the whole profile
/// text is on the terminal while the avatar request is still unanswered; the picture (or the initials) follows.
@Suite struct EndToEndSlowAvatarTests {
    @Test func theProfileTextIsPrintedBeforeASlowAvatarAnswers() async throws {
        let gitHub = try TestHTTPServer()
        let avatars = try TestHTTPServer()
        defer {
            gitHub.stop()
            avatars.stop()
        }
        let profile = EndToEndFixtures.userDetailJSON(login: "octocat", id: 1).replacingOccurrences(
            of: "\(EndToEndFixtures.avatarBase)/1?v=4", with: "\(avatars.baseURL.absoluteString)/u/1?v=4")
        gitHub.route("/users/octocat", .json(profile))
        // Longer than the run's watchdog: without the text first, nothing of the profile shows while the run lasts.
        avatars.route("/u/1", TestResponse(status: 404, body: Data(), delay: .seconds(120)))
        let sandbox = try EndToEndSandbox()

        // The last field of the profile: once it is on the terminal, the whole text is.
        let (run, interrupted) = try await PseudoTerminal.run(
            ["--no-interactive", "--timeout", "600", "user", "octocat", "--avatar"] + sandbox.options(gitHub: gitHub),
            environment: sandbox.environment(["NO_COLOR": "1"]), interruptingAfter: "ID         1")

        #expect(interrupted, "the profile text never showed while the avatar was held: \(run.output)")
        let shown = PseudoTerminal.visible(PseudoTerminal.withoutSpinner(run.output))
        #expect(shown.contains("Mona Lisa (octocat)") && shown.contains("Company    @github"), "\(shown)")
        #expect(!shown.contains("░"), "no picture came, as its host never answered")
    }
}
