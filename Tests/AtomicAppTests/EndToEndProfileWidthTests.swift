import AtomicTestSupport
import Foundation
import TerminalUI
import Testing

/// A profile printed on a terminal fits its width: the header and every labelled field wrap, a value's later
/// lines hang under the value column, and wide (CJK) text is measured as it shows.
@Suite struct EndToEndProfileWidthTests {
    static let company = String(repeating: "Initech Global ", count: 14)  // 210 characters
    static let location = String(repeating: "東京都千代田区丸の内", count: 8)  // 80 characters, 160 columns

    static func profileJSON() -> String {
        """
        {"login":"wide","id":7,"html_url":"https://github.com/wide","type":"User",
        "name":"\(String(repeating: "Name ", count: 20))","company":"\(company)","location":"\(location)",
        "public_repos":1,"public_gists":0,"followers":0,"following":0}
        """
    }

    @Test func aLongProfileFitsSixtyColumnsOnATerminal() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/users/wide", .json(Self.profileJSON()))
        let sandbox = try EndToEndSandbox()

        let run = try await PseudoTerminal.run(
            ["--no-interactive", "user", "wide"] + sandbox.options(gitHub: server),
            environment: sandbox.environment(["COLUMNS": "60"]))

        #expect(run.status == 0, "\(run.output)")
        let lines = PseudoTerminal.visible(PseudoTerminal.withoutSpinner(run.output))
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for line in lines {
            #expect(TextWidth.displayWidth(of: line) <= 60, "\(TextWidth.displayWidth(of: line)) columns: \(line)")
        }
        let companyStart = try #require(lines.firstIndex { $0.hasPrefix("Company    Initech") })
        #expect(lines[companyStart + 1].hasPrefix("           Initech"), "a hanging indent under the value")
        let locationRows = lines.filter { $0.contains("東京") }
        #expect(locationRows.count >= 3)
        #expect(locationRows.dropFirst().allSatisfy { $0.hasPrefix("           東京") || $0.hasPrefix("           ") })
        // Every character is still there, only broken into lines.
        let joined = lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(joined.contains("Initech Global Initech Global"))
    }

    @Test func intoAPipeEveryFieldStaysOnOneLine() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/users/wide", .json(Self.profileJSON()))
        let sandbox = try EndToEndSandbox()

        let run = try await sandbox.atomic(["user", "wide"], gitHub: server, environment: ["COLUMNS": "60"])

        #expect(run.status == 0, "\(run.errorOutput)")
        #expect(run.output.contains("Company    \(Self.company.trimmingCharacters(in: .whitespaces))"))
    }
}
