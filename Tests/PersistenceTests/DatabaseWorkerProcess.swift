import AtomicTestSupport
import Foundation
import Testing

/// The `atomic-db-worker` helper executable, run as a real second process.
struct DatabaseWorkerProcess {
    /// What a finished worker did.
    struct Outcome: Sendable {
        let status: Int32
        let reason: Process.TerminationReason
        let output: String
        let errorOutput: String
    }

    /// The worker beside the test bundle, or `ATOMIC_DB_WORKER` when set.
    static func executableURL() throws -> URL {
        try BuildProducts.executable(named: "atomic-db-worker", override: "ATOMIC_DB_WORKER")
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
    static func run(_ arguments: [String]) async throws -> Outcome {
        try await DatabaseWorkerProcess(arguments).waitForExit()
    }

    /// Waits until the worker prints `line` on its own line; fails if it exits first.
    func waitForLine(_ line: String) async throws {
        let output = output
        let printed = await BuildProducts.onOwnThread {
            var received = Data()
            while !String(decoding: received, as: UTF8.self).split(separator: "\n").contains(Substring(line)) {
                let chunk = output.fileHandleForReading.availableData
                guard !chunk.isEmpty else { return false }
                received.append(chunk)
            }
            return true
        }
        if !printed {
            let outcome = await waitForExit()
            Issue.record("the worker exited (\(outcome.status)) before printing \(line): \(outcome.errorOutput)")
            throw CancellationError()
        }
    }

    /// Kills the worker with `SIGKILL`, as a crash or power cut would, and waits for it to die.
    func kill() async -> Outcome {
        Foundation.kill(process.processIdentifier, SIGKILL)
        return await waitForExit()
    }

    /// Waits for the worker to end and collects what it wrote.
    @discardableResult
    func waitForExit() async -> Outcome {
        let (process, output, errorOutput) = (process, output, errorOutput)
        return await BuildProducts.onOwnThread {
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
}
