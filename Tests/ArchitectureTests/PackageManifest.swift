import AtomicTestSupport
import Foundation

/// The parts of `swift package dump-package` output the layer tests read.
struct PackageManifest: Decodable {
    struct Target: Decodable {
        let name: String
        let type: String
        let path: String?
        let dependencies: [Dependency]
    }

    /// A target dependency; SwiftPM writes it as `{"byName": ["X", null]}`, `{"target": [...]}` or `{"product": [...]}`.
    struct Dependency: Decodable {
        let name: String
        /// The platforms the dependency is limited to (`linux`, `macos`…), or `nil` when it has no such condition.
        let platforms: [String]?

        private struct Condition: Decodable {
            let platformNames: [String]?
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyKey.self)
            guard let key = container.allKeys.first else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "empty"))
            }
            var values = try container.nestedUnkeyedContainer(forKey: key)
            name = try values.decode(String.self)
            platforms = values.isAtEnd ? nil : (try? values.decode(Condition.self))?.platformNames
        }
    }

    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    let targets: [Target]

    /// The package's root folder, found from this file's location.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs `swift package dump-package` on the package and decodes its output.
    ///
    /// The child process is read and waited for on threads of its own (see `ChildProcess.runUntilExit`) — not on
    /// the cooperative pool nor on Dispatch's global queues, whose few threads other tests need — so other tests
    /// keep running meanwhile.
    static func load() async throws -> PackageManifest {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("atomicarch-dump-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swift", "package", "--package-path", root.path, "--scratch-path", scratch.path, "dump-package",
        ]
        let outcome = try await process.runUntilExit()
        return try JSONDecoder().decode(PackageManifest.self, from: Data(outcome.output.utf8))
    }
}
