import AtomicTestSupport
import Foundation

extension EndToEndSandbox {
    /// Runs `atomic --no-interactive arguments` followed by ``options(gitHub:posts:)`` on a pseudo-terminal, in
    /// ``environment(_:)`` with `extra`: what a person at a terminal sees, where ``atomic(_:gitHub:posts:environment:)``
    /// is what a tool in a pipe gets.
    func atomicOnTerminal(
        _ arguments: [String],
        gitHub: TestHTTPServer? = nil,
        posts: TestHTTPServer? = nil,
        environment extra: [String: String] = [:]
    ) async throws -> AtomicBinary.Outcome {
        try await PseudoTerminal.run(
            ["--no-interactive"] + arguments + options(gitHub: gitHub, posts: posts), environment: environment(extra))
    }
}
