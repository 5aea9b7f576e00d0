import AtomicTestSupport
import Foundation

/// A private temporary folder for one end-to-end test: a cache folder and a home folder for `atomic`,
/// removed when the sandbox goes away.
final class EndToEndSandbox {
    /// The temporary folder holding everything else.
    let root: URL
    /// The folder passed as `--cache-dir`.
    let cacheDirectory: URL
    /// The folder passed as `HOME`.
    let home: URL

    /// A base URL where nothing listens (port 1 is privileged and unused), so a request that should not
    /// be made fails at once and never leaves the machine.
    static let closedURL = "http://127.0.0.1:1"

    init() throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("atomic-e2e-\(UUID().uuidString)", isDirectory: true)
        cacheDirectory = root.appendingPathComponent("cache", isDirectory: true)
        home = root.appendingPathComponent("home", isDirectory: true)
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    /// The log file `atomic` writes in the cache folder.
    var logFile: URL {
        cacheDirectory.appendingPathComponent("atomic.log")
    }

    /// The whole environment of a run: a fixed `PATH`, the sandbox's `HOME`, 100 columns, `PAGER=cat`, plus
    /// `extra`. Nothing is inherited from the test process, so no token or `ATOMIC_*` variable leaks in; `PAGER=cat`
    /// keeps a run on a terminal from waiting in `less` for a key (a test of the pager names its own, and
    /// `ATOMIC_PAGER`, `GH_PAGER` and the config file win over it).
    func environment(_ extra: [String: String] = [:]) -> [String: String] {
        let base = [
            "PATH": "/usr/bin:/bin", "HOME": home.path, "COLUMNS": "100", "LANG": "C.UTF-8", "PAGER": "cat",
        ]
        return base.merging(extra) { _, new in new }
    }

    /// The options that point `atomic` at this sandbox's cache and at `gitHub` and `posts`; an API
    /// without a server gets ``closedURL``.
    func options(gitHub: TestHTTPServer? = nil, posts: TestHTTPServer? = nil) -> [String] {
        [
            "--cache-dir", cacheDirectory.path,
            "--github-api-url", gitHub?.baseURL.absoluteString ?? Self.closedURL,
            "--posts-api-url", posts?.baseURL.absoluteString ?? Self.closedURL,
        ]
    }

    /// Runs `atomic arguments` followed by ``options(gitHub:posts:)``, in ``environment(_:)`` with `extra`: in a
    /// pipe, as a tool gets it, or, `onTerminal`, as `atomic --no-interactive …` on a pseudo-terminal, as a person
    /// at a terminal sees it.
    func atomic(
        _ arguments: [String],
        gitHub: TestHTTPServer? = nil,
        posts: TestHTTPServer? = nil,
        environment extra: [String: String] = [:],
        onTerminal: Bool = false
    ) async throws -> AtomicBinary.Outcome {
        let options = options(gitHub: gitHub, posts: posts)
        guard onTerminal else {
            return try await AtomicBinary.run(arguments + options, environment: environment(extra))
        }
        return try await PseudoTerminal.run(["--no-interactive"] + arguments + options, environment: environment(extra))
    }

    /// Runs `atomic arguments` exactly as given, in ``environment(_:)`` with `extra`.
    func atomicExactly(_ arguments: [String], environment extra: [String: String] = [:]) async throws
        -> AtomicBinary.Outcome
    {
        try await AtomicBinary.run(arguments, environment: environment(extra))
    }
}
