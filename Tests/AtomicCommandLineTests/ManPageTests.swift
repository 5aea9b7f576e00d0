import AtomicCommandLine
import Testing

/// The man page is valid roff that groff formats without a warning, and holds every command and option.
@Suite struct ManPageTests {
    @Test func groffFormatsThePageWithoutWarnings() async throws {
        let file = try ToolRun.temporaryFile(named: "tool.1", containing: ManPage.roff(for: Tool.program))
        let run = try await ToolRun.run("groff", ["-man", "-Tutf8", "-ww", "-z", file])
        #expect(run.status == 0)
        #expect(run.errorOutput == "", "groff warned: \(run.errorOutput)")
    }

    @Test(.enabled(if: ToolRun.path(of: "man") != nil, "man is not installed"))
    func manReadsThePageWithoutWarnings() async throws {
        let file = try ToolRun.temporaryFile(named: "tool.1", containing: ManPage.roff(for: Tool.program))
        let run = try await ToolRun.run(
            "man", ["-l", file], environment: ["PATH": "/usr/bin:/bin", "MANWIDTH": "80", "LANG": "C.UTF-8"])
        #expect(run.status == 0)
        #expect(run.errorOutput == "", "man warned: \(run.errorOutput)")
        #expect(run.output.contains("TOOL(1)"))
        for name in Tool.program.commandNames {
            #expect(run.output.contains("tool \(name)"))
        }
    }

    @Test func thePageHoldsEveryOptionAndVariable() {
        let page = ManPage.roff(for: Tool.program)
        for option in Tool.program.options.map(\.declaration) {
            #expect(page.contains(ManPage.escape(option.name)))
        }
        for variable in Tool.program.environmentVariables {
            #expect(page.contains(ManPage.escape(variable.name)))
        }
        #expect(page.hasPrefix(".TH TOOL 1 \"\" \"tool 1.2.3\" \"User Commands\"\n"))
        #expect(page.contains(".SH NAME\ntool \\- keep items in a store and show them\n"))
        #expect(page.contains(".SH EXIT STATUS\n.TP\n.B 0\nSuccess\n.TP\n.B 2\nUsage error\n"))
        #expect(page.hasSuffix(".SH SEE ALSO\ntool help environment\n"))
    }

    @Test func escapingKeepsTextFromBeingReadAsRequests() {
        #expect(ManPage.escape(".hidden") == "\\&.hidden")
        #expect(ManPage.escape("'quoted") == "\\&'quoted")
        #expect(ManPage.escape("a\\b-c") == "a\\eb\\-c")
    }
}
