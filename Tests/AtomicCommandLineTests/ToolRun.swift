import AtomicTestSupport
import Foundation

/// Runs a program found on `PATH` for the tests that check generated scripts and pages with the real tools.
enum ToolRun {
    /// The full path of `name` on the usual folders, or nil when it is not installed.
    static func path(of name: String) -> String? {
        ["/usr/local/bin", "/usr/bin", "/bin"].map { "\($0)/\(name)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `name arguments` with standard input from `/dev/null` to its end, waiting on threads of its own (see
    /// `ChildProcess.runUntilExit`), so the wait never holds one of the few threads the other tests run on.
    static func run(
        _ name: String, _ arguments: [String], environment: [String: String]? = nil
    ) async throws -> ChildProcess.Outcome {
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: path(of: name) ?? "/usr/bin/\(name)")
        process.arguments = arguments
        if let environment { process.environment = environment }
        process.standardInput = .nullDevice
        return try await process.runUntilExit()
    }

    /// Writes `text` to a new temporary file named `name` and returns its path.
    static func temporaryFile(named name: String, containing text: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "atomic-tool-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return file.path
    }
}
