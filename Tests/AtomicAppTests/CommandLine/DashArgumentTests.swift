import Foundation
import Testing

@testable import AtomicApp

/// A word that starts with `-` where the command expects a positional argument is read as an option; the error
/// says how to pass it as the argument (after `--`).
@Suite struct DashArgumentTests {
    private func usageError(_ arguments: [String]) -> UsageError? {
        do {
            _ = try InvocationParser(environment: [:]).parse(arguments)
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: [
        (
            ["user", "-octo"], "unknown option -o in \"-octo\"",
            "to pass \"-octo\" as LOGIN, put -- before it: atomic user -- -octo"
        ),
        (
            ["user", "--octo"], "unknown option --octo",
            "to pass \"--octo\" as LOGIN, put -- before it: atomic user -- --octo"
        ),
        (
            ["--json", "user", "-x"], "unknown option -x",
            "to pass \"-x\" as LOGIN, put -- before it: atomic user -- -x"
        ),
        (
            ["post", "-x1"], "unknown option -x in \"-x1\"",
            "to pass \"-x1\" as ID, put -- before it: atomic post -- -x1"
        ),
        (
            ["open", "-link"], "unknown option -l in \"-link\"",
            "to pass \"-link\" as LINK, put -- before it: atomic open -- -link"
        ),
        (
            ["user", "-hannah"], "option -h in \"-hannah\" takes no value",
            "to pass \"-hannah\" as LOGIN, put -- before it: atomic user -- -hannah"
        ),
        (
            ["post", "-V1"], "option -V in \"-V1\" takes no value",
            "to pass \"-V1\" as ID, put -- before it: atomic post -- -V1"
        ),
        (
            ["user", "-a b"], "unknown option -a in \"-a b\"",
            "to pass \"-a b\" as LOGIN, put -- before it: atomic user -- '-a b'"
        ),
    ])
    func anUnknownOptionWhereAnArgumentIsExpectedSaysHowToPassIt(arguments: [String], message: String, hint: String) {
        let error = usageError(arguments)
        #expect(error?.message == message)
        #expect(error?.hint.hasSuffix(hint) == true, "hint: \(error?.hint ?? "none")")
    }

    @Test func aCloseOptionNameIsStillSuggested() {
        let error = usageError(["user", "--jsn"])
        #expect(
            error?.hint.hasPrefix("did you mean --json? to pass \"--jsn\" as LOGIN") == true,
            "\(String(describing: error))")
    }

    @Test(arguments: [["users", "-x"], ["user", "octocat", "-x"], ["-x"], ["posts", "--frobnicate"]])
    func whereNoArgumentIsExpectedTheErrorIsAsBefore(arguments: [String]) {
        let error = usageError(arguments)
        #expect(error?.message.hasPrefix("unknown option") == true)
        #expect(error?.hint.contains("put -- before it") == false)
    }

    @Test(arguments: [["users", "-hx"], ["--help=x"]])
    func aFlagWithAValueStuckToItWhereNoArgumentIsExpectedTakesNoValue(arguments: [String]) {
        let error = usageError(arguments)
        #expect(error?.message.hasSuffix("takes no value") == true, "\(String(describing: error))")
        #expect(error?.hint.contains("put -- before it") == false)
    }

    @Test func afterTheDoubleDashTheWordIsTheArgument() {
        // Past the options, the login rule judges it: a usage error about the login, not about an option.
        let error = usageError(["user", "--", "-octo"])
        #expect(error?.message.contains("unknown option") != true)
    }
}
