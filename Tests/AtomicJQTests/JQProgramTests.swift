import AtomicJQ
import Foundation
import Testing

/// Serialized: a compile hides `HOME` from the process for its duration, which one test reads.
@Suite(.serialized) struct JQProgramTests {
    private let users = Array(#"[{"login":"octocat","id":1},{"login":"hubot","id":2}]"#.utf8)

    private func run(_ expression: String, on json: String) throws(JQError) -> [JQOutput] {
        try JQProgram(expression).results(on: Array(json.utf8))
    }

    @Test func stringsAreRawAndOtherValuesCompactJSON() throws {
        let program = try JQProgram(".[] | .login, .id, {login}")
        #expect(
            try program.results(on: users) == [
                .string("octocat"), .json("1"), .json(#"{"login":"octocat"}"#),
                .string("hubot"), .json("2"), .json(#"{"login":"hubot"}"#),
            ])
    }

    @Test func aStringKeepsItsLineBreaksAndControlCharacters() throws {
        #expect(try run(".", on: #""a\nb\u001b[2J""#) == [.string("a\nb\u{1B}[2J")])
        #expect(try run("tojson", on: #""a\nb""#) == [.string(#""a\nb""#)])
    }

    @Test func aProgramRunsAgainOnNewInput() throws {
        let program = try JQProgram("length")
        #expect(try program.results(on: users) == [.json("2")])
        #expect(try program.results(on: Array("[]".utf8)) == [.json("0")])
    }

    @Test func valuesOneAfterAnotherAreEachRun() throws {
        #expect(try run(".a", on: #"{"a":1} {"a":"x"}"#) == [.json("1"), .string("x")])
        #expect(try run(".", on: "") == [])
    }

    @Test func aCompileErrorIsOneLineInTheExpressionsLineNumbers() {
        #expect(throws: JQError.self) { try JQProgram("}") }
        do {
            _ = try JQProgram("}")
        } catch {
            #expect(
                error
                    == .compile(
                        "syntax error, unexpected INVALID_CHARACTER, expecting $end (Unix shell quoting issues?)"
                            + " at <top-level>, line 1"))
            #expect(!error.message.contains("\n"))
        }
        do {
            _ = try JQProgram(".\n| nosuchfunction")
        } catch {
            #expect(error == .compile("nosuchfunction/0 is not defined at <top-level>, line 2"))
        }
    }

    @Test func locationsAreTheExpressionsOwnLines() throws {
        #expect(
            try JQProgram("$__loc__").results(on: Array("null".utf8)).map(\.text) == [
                #"{"file":"<top-level>","line":1}"#
            ])
        #expect(try JQProgram(".\n|\n$__loc__.line").results(on: Array("null".utf8)).map(\.text) == ["3"])
        // A comment on the first line hides nothing of the prelude, which comes before it.
        #expect(try JQProgram("# note\n.a").results(on: Array(#"{"a":1}"#.utf8)).map(\.text) == ["1"])
    }

    @Test func directivesThatLoadFilesAreRefused() {
        for expression in [#"import "a" as a; 1"#, "  # comment\ninclude \"x\"; .", "module {}; ."] {
            #expect(throws: JQError.self) { try JQProgram(expression) }
        }
        #expect(throws: Never.self) { try JQProgram(".importance, .included") }
    }

    @Test func modulesAreNotLoadedAndHomeIsPutBack() throws {
        let home = getenv("HOME").map { String(cString: $0) }
        #expect(throws: JQError.self) { try run(#""x" | modulemeta"#, on: "null") }
        #expect(try run(#"$ENV | has("HOME")"#, on: "null") == [.json("false")])
        #expect(getenv("HOME").map { String(cString: $0) } == home)
    }

