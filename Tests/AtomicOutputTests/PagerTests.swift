import AtomicOutput
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct PagerCommandTests {
    @Test func wordsAreSplitAsAShellSplitsThemWithoutExpanding() throws {
        #expect(try PagerCommand.words(in: "less -FRX") == ["less", "-FRX"])
        #expect(
            try PagerCommand.words(in: #"  "my pager"  --prompt='page %d' a\ b "#) == [
                "my pager", "--prompt=page %d", "a b",
            ])
        #expect(try PagerCommand.words(in: #""a\"b\$c\x" $HOME ~ * |"#) == [#"a"b$c\x"#, "$HOME", "~", "*", "|"])
        #expect(try PagerCommand.words(in: "less # the pager\n-R") == ["less", "-R"])
        #expect(try PagerCommand.words(in: "a#b ''") == ["a#b", ""])
        #expect(throws: PagerCommandError.unclosedQuote("'")) { try PagerCommand.words(in: "less 'x") }
        #expect(throws: PagerCommandError.unclosedQuote("\"")) { try PagerCommand.words(in: #"less "x"#) }
        #expect(throws: PagerCommandError.trailingBackslash) { try PagerCommand.words(in: #"less \"#) }
    }

    @Test func emptyTextOrCatAloneNamesNoPager() throws {
        #expect(try PagerCommand(parsing: "") == nil)
        #expect(try PagerCommand(parsing: "  \t") == nil)
        #expect(try PagerCommand(parsing: "cat") == nil)
        #expect(try PagerCommand(parsing: "/bin/cat") == nil)
        #expect(try PagerCommand(parsing: "cat -v")?.arguments == ["cat", "-v"])
        #expect(try PagerCommand(parsing: PagerCommand.standardText)?.program == "less")
    }
}

@Suite struct PagerChoiceTests {
    let all = ["ATOMIC_PAGER": "own", "GH_PAGER": "gh", "PAGER": "generic"]

    @Test func precedenceIsNoPagerThenAtomicThenGHThenConfigThenPAGERThenLess() {
        #expect(PagerChoice(noPager: true, environment: all, config: "file").source == .noPagerFlag)
        #expect(PagerChoice(noPager: true, environment: all, config: "file").text == "")
        #expect(PagerChoice(noPager: false, environment: all, config: "file").text == "own")
        var environment = all
        environment["ATOMIC_PAGER"] = nil
        #expect(
            PagerChoice(noPager: false, environment: environment, config: "file").source == .environment("GH_PAGER"))
        environment["GH_PAGER"] = nil
        #expect(PagerChoice(noPager: false, environment: environment, config: "file").source == .config)
        let generic = PagerChoice(noPager: false, environment: environment, config: nil)
        #expect(generic.text == "generic" && generic.source == .genericEnvironment("PAGER"))
        let standard = PagerChoice(noPager: false, environment: [:], config: nil)
        #expect(standard.text == "less -FRX" && standard.source == .standard)
    }

    @Test func aVariableSetEmptyOrCatTurnsThePagerOffAtItsPlace() throws {
        #expect(
            try PagerChoice(noPager: false, environment: ["GH_PAGER": "", "PAGER": "less"], config: "more").command()
                == nil)
        #expect(try PagerChoice(noPager: false, environment: ["PAGER": ""], config: nil).command() == nil)
        #expect(try PagerChoice(noPager: false, environment: ["PAGER": "less"], config: "cat").command() == nil)
        #expect(try PagerChoice(noPager: true, environment: [:], config: nil).command() == nil)
    }

    @Test func onlyPlainOutputToATerminalIsPaged() throws {
        let choice = PagerChoice(noPager: false, environment: [:], config: nil)
        func command(terminal: Bool = true, json: Bool = false, dumb: Bool = false, accessible: Bool = false) throws
            -> PagerCommand?
        {
            try choice.command(outputIsTerminal: terminal, json: json, dumbTerminal: dumb, accessible: accessible)
        }
        #expect(try command()?.arguments == ["less", "-FRX"])
        #expect(try command(terminal: false) == nil)
        #expect(try command(json: true) == nil)
        #expect(try command(dumb: true) == nil)
        #expect(try command(accessible: true) == nil)
        let broken = PagerChoice(noPager: false, environment: ["ATOMIC_PAGER": "less 'x"], config: nil)
        #expect(throws: PagerCommandError.self) {
            try broken.command(outputIsTerminal: true, json: false, dumbTerminal: false, accessible: false)
        }
        #expect(try broken.command(outputIsTerminal: false, json: false, dumbTerminal: false, accessible: false) == nil)
    }
}

@Suite struct PagerProcessTests {
    @Test func theEnvironmentGetsLESSLVAndLESSCHARSETOnlyWhenUnset() {
        let added = Dictionary(
            uniqueKeysWithValues: PagerProcess.environment(for: ["A": "1"]).map { ($0.key, $0.value) })
        #expect(added == ["A": "1", "LESS": "FRX", "LESSCHARSET": "utf-8", "LV": "-c"])
        let kept = PagerProcess.environment(for: ["LESS": "-R", "LV": "", "LESSCHARSET": "latin1"])
        #expect(kept.map(\.key) == ["LESS", "LESSCHARSET", "LV"] && kept.map(\.value) == ["-R", "latin1", ""])
    }

    @Test func aPagerEndedByASignalOrANonZeroStatusIsOneWarningAndStatusZeroOrAPipeIsNone() throws {
        let command = try #require(PagerCommand(arguments: ["/bin/sh", "-c", "cat > /dev/null; kill -SEGV $$"]))
        let process = try PagerProcess.start(command, environment: ["PATH": "/usr/bin:/bin"])
        try FileDescriptorWriter(descriptor: process.input).write(Array("paged\n".utf8))
        let ending = process.finish()
        #expect(ending == .signaled(SIGSEGV))
        #expect(
            ending.warning(program: "crash")
                == "warning: the pager crash ended by signal SEGV; output may be incomplete\n")
        #expect(
            PagerProcess.Ending.exited(3).warning(program: "p")
                == "warning: the pager p exited with status 3; output may be incomplete\n")
        #expect(PagerProcess.Ending.exited(0).warning(program: "less") == nil)
        #expect(PagerProcess.Ending.signaled(SIGPIPE).warning(program: "less") == nil)
        #expect(PagerProcess.Ending.name(of: SIGTERM) == "TERM" && PagerProcess.Ending.name(of: 99) == "99")
    }

    @Test func thePagerReadsWhatIsWrittenAndItsStatusIsReturned() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pager-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("got").path
        let command = try #require(
            PagerCommand(arguments: ["/bin/sh", "-c", "cat > \"$1\"; echo \"$LESS\" >> \"$1\"; exit 3", "sh", file]))
        let process = try PagerProcess.start(command, environment: ["PATH": "/usr/bin:/bin"])
        try FileDescriptorWriter(descriptor: process.input).write(Array("paged\n".utf8))
        #expect(process.finish() == .exited(3))
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "paged\nFRX\n")
    }

    @Test func aMissingProgramIsAStartFailureWithItsReason() throws {
        let command = try #require(PagerCommand(arguments: ["atomic-no-such-pager"]))
        #expect(throws: PagerStartFailure(program: "atomic-no-such-pager", code: ENOENT)) {
            try PagerProcess.start(command, environment: ["PATH": "/usr/bin:/bin"])
        }
    }
}
