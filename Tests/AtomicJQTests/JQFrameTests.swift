import Testing

@testable import AtomicJQ

@Suite struct JQFrameTests {
    private let frames: [JQFrame] = [
        .output(.string("octo\ncat: 1")), .output(.json(#"{"a":"é"}"#)), .output(.string("")),
        .failure(.compile("syntax error")), .failure(.runtime("boom")), .failure(.input("Invalid literal")),
        .failure(.aborted("the expression could not be evaluated (x)")),
        .failure(.halted(exitCode: 0, message: nil)), .failure(.halted(exitCode: 5, message: "bye\n")),
        .failure(.halted(exitCode: 3, message: "")), .end,
    ]

    @Test func framesReadBackAsWritten() {
        var buffer = frames.flatMap(\.bytes)
        #expect(JQFrame.take(from: &buffer) == frames)
        #expect(buffer.isEmpty)
    }

    @Test func aFrameCutShortWaitsForTheRest() {
        let bytes = frames.flatMap(\.bytes)
        for cut in [1, 2, 3, 7, bytes.count - 1] {
            var first = Array(bytes[..<cut])
            let taken = JQFrame.take(from: &first) ?? []
            var rest = first + bytes[cut...]
            #expect(taken + (JQFrame.take(from: &rest) ?? []) == frames, "cut at \(cut)")
            #expect(rest.isEmpty)
        }
    }

    @Test func bytesThatAreNoFrameAreRefused() {
        for text in ["x3:abc", "s:abc", "sA:abc", "s99999999999:", "Habc1:5", "H1:x", "h3:abc", "e1:x"] {
            var buffer = Array(text.utf8)
            #expect(JQFrame.take(from: &buffer) == nil, "\(text)")
        }
    }

    @Test func theChildsEndIsSaid() {
        #expect(JQIsolatedProgram.reason(forStatus: 0) == nil)
        #expect(JQIsolatedProgram.reason(forStatus: 1 << 8) == "its process exited with status 1")
        #expect(JQIsolatedProgram.reason(forStatus: 6)?.hasPrefix("libjq aborted") == true)
        #expect(JQIsolatedProgram.reason(forStatus: 11)?.hasPrefix("libjq crashed") == true)
        #expect(JQIsolatedProgram.reason(forStatus: 24) == "it was stopped after 60 s of processor time")
    }

    @Test func aChildThatCannotStartIsAnAbortedRun() throws {
        let program = try JQIsolatedProgram(".", executable: "/nonexistent/atomic", arguments: [])
        #expect(throws: JQError.self) { try program.run(on: Array("1".utf8)) { _ in } }
        #expect(
            throws: JQError.compile("syntax error, unexpected $end (Unix shell quoting issues?) at <top-level>, line 1")
        ) {
            try JQIsolatedProgram("{", executable: "/bin/true", arguments: [])
        }
        #expect(throws: JQError.self) {
            try JQIsolatedProgram(".", executable: "/bin/true", arguments: []).run(on: []) { _ in }
        }
        var results: [JQOutput] = []
        #expect(throws: JQError.self) {
            try JQIsolatedProgram(".", executable: "/bin/echo", arguments: ["not a frame"]).run(on: []) {
                results.append($0)
            }
        }
        #expect(results.isEmpty)
    }
}