    @Test func aRuntimeErrorEndsTheRunAfterTheResultsBefore() {
        var results: [JQOutput] = []
        #expect(throws: JQError.runtime(#"Cannot index number with string "login""#)) {
            try JQProgram(".[] | (.id, .login) | .login").run(on: users) { results.append($0) }
        }
        #expect(results == [])
        #expect(throws: JQError.runtime("Invalid numeric literal at EOF at line 1, column 7 (while parsing 'octocat')"))
        {
            try JQProgram(".[0].login | tonumber").results(on: users)
        }
        var before: [JQOutput] = []
        #expect(throws: JQError.runtime("boom")) {
            try JQProgram(#"1, error("boom"), 2"#).run(on: Array("null".utf8)) { before.append($0) }
        }
        #expect(before == [.json("1")])
        #expect(throws: JQError.runtime(#"(not a string): {"a":1}"#)) { try run("error({a: 1})", on: "null") }
    }

    @Test func haltGivesItsExitCodeAndMessage() {
        #expect(throws: JQError.halted(exitCode: 0, message: nil)) { try run("halt", on: "null") }
        #expect(throws: JQError.halted(exitCode: 5, message: "bye\n")) { try run(#""bye\n" | halt_error"#, on: "1") }
        #expect(throws: JQError.halted(exitCode: 3, message: #"{"a":1}"# + "\n")) {
            try run("halt_error(3)", on: #"{"a":1}"#)
        }
        #expect(throws: JQError.halted(exitCode: 5, message: "x")) { try run(#""x" | halt_error(1000)"#, on: "1") }
        #expect(JQError.halted(exitCode: 0, message: nil).message == "halted with exit code 0")
    }

    @Test func inputSeesNothingFurther() throws {
        #expect(throws: JQError.runtime("No more inputs")) { try run("input", on: "1") }
        #expect(throws: JQError.runtime("No more inputs")) { try run("[inputs]", on: "1") }
    }

    @Test func debugAndStderrPrintNothingAndPassTheValueOn() throws {
        #expect(try run("debug, stderr", on: #""x""#) == [.string("x"), .string("x")])
    }

    @Test func environmentIsTheProcesses() throws {
        let path = try #require(ProcessInfo.processInfo.environment["PATH"])
        #expect(try run("$ENV.PATH, env.PATH", on: "null") == [.string(path), .string(path)])
    }

    @Test func theAbortsOfLibjqAreRuntimeErrors() throws {
        for expression in [
            ".[1e9] = 1", "setpath([1e9]; 1)", ".[1e9] |= 1", ".[1e9] += 1", "fromstream([[1e9], 1])",
            "reduce 1 as $x (null; setpath([1e9]; $x))",
        ] {
            #expect(throws: JQError.runtime("array index above 1000000 refused: [1000000000]")) {
                try run(expression, on: "null")
            }
        }
        for expression in ["1e300 | todate", "-1e300 | strftime(\"%Y\")", "nan | date", "1e17 | todateiso8601"] {
            #expect(throws: JQError.self) { try run(expression, on: "null") }
        }
        #expect(throws: JQError.self) { try run("1e300 | strflocaltime(\"%Y\")", on: "null") }
    }

    @Test func theGuardedBuiltinsGiveTheBuiltinsResults() throws {
        #expect(
            try run(#"[null | setpath(["a"], ["b"]; 1, 2)]"#, on: "null") == [
                .json(#"[{"a":1},{"b":1},{"a":2},{"b":2}]"#)
            ])
        #expect(throws: JQError.runtime("array index above 1000000 refused: [0,1000000000]")) {
            try run("[[]] | .[0][1e9] = 1", on: "null")
        }
        #expect(try run("[1,2,3] | (.[] |= empty)", on: "null") == [.json("[2]")])
        #expect(try run("[1,2] | (.[] |= (., 10))", on: "null") == [.json("[1,2]")])
        #expect(try run("{} | (.a, .b) = (1, 2)", on: "null") == [.json(#"{"a":1,"b":1}"#), .json(#"{"a":2,"b":2}"#)])
        #expect(try run(#"{"a":[1,2]} | .a[1] += 10"#, on: "null") == [.json(#"{"a":[1,12]}"#)])
        #expect(try run("[.[1000000] = 1 | length]", on: "null") == [.json("[1000001]")])
        #expect(try run(#"fromstream({"a":[1,2]} | tostream)"#, on: "null") == [.json(#"{"a":[1,2]}"#)])
        #expect(
            try run("0 | todate, date, todateiso8601", on: "null")
                == Array(repeating: .string("1970-01-01T00:00:00Z"), count: 3))
        #expect(try run(#"0 | strftime("%Y")"#, on: "null") == [.string("1970")])
    }

    @Test func inputThatIsNotJSONIsAnInputError() {
        #expect(throws: JQError.self) { try run(".", on: "{") }
        #expect(throws: JQError.self) { try run(".", on: "[1,]") }
        var before: [JQOutput] = []
        #expect(throws: JQError.self) {
            try JQProgram(".").run(on: Array("1 nope".utf8)) { before.append($0) }
        }
        #expect(before == [.json("1")])
    }

    @Test func invalidUTF8IsReplacedAndDeepNestingRefused() throws {
        #expect(try JQProgram(".").results(on: [0x22, 0xFF, 0x61, 0x22]) == [.string("\u{FFFD}a")])
        #expect(
            try run("[.. | numbers]", on: String(repeating: "[", count: 200) + "1" + String(repeating: "]", count: 200))
                == [.json("[1]")])
        let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        #expect(throws: JQError.self) { try run(".", on: deep) }
    }

    @Test func aProgramIsSharedBetweenThreads() async throws {
        let program = try JQProgram("map(.id) | add")
        let users = users
        let sums = await withTaskGroup(of: [JQOutput].self) { group in
            for _ in 0..<8 { group.addTask { (try? program.results(on: users)) ?? [] } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(sums == Array(repeating: [.json("3")], count: 8))
    }

    @Test func messagesAreOneLine() {
        #expect(JQError.runtime("a\nb").message == "a b")
        #expect(JQError.halted(exitCode: 5, message: "bye\n").message == "bye")
        #expect(JQOutput.string("x").text == "x")
        #expect(JQOutput.json("[1]").text == "[1]")
    }
}
