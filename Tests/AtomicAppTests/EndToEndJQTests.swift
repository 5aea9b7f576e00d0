import AtomicTestSupport
import Foundation
import Testing

/// `--jq EXPRESSION` on the built binary with the demo data: the JSON a command writes goes through libjq, strings
/// print raw one a line, a bad expression is a usage error, a failing one exits 1, and no token reaches `$ENV`.
@Suite struct EndToEndJQTests {
    /// The logins `atomic --demo users --json=login --limit 4` prints, read from its JSON.
    private static func demoLogins(in sandbox: EndToEndSandbox) async throws -> [String] {
        let run = try await sandbox.atomic(["--demo", "users", "--json=login", "--limit", "4"])
        #expect(run.status == 0, "\(run.errorOutput)")
        let users = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]] ?? []
        return users.compactMap { $0["login"] as? String }
    }

    @Test func stringsPrintRawOneALine() async throws {
        let sandbox = try EndToEndSandbox()
        let logins = try await Self.demoLogins(in: sandbox)
        #expect(logins.count == 4)
        let run = try await sandbox.atomic(["--demo", "users", "--json=login", "--limit", "4", "--jq", ".[].login"])
        #expect(run.status == 0, "\(run.errorOutput)")
        #expect(run.output == logins.map { $0 + "\n" }.joined())
        let objects = try await sandbox.atomic(["--demo", "users", "--json=login", "-L", "2", "--jq", ".[] | {login}"])
        #expect(objects.output == logins.prefix(2).map { #"{"login":"\#($0)"}"# + "\n" }.joined())
    }

    @Test func theFieldsMayFollowJSONAfterASpace() async throws {
        let sandbox = try EndToEndSandbox()
        let logins = try await Self.demoLogins(in: sandbox)
        let run = try await sandbox.atomic(["--demo", "users", "--json", "login", "-L", "4", "--jq", ".[].login"])
        #expect(run.status == 0, "\(run.errorOutput)")
        #expect(run.output == logins.map { $0 + "\n" }.joined())
        let named = try await sandbox.atomic(["--demo", "--json", "users", "-L", "1"])
        #expect(named.status == 0, "\(named.errorOutput)")
        #expect(named.output.hasPrefix("["))
        let refused = try await sandbox.atomic(["--demo", "--json", "login"])
        #expect(refused.status == 2)
        #expect(refused.errorOutput.contains("write --json=login"), "\(refused.errorOutput)")
    }

    @Test func aBadExpressionIsAUsageErrorInJQsWords() async throws {
        let sandbox = try EndToEndSandbox()
        let run = try await sandbox.atomic(["--demo", "users", "--json=login", "--jq", ".[] | {"])
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(
            run.errorLines.first?.hasPrefix("error: --jq: syntax error, unexpected $end") == true, "\(run.errorOutput)")
        #expect(run.errorLines.count == 2, "\(run.errorOutput)")
    }

    @Test func aRuntimeErrorExitsOne() async throws {
        let sandbox = try EndToEndSandbox()
        let run = try await sandbox.atomic(["--demo", "users", "--json=login", "--jq", ".[0].login | tonumber"])
        #expect(run.status == 1)
        #expect(run.errorLines.count == 1, "\(run.errorOutput)")
        #expect(run.errorOutput.hasPrefix("error: --jq: Invalid numeric literal"), "\(run.errorOutput)")
        let halted = try await sandbox.atomic(["--demo", "users", "--json=login", "--jq", #""stop" | halt_error(3)"#])
        #expect(halted.status == 3)
        // As jq writes it: the string as it is, with no line break added.
        #expect(halted.errorOutput == "stop")
        let object = try await sandbox.atomic([
            "--demo", "users", "--json=login", "-L", "1", "--jq", ".[0] | halt_error",
        ])
        #expect(object.status == 5)
        #expect(object.errorOutput == #"{"login":"dara-labs-0"}"# + "\n", "\(object.errorOutput)")
    }

    @Test func whatLibjqDoesToItsProcessEndsOnlyTheChild() async throws {
        let sandbox = try EndToEndSandbox()
        let nested = "reduce range(1000000) as $i (null; [.])"
        let run = try await sandbox.atomic(
            ["--demo", "users", "--json=login", "-L", "2", "--jq", ".[].login, (\(nested) | length)"])
        #expect(run.status == 1)
        // The child writes its results in batches of 64 KB: the two logins were still in its batch when it died.
        #expect(run.output.isEmpty, "\(run.output)")
        #expect(run.errorLines.count == 1, "\(run.errorOutput)")
        #expect(run.errorOutput.hasPrefix("error: --jq: the expression could not be evaluated (libjq crashed"))
        let environment = try await sandbox.atomic(
            ["--demo", "users", "--json=login", "--jq", #"$ENV | has("SWIFT_BACKTRACE")"#])
        #expect(environment.output == "false\n", "\(environment.errorOutput)")
    }

    @Test func jqNeedsJSON() async throws {
        let sandbox = try EndToEndSandbox()
        let run = try await sandbox.atomic(["--demo", "users", "--jq", ".[].login"])
        #expect(run.status == 2)
        #expect(run.errorLines.first == "error: cannot use --jq without specifying --json", "\(run.errorOutput)")
        let manual = try await sandbox.atomic(["man", "--json", "--jq", "."])
        #expect(manual.status == 2)
    }

    @Test func theExpressionSeesNoToken() async throws {
        let sandbox = try EndToEndSandbox()
        let tokens = ["GH_TOKEN": "ghp_envTokenA1111", "GITHUB_TOKEN": "ghp_envTokenB2222"]
        for expression in ["$ENV", "env", "[$ENV[]] | join(\" \")"] {
            let run = try await sandbox.atomic(
                ["--demo", "users", "--json=login", "-L", "1", "--jq", expression], environment: tokens)
            #expect(run.status == 0, "\(run.errorOutput)")
            #expect(run.output.contains("C.UTF-8"), "\(run.output)")
            for shown in [run.output, run.errorOutput] {
                #expect(!shown.contains("envToken"), "\(shown)")
                #expect(!shown.contains("GH_TOKEN") && !shown.contains("GITHUB_TOKEN"), "\(shown)")
            }
        }
    }

    @Test func aTerminalGetsTheResultsSanitised() async throws {
        let sandbox = try EndToEndSandbox()
        let run = try await sandbox.atomic(
            ["--demo", "users", "--json=login", "-L", "1", "--jq", #""red\u001b[31m" + .[0].login"#],
            onTerminal: true)
        #expect(run.status == 0, "\(run.errorOutput)")
        #expect(run.output.contains("red"), "\(run.output)")
        #expect(!run.output.contains("\u{1B}[31m"), "\(run.output)")
    }
}
