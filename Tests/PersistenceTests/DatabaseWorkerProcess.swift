import AtomicTestSupport
import Foundation
import Testing

/// The `atomic-db-worker` helper executable, run as a real second process.
struct DatabaseWorkerProcess {
    /// What a finished worker did.
    struct Outcome: Sendable {
        let status: Int32
        let reason: ChildProcess.TerminationReason
        let output: String
        let errorOutput: String
    }

    /// The worker beside the test bundle, or `ATOMIC_DB_WORKER` when set.
    static func executableURL() throws -> URL {
        try BuildProducts.executable(named: "atomic-db-worker", override: "ATOMIC_DB_WORKER")
    }

    let process = ChildProcess()
    private let input = Pipe()
    private let output = Pipe()
    private let errorOutput = Pipe()

    /// Starts the worker with `arguments`; as uid and gid 65534 ("nobody", through `setpriv`) when `asNobody` and
    /// the tests run as root, as CI does, so that permission bits bind it.
    init(_ arguments: [String], asNobody: Bool = false) throws {
        if asNobody && geteuid() == 0 {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            process.arguments =
                [
                    "--reuid=\(Self.nobody)", "--regid=\(Self.nobody)", "--clear-groups", "--",
                    try Self.executableURL().path,
                ]
                + arguments
        } else {
            process.executableURL = try Self.executableURL()
            process.arguments = arguments
        }
        process.standardInput = .pipe(input)
        process.standardOutput = .pipe(output)
        process.standardError = .pipe(errorOutput)
        try process.run()
    }

    /// The uid and gid the worker runs as under ``init(_:asNobody:)`` when the tests run as root.
    static let nobody: UInt32 = 65534

    /// The user the worker runs as under ``init(_:asNobody:)``: 65534 for a root test run, else the test's own.
    static var nobodyOrSelf: (uid: UInt32, gid: UInt32) {
        geteuid() == 0 ? (nobody, nobody) : (geteuid(), getegid())
    }

    /// Runs the worker with `arguments` to completion (as ``nobodyOrSelf`` when `asNobody`).
    static func run(_ arguments: [String], asNobody: Bool = false) async throws -> Outcome {
        try await DatabaseWorkerProcess(arguments, asNobody: asNobody).waitForExit()
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
