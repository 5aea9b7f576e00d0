import Testing

@testable import AtomicApp

/// The completion scripts parse in their shells and complete commands, options and values from the declarations.
@Suite struct CompletionScriptTests {
    @Test func bashScriptParsesAndRegistersTheCompletion() async throws {
        let file = try ToolRun.temporaryFile(named: "atomic.bash", containing: CompletionScript.script(for: .bash))
        let syntax = try await ToolRun.run("bash", ["-n", file])
        #expect(syntax.status == 0, "\(syntax.errorOutput)")
        let script = """
            source "$1"
            complete -p atomic
            complete_words() { COMP_WORDS=("$@"); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); _atomic; echo "${COMPREPLY[*]}"; }
            complete_words atomic us
            complete_words atomic users --li
            complete_words atomic --log-level w
            complete_words atomic --ttl 5 cache ""
            complete_words atomic completion ""
            """
        let run = try await ToolRun.run("bash", ["--norc", "--noprofile", "-c", script, "bash", file])
        #expect(run.status == 0, "\(run.errorOutput)")
        #expect(run.errorOutput == "")
        #expect(
            run.output.split(separator: "\n") == [
                "complete -F _atomic atomic", "users user", "--limit", "warning", "info clear", "bash zsh fish",
            ])
    }

    @Test(.enabled(if: ToolRun.path(of: "zsh") != nil, "zsh is not installed"))
    func zshScriptParsesAndRegistersTheCompletion() async throws {
        let file = try ToolRun.temporaryFile(named: "_atomic", containing: CompletionScript.script(for: .zsh))
        let syntax = try await ToolRun.run("zsh", ["-n", file])
        #expect(syntax.status == 0, "\(syntax.errorOutput)")
        let run = try await ToolRun.run(
            "zsh",
            [
                "-f", "-c", "autoload -U compinit && compinit -u -D && source \"$1\" && print -r -- $_comps[atomic]",
                "zsh", file,
            ])
        #expect(run.status == 0, "\(run.errorOutput)")
        #expect(run.output == "_atomic\n")
    }

    @Test(.enabled(if: ToolRun.path(of: "fish") != nil, "fish is not installed"))
    func fishScriptParsesAndCompletes() async throws {
        let file = try ToolRun.temporaryFile(named: "atomic.fish", containing: CompletionScript.script(for: .fish))
        let syntax = try await ToolRun.run("fish", ["--no-execute", file])
        #expect(syntax.status == 0, "\(syntax.errorOutput)")
        let run = try await ToolRun.run(
            "fish",
            ["--no-config", "-c", "source $argv[1]; complete -C 'atomic us'; complete -C 'atomic users --li'", file])
        #expect(run.status == 0, "\(run.errorOutput)")
        let words = run.output.split(separator: "\n").map { $0.split(separator: "\t").first.map(String.init) ?? "" }
        #expect(words == ["user", "users", "--limit"])
    }

    @Test func fishDescribesEachCacheActionOnItsOwn() {
        let lines = FishCompletion.script().split(separator: "\n").filter {
            $0.hasPrefix("complete -c atomic -n '__fish_seen_subcommand_from cache' -a ")
        }
        #expect(
            lines == [
                "complete -c atomic -n '__fish_seen_subcommand_from cache' -a 'info' -d 'Show the cache\\'s path, "
                    + "size and cached endpoints'",
                "complete -c atomic -n '__fish_seen_subcommand_from cache' -a 'clear' -d 'Delete everything cached, "
                    + "avatars included'",
            ])
    }

    @Test func everyCommandAndOptionIsInEveryScript() {
        for shell in Shell.allCases {
            let script = CompletionScript.script(for: shell)
            for name in CommandList.names {
                #expect(script.contains(name), "\(shell) lacks \(name)")
            }
            for option in CommandList.options.map(\.declaration) {
                #expect(script.contains(option.name.dropFirst(2)), "\(shell) lacks \(option.name)")
            }
        }
    }
}
