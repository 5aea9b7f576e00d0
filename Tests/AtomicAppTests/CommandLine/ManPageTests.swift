import Testing

@testable import AtomicApp

/// `atomic man` is valid roff that groff formats without a warning, and holds every command and option.
@Suite struct ManPageTests {
    @Test func groffFormatsThePageWithoutWarnings() async throws {
        let file = try ToolRun.temporaryFile(named: "atomic.1", containing: ManPage.roff())
        let run = try await ToolRun.run("groff", ["-man", "-Tutf8", "-ww", "-z", file])
        #expect(run.status == 0)
        #expect(run.errorOutput == "", "groff warned: \(run.errorOutput)")
    }

    @Test(.enabled(if: ToolRun.path(of: "man") != nil, "man is not installed"))
    func manReadsThePageWithoutWarnings() async throws {
        let file = try ToolRun.temporaryFile(named: "atomic.1", containing: ManPage.roff())
        let run = try await ToolRun.run(
            "man", ["-l", file], environment: ["PATH": "/usr/bin:/bin", "MANWIDTH": "80", "LANG": "C.UTF-8"])
        #expect(run.status == 0)
        #expect(run.errorOutput == "", "man warned: \(run.errorOutput)")
        #expect(run.output.contains("ATOMIC(1)"))
        for name in CommandList.names {
            #expect(run.output.contains("atomic \(name)"))
        }
    }

    @Test func thePageHoldsEveryOptionAndVariable() {
        let page = ManPage.roff()
        for option in CommandList.options.map(\.declaration) {
            #expect(page.contains(ManPage.escape(option.name)))
        }
        for variable in EnvironmentVariable.all {
            #expect(page.contains(ManPage.escape(variable.name)))
        }
        #expect(page.hasPrefix(".TH ATOMIC 1"))
    }

    @Test func escapingKeepsTextFromBeingReadAsRequests() {
        #expect(ManPage.escape(".hidden") == "\\&.hidden")
        #expect(ManPage.escape("a\\b-c") == "a\\eb\\-c")
    }
}
