import AtomicCommandLine
import Testing

/// A word that starts with `-` where the command expects a positional argument is read as an option; the error
/// says how to pass it as the argument (after `--`).
@Suite struct DashArgumentTests {
    @Test(arguments: [
        (
            ["item", "-octo"], "unknown option -o in \"-octo\"",
            "to pass \"-octo\" as NAME, put -- before it: tool item -- -octo"
        ),
        (
            ["item", "--octo"], "unknown option --octo",
            "to pass \"--octo\" as NAME, put -- before it: tool item -- --octo"
        ),
        (["--json", "item", "-x"], "unknown option -x", "to pass \"-x\" as NAME, put -- before it: tool item -- -x"),
        (
            ["item", "-hannah"], "option -h in \"-hannah\" takes no value",
            "to pass \"-hannah\" as NAME, put -- before it: tool item -- -hannah"
        ),
        (
            ["item", "-V1"], "option -V in \"-V1\" takes no value",
            "to pass \"-V1\" as NAME, put -- before it: tool item -- -V1"
        ),
        (
            ["item", "-a b"], "unknown option -a in \"-a b\"",
            "to pass \"-a b\" as NAME, put -- before it: tool item -- '-a b'"
        ),
        (["store", "-x"], "unknown option -x", "to pass \"-x\" as ACTION, put -- before it: tool store -- -x"),
        (
            ["remote", "add", "-o"], "unknown option -o",
            "to pass \"-o\" as NAME, put -- before it: tool remote add -- -o"
        ),
        (
            ["remote", "add", "origin", "-u"], "unknown option -u",
            "to pass \"-u\" as URL, put -- before it: tool remote add origin -- -u"
        ),
    ])
    func anUnknownOptionWhereAnArgumentIsExpectedSaysHowToPassIt(arguments: [String], message: String, hint: String) {
        let error = Tool.usageError(arguments)
        #expect(error?.message == message)
        #expect(error?.hint.hasSuffix(hint) == true, "hint: \(error?.hint ?? "none")")
    }

    @Test func aCloseOptionNameIsStillSuggested() {
        let error = Tool.usageError(["item", "--jsn"])
        #expect(
            error?.hint.hasPrefix("did you mean --json? to pass \"--jsn\" as NAME") == true,
            "\(String(describing: error))")
    }

    @Test(arguments: [
        ["items", "-x"], ["item", "apple", "-x"], ["-x"], ["items", "--frobnicate"], ["store", "info", "-x"],
    ])
    func whereNoArgumentIsExpectedTheErrorIsAsBefore(arguments: [String]) {
        let error = Tool.usageError(arguments)
        #expect(error?.message.hasPrefix("unknown option") == true)
        #expect(error?.hint.contains("put -- before it") == false)
    }

    @Test(arguments: [["items", "-hx"], ["--help=x"]])
    func aFlagWithAValueStuckToItWhereNoArgumentIsExpectedTakesNoValue(arguments: [String]) {
        let error = Tool.usageError(arguments)
        #expect(error?.message.hasSuffix("takes no value") == true, "\(String(describing: error))")
        #expect(error?.hint.contains("put -- before it") == false)
    }

    @Test func afterTheDoubleDashTheWordIsTheArgument() throws {
        let item = try #require(try Tool.parse(["item", "--", "-octo"]).parsed.command as? Tool.Item)
        #expect(item.name == "-octo")
    }
}
