import AtomicCommandLine
import Testing

/// `PROGRAM __complete WORDS…` read against the declarations: which command, which argument, which option value,
/// and the `--json=` fields, as the parser would read the words before the last.
@Suite struct CompletionRequestTests {
    private func request(_ words: String...) -> CompletionRequest {
        CompletionRequest(words: words, program: Tool.program)
    }

    @Test func theFirstArgumentOfACommandAfterItsOptionsAndTheirValues() {
        let reply = request("--timeout", "5", "item", "--level", "low", "ap")
        #expect(reply.command.name == "item")
        guard case .argument(let argument, let index) = reply.target else {
            Issue.record("not an argument: \(reply.target)")
            return
        }
        #expect(argument.name == "NAME" && argument.completion == .dynamic && index == 0)
        #expect(reply.word == "ap")
        #expect(reply.optionValues == ["--timeout": "5", "--level": "low"])
    }

    @Test func anEmptyWordAfterASpaceAndNoWordsAtAll() {
        #expect(request("item", "").word == "")
        if case .argument(_, index: 0) = request("item", "").target {} else { Issue.record("not the argument") }
        #expect(CompletionRequest(words: [], program: Tool.program).command.name == "tool")
        #expect(CompletionRequest(words: [], program: Tool.program).target == .declared)
    }

    @Test func aWordPastTheArgumentsAnOptionAndACommandNameAreTheDeclarationsOwn() {
        #expect(request("item", "apple", "").target == .declared)
        #expect(request("item", "--fo").target == .declared)
        #expect(request("ite").target == .declared)
        #expect(request("store", "").target == .declared)
    }

    @Test func anOptionsValueIsTheOptions() {
        #expect(request("--level", "").target == .optionValue("--level"))
        #expect(request("items", "--dir", "/t").target == .optionValue("--dir"))
    }

    @Test func subcommandsAreFollowedDown() {
        let reply = request("remote", "branch", "delete", "ma")
        #expect(reply.command.path == ["tool", "remote", "branch", "delete"])
        if case .argument(let argument, index: 0) = reply.target {
            #expect(argument.name == "NAME")
        } else {
            Issue.record("not the argument: \(reply.target)")
        }
        // The second argument of `remote add`.
        if case .argument(let argument, index: 1) = request("remote", "add", "home", "").target {
            #expect(argument.name == "URL")
        } else {
            Issue.record("not the second argument")
        }
    }

    @Test func theJSONFieldsTypedAndTheOneBeingTyped() {
        #expect(request("items", "--json=").target == .jsonFields(typed: [], prefix: ""))
        #expect(request("items", "--json=id,na").target == .jsonFields(typed: ["id"], prefix: "na"))
        #expect(request("items", "--json=id,").target == .jsonFields(typed: ["id"], prefix: ""))
        #expect(request("items", "--json=id,na").command.name == "items")
    }

    @Test func flagsInlineValuesAndTheEndOfOptions() {
        let reply = request("-h", "--dir=/tmp/s", "--json", "item", "x")
        #expect(reply.flags == ["--help", "--json"])
        #expect(reply.optionValues == ["--dir": "/tmp/s"])
        // After `--` every word is an argument, one that looks like an option too.
        if case .argument(_, index: 0) = request("item", "--", "-x").target {} else { Issue.record("not after --") }
        #expect(request("item", "--", "--json=").target != .jsonFields(typed: [], prefix: ""))
    }
}

extension CompletionRequest.Target: CustomStringConvertible {
    /// The target in words, for failure messages.
    public var description: String {
        switch self {
        case .argument(let argument, let index): "argument \(argument.name) at \(index)"
        case .jsonFields(let typed, let prefix): "json fields \(typed) \(prefix)"
        case .optionValue(let name): "value of \(name)"
        case .declared: "declared"
        }
    }
}
