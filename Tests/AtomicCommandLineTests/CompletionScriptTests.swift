import AtomicCommandLine
import Foundation
import Testing

/// The completion scripts parse in their shells and complete commands, options and values from the declarations.
@Suite struct CompletionScriptTests {
    private func script(_ shell: Shell) -> String {
        CompletionScript.script(for: shell, program: Tool.program)
    }

    @Test func bashScriptParsesAndRegistersTheCompletion() async throws {
        let file = try ToolRun.temporaryFile(named: "tool.bash", containing: script(.bash))
        let syntax = try await ToolRun.run("bash", ["-n", file])
        #expect(syntax.status == 0, "\(syntax.errorOutput)")
        let script = """
            source "$1"
            complete -p tool
            complete_words() { COMP_WORDS=("$@"); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); _tool; echo "${COMPREPLY[*]}"; }
            complete_words tool it
            complete_words tool items --li
            complete_words tool --level l
            complete_words tool --timeout 5 store ""
            complete_words tool completion ""
            complete_words tool remote ""
            complete_words tool store --fo
            complete_words tool help ex
            """
        let run = try await ToolRun.run("bash", ["--norc", "--noprofile", "-c", script, "bash", file])
        #expect(run.status == 0, "\(run.errorOutput)")
        #expect(run.errorOutput == "")
        #expect(
            run.output.split(separator: "\n", omittingEmptySubsequences: false) == [
                "complete -F _tool tool", "items item", "--limit", "low", "info clear", "bash zsh fish",
                "add branch", "--force", "exit-codes", "",
            ])
    }

    @Test(.enabled(if: ToolRun.path(of: "zsh") != nil, "zsh is not installed"))
    func zshScriptParsesAndRegistersTheCompletion() async throws {
        let file = try ToolRun.temporaryFile(named: "_tool", containing: script(.zsh))
        let syntax = try await ToolRun.run("zsh", ["-n", file])
        #expect(syntax.status == 0, "\(syntax.errorOutput)")
        let run = try await ToolRun.run(
            "zsh",
            [
                "-f", "-c", "autoload -U compinit && compinit -u -D && source \"$1\" && print -r -- $_comps[tool]",
                "zsh", file,
            ])
        #expect(run.status == 0, "\(run.errorOutput)")
        #expect(run.output == "_tool\n")
    }

    @Test(.enabled(if: ToolRun.path(of: "fish") != nil, "fish is not installed"))
    func fishScriptParsesAndCompletes() async throws {
        let file = try ToolRun.temporaryFile(named: "tool.fish", containing: script(.fish))
        let syntax = try await ToolRun.run("fish", ["--no-execute", file])
        #expect(syntax.status == 0, "\(syntax.errorOutput)")
        let run = try await ToolRun.run(
            "fish",
            ["--no-config", "-c", "source $argv[1]; complete -C 'tool it'; complete -C 'tool items --li'", file])
        #expect(run.status == 0, "\(run.errorOutput)")
        let words = run.output.split(separator: "\n").map { $0.split(separator: "\t").first.map(String.init) ?? "" }
        #expect(words == ["item", "items", "--limit"])
    }

    /// A stand-in for `tool __complete`: records the words it was given in `$TOOL_ARGS` and answers as the program
    /// would, in cobra's format.
    private static let bashTool = """
        tool() {
            printf '%s|' "$@" > "$TOOL_ARGS"
            printf 'apple\\tA fruit\\napricot\\nbanana\\n--json=id,name\\n:2\\n'
        }
        """

    @Test func bashAsksTheProgramForADynamicArgumentAndForJSONFields() async throws {
        let file = try ToolRun.temporaryFile(named: "tool.bash", containing: script(.bash))
        let arguments = try ToolRun.temporaryFile(named: "arguments", containing: "")
        let script = """
            source "$1"
            \(Self.bashTool)
            ask() { COMP_LINE="$1"; COMP_POINT=${#1}; shift; COMP_WORDS=("$@"); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
                COMPREPLY=(); _tool; echo "${COMPREPLY[*]}"; cat "$TOOL_ARGS"; echo; }
            ask "tool item ap" tool item ap
            ask "tool items --json=id,n" tool items --json = id,n
            ask "tool --level low item " tool --level low item ""
            ask "tool --timeout=5 item ap" tool --timeout = 5 item ap
            ask "tool items --json=" tool items --json =
            ask "tool --level=l" tool --level = l
            ask "tool --level=" tool --level =
            ask "tool remote add ap" tool remote add ap
            ask "tool remote a" tool remote a
            """
        let run = try await ToolRun.run(
            "bash", ["--norc", "--noprofile", "-c", script, "bash", file],
            environment: ["TOOL_ARGS": arguments, "PATH": "/usr/bin:/bin"])
        #expect(run.status == 0, "\(run.errorOutput)")
        #expect(
            run.output.split(separator: "\n", omittingEmptySubsequences: false) == [
                "apple apricot", "__complete|item|ap|",
                // bash replaces only what follows the `=`, so the field list loses `--json=`.
                "id,name", "__complete|items|--json=id,n|",
                "apple apricot banana --json=id,name", "__complete|--level|low|item||",
                // An option's value after `=` does not hide the command, and `=` alone is not replaced.
                "apple apricot", "__complete|--timeout=5|item|ap|",
                "id,name", "__complete|items|--json=|",
                // A value after `=` is completed as after a space; `tool` is not asked for it.
                "low", "__complete|items|--json=|", "low high", "__complete|items|--json=|",
                // Past a subcommand's name, its arguments are the program's to complete; before it, the names.
                "apple apricot", "__complete|remote|add|ap|", "add", "__complete|remote|add|ap|", "",
            ])
    }

    @Test(.enabled(if: ToolRun.path(of: "zsh") != nil, "zsh is not installed"))
    func zshAsksTheProgramAndDescribesWhatItSays() async throws {
        let file = try ToolRun.temporaryFile(named: "_tool", containing: script(.zsh))
        let arguments = try ToolRun.temporaryFile(named: "arguments", containing: "")
        let script = """
            autoload -U compinit && compinit -u -D && source "$1"
            tool() { print -r -- "$*" >> $TOOL_ARGS; print -r -- $'apple\\tA fruit'; print -r -- apricot
                print -r -- 'x:y'; print -r -- '--json=id,name'; print -r -- ':0'; }
            _describe() { print -rl -- "${(@P)4}"; }
            _tool_words=(tool item ap); _tool_current=3; PREFIX=ap; _tool_dynamic
            _tool_words=(tool items --json=id,n); _tool_current=3; PREFIX=id,n; _tool_dynamic
            """
        let run = try await ToolRun.run(
            "zsh", ["-f", "-c", script, "zsh", file], environment: ["TOOL_ARGS": arguments, "PATH": "/usr/bin:/bin"])
        #expect(run.status == 0, "\(run.errorOutput)")
        #expect(run.output == "apple:A fruit\napricot\nid,name\n", "\(run.output)")
        let asked = try String(contentsOfFile: arguments, encoding: .utf8)
        #expect(asked == "__complete item ap\n__complete items --json=id,n\n")
    }

    @Test(.enabled(if: ToolRun.path(of: "fish") != nil, "fish is not installed"))
    func fishAsksTheProgram() async throws {
        let file = try ToolRun.temporaryFile(named: "tool.fish", containing: script(.fish))
        let tool = """
            function tool; printf 'apple\\tA fruit\\napricot\\n--json=id,name\\n:4\\n'; end
            """
        let run = try await ToolRun.run(
            "fish",
            [
                "--no-config", "-c",
                "source $argv[1]; \(tool); complete -C 'tool item ap'; complete -C 'tool items --json=id,n'", file,
            ])
        #expect(run.status == 0, "\(run.errorOutput)")
        let lines = run.output.split(separator: "\n")
        #expect(lines.map { $0.split(separator: "\t").first ?? "" } == ["apple", "apricot", "--json=id,name"])
        #expect(lines.first == "apple\tA fruit", "\(run.output)")
    }

    @Test(.enabled(if: ToolRun.path(of: "fish") != nil, "fish is not installed"))
    func fishAsksTheProgramPastASubcommandsName() async throws {
        let file = try ToolRun.temporaryFile(named: "tool.fish", containing: script(.fish))
        let tool = "function tool; printf 'apple\\napricot\\n:4\\n'; end"
        let run = try await ToolRun.run(
            "fish",
            [
                "--no-config", "-c",
                "source $argv[1]; \(tool); complete -C 'tool remote add ap'; echo -; complete -C 'tool remote a'",
                file,
            ])
        #expect(run.status == 0, "\(run.errorOutput)")
        let words = run.output.split(separator: "\n").map { $0.split(separator: "\t").first.map(String.init) ?? "" }
        #expect(words == ["apple", "apricot", "-", "add"], "\(run.output)")
    }

    @Test func zshHandsASubcommandsArgumentsToTheProgram() {
        #expect(script(.zsh).contains("            remote) _arguments -s $global_flags "))
        let remote = script(.zsh).split(separator: "\n").first { $0.contains("            remote) _arguments") }
        #expect(remote?.contains("'*::argument:{_tool_dynamic}'") == true, "\(remote ?? "")")
    }

    @Test func fishDescribesEachSubcommandOnItsOwn() {
        let lines = script(.fish).split(separator: "\n").filter {
            $0.hasPrefix("complete -c tool -n '__fish_seen_subcommand_from store' -a ")
        }
        #expect(
            lines == [
                "complete -c tool -n '__fish_seen_subcommand_from store' -a 'info' -d 'Show what the store holds'",
                "complete -c tool -n '__fish_seen_subcommand_from store' -a 'clear' -d 'Delete everything stored'",
            ])
    }

    @Test func eachScriptNamesTheCommandThatPrintsIt() {
        #expect(script(.bash).hasPrefix("# bash completion for tool, generated by 'tool completion bash'\n# "))
        #expect(
            script(.zsh).hasPrefix("#compdef tool\n# zsh completion for tool, generated by 'tool completion zsh'\n"))
        #expect(script(.fish).hasPrefix("# fish completion for tool, generated by 'tool completion fish'\n"))
    }

    @Test func everyCommandAndOptionIsInEveryScript() {
        for shell in Shell.allCases {
            let script = script(shell)
            for name in Tool.program.commandNames {
                #expect(script.contains(name), "\(shell) lacks \(name)")
            }
            for option in Tool.program.options.map(\.declaration) {
                #expect(script.contains(option.name.dropFirst(2)), "\(shell) lacks \(option.name)")
            }
        }
    }
}
