import Foundation

/// Executables of this package built next to the tests, for tests that run them as real processes.
public enum BuildProducts {
    /// An executable could not be found; the message lists every place searched.
    public struct NotFound: Error, CustomStringConvertible {
        /// The executable's name.
        public let name: String
        /// Every path that was tried, in order.
        public let searched: [String]

        /// What is missing, where it was looked for, and how to build it.
        public var description: String {
            "\(name) was not found next to the test bundle; build it with `swift build --build-tests` "
                + "(searched: \(searched.joined(separator: ", ")))"
        }
    }

    /// The executable `name` from the build products folder the tests run from (`.build/<configuration>/`),
    /// or the path in the environment variable `override` when that is set.
    ///
    /// - Throws: ``NotFound`` when it is in none of those places; a test must fail then, never skip.
    public static func executable(named name: String, override: String) throws -> URL {
        var candidates: [URL] = []
        if let path = ProcessInfo.processInfo.environment[override], !path.isEmpty {
            candidates.append(URL(fileURLWithPath: path))
        }
        // Linux: the test runner is `.build/<configuration>/<Package>PackageTests.xctest`, an executable.
        let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        candidates.append(runner.deletingLastPathComponent().appendingPathComponent(name))
        // macOS: the tests live in a `.xctest` bundle inside the products folder.
        for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
            candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent(name))
        }
        if let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) {
            return found
        }
        throw NotFound(name: name, searched: candidates.map(\.path))
    }

    /// Runs `body` on a new thread and returns its result, so that blocking on a child process never holds
    /// a thread of the cooperative pool or of Dispatch's global queues, which other tests need.
    public static func onOwnThread<Result: Sendable>(_ body: @escaping @Sendable () -> Result) async -> Result {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: body()) }
        }
    }
}
