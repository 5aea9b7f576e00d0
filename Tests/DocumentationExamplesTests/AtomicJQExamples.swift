import AtomicJQ
import Testing

/// The examples of Sources/AtomicJQ/AtomicJQ.docc.
@Suite struct AtomicJQExamples {
    @Test func landingPage() throws {
        let program = try JQProgram(".[] | .login, {id}")
        let users = Array(#"[{"login":"octocat","id":1}]"#.utf8)
        #expect(try program.results(on: users) == [.string("octocat"), .json(#"{"id":1}"#)])
        #expect(throws: JQError.runtime("array index above 1000000 refused: [1000000000]")) {
            try JQProgram(".[1e9] = 1").results(on: Array("null".utf8))
        }
    }

    /// `JQProgram`'s doc comment.
    @Test func docComment() throws {
        let program = try JQProgram(".[].login")
        let logins = try program.results(on: Array(#"[{"login":"octocat"}]"#.utf8))  // [.string("octocat")]
        #expect(logins == [.string("octocat")])
    }
}
