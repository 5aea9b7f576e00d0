import AtomicTestSupport
import Foundation

/// Runs a program found on `PATH` for the tests that check generated scripts and pages with the real tools.
enum ToolRun {
    /// What a run printed and how it ended.
    struct Outcome: Sendable {
        /// The exit status.
        let status: Int32
        /// Standard output.
        let output: String
        /// Standard error.
        let errorOutput: String
    }

    /// The full path of `name` on the usual folders, or nil when it is not installed.
    static func path(of name: String) -> String? {
        ["/usr/local/bin", "/usr/bin", "/bin"].map { "\($0)/\(name)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `name arguments` with standard input from `/dev/null` and waits for it on a thread of its own, so the
    /// wait never holds one of the few threads the other tests run on.
    static func run(
        _ name: String, _ arguments: [String], environment: [String: String]? = nil
    ) async throws -> Outcome {
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: path(of: name) ?? "/usr/bin/\(name)")
        process.arguments = arguments
        if let environment { process.environment = environment }
        process.standardInput = .nullDevice
        let output = Pipe()
        let errorOutput = Pipe()
        process.standardOutput = .pipe(output)
        process.standardError = .pipe(errorOutput)
        try process.run()
        // The outputs are small (well under a pipe's buffer), so reading after the exit cannot block the tool.
        return await BuildProducts.onOwnThread {
            process.waitUntilExit()
            return Outcome(
                status: process.terminationStatus,
                output: String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self),
                errorOutput: String(decoding: errorOutput.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
        }
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
