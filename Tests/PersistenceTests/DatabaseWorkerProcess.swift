import Foundation
import Testing

/// The `atomic-db-worker` helper executable, run as a real second process.
struct DatabaseWorkerProcess {
    /// The worker could not be found; the message lists every place searched.
    struct NotFound: Error, CustomStringConvertible {
        let searched: [String]
        var description: String {
            "atomic-db-worker was not found next to the test bundle; build it with "
                + "`swift build --build-tests` (searched: \(searched.joined(separator: ", ")))"
        }
    }

    /// What a finished worker did.
    struct Outcome {
        let status: Int32
        let reason: Process.TerminationReason
        let output: String
        let errorOutput: String
    }

    static let name = "atomic-db-worker"

    /// The worker beside the test bundle (`.build/<configuration>/`), or `ATOMIC_DB_WORKER` when set.
    static func executableURL() throws -> URL {
        var candidates: [URL] = []
        if let override = ProcessInfo.processInfo.environment["ATOMIC_DB_WORKER"], !override.isEmpty {
            candidates.append(URL(fileURLWithPath: override))
        }
        // Linux: the test runner is `.build/debug/<Package>PackageTests.xctest`, an executable.
        let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        candidates.append(runner.deletingLastPathComponent().appendingPathComponent(name))
        // macOS: the tests live in a `.xctest` bundle inside the products folder.
        for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
            candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent(name))
        }
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(packageRoot.appendingPathComponent(".build/debug").appendingPathComponent(name))
        if let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) {
            return found
        }
        throw NotFound(searched: candidates.map(\.path))
    }

    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errorOutput = Pipe()

    /// Starts the worker with `arguments`.
    init(_ arguments: [String]) throws {
        process.executableURL = try Self.executableURL()
        process.arguments = arguments
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errorOutput
        try process.run()
    }

    /// Runs the worker with `arguments` to completion.
    static func run(_ arguments: [String]) throws -> Outcome {
        try DatabaseWorkerProcess(arguments).waitForExit()
    }

    /// Blocks until the worker prints `line` on its own line; fails if it exits first.
    func waitForLine(_ line: String) throws {
        var received = Data()
        while !String(decoding: received, as: UTF8.self).split(separator: "\n").contains(Substring(line)) {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else {
                let outcome = waitForExit()
                Issue.record("the worker exited (\(outcome.status)) before printing \(line): \(outcome.errorOutput)")
                throw CancellationError()
            }
            received.append(chunk)
        }
    }

    /// Kills the worker with `SIGKILL`, as a crash or power cut would, and waits for it to die.
    func kill() -> Outcome {
        Foundation.kill(process.processIdentifier, SIGKILL)
        return waitForExit()
    }

    /// Waits for the worker to end and collects what it wrote.
    @discardableResult
    func waitForExit() -> Outcome {
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errorOutput.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus,
            reason: process.terminationReason,
            output: String(decoding: out, as: UTF8.self),
            errorOutput: String(decoding: err, as: UTF8.self)
        )
    }
}
