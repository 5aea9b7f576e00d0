import AtomicOutput
import Foundation
import Presentation
import TerminalUI

/// What `atomic cache info` reports: where the cache is, how big, and every cached endpoint.
struct CacheReport: Equatable, Sendable {
    /// One cached endpoint.
    struct Endpoint: Equatable, Sendable {
        /// The endpoint key: method and URL with sorted query.
        var key: String
        /// When it was last fetched; `nil` when the stored time cannot be read.
        var fetchedAt: Date?
        /// Seconds since then; `nil` when the stored time cannot be read.
        var ageSeconds: Int?
        /// Whether it is younger than the TTL.
        var isFresh: Bool
        /// The server's ETag, when it sent one.
        var etag: String?
    }

    /// The database file's path.
    var path: String
    /// The database's size on disk, WAL included.
    var sizeBytes: Int64
    /// The cached endpoints, most recent first.
    var endpoints: [Endpoint]
}

extension JSONOutput {
    /// `atomic cache info --json`.
    struct CacheInfo: JSONWritable {
        let report: CacheReport

        func write(to writer: inout JSONWriter) {
            writer.object([
                "path": .string(report.path), "sizeBytes": .int(Int(report.sizeBytes)),
                "endpoints": .value(report.endpoints.map(Endpoint.init)),
            ])
        }

        struct Endpoint: JSONWritable {
            let endpoint: CacheReport.Endpoint

            func write(to writer: inout JSONWriter) {
                writer.object([
                    "key": .string(endpoint.key), "fetchedAt": .date(endpoint.fetchedAt),
                    "ageSeconds": .int(endpoint.ageSeconds), "fresh": .bool(endpoint.isFresh),
                    "etag": .string(endpoint.etag),
                ])
            }
        }
    }
}

extension PlainOutput {
    /// The cache's path, size and endpoints.
    func cacheInfo(_ report: CacheReport) -> String {
        // The path comes from the environment or a flag: shown cleaned, as every other warning shows it.
        var text = "Cache: \(TerminalSanitizer.singleLine(report.path))\nSize:  \(Self.size(report.sizeBytes))\n"
        guard !report.endpoints.isEmpty else { return text + "\nNothing cached.\n" }
        let table = TextTable(
            columns: [
                .init(title: "AGE", alignsRight: true),
                .init(title: "STATE"),
                .init(title: "ENDPOINT", isFlexible: true),
            ],
            rows: report.endpoints.map {
                [
                    $0.ageSeconds.map { AgeText.describe(TimeInterval($0)) } ?? "?",
                    $0.fetchedAt == nil ? "unreadable" : $0.isFresh ? "fresh" : "stale", $0.key,
                ]
            })
        text += "\n" + render(table)
        return text
    }

    private static func size(_ bytes: Int64) -> String {
        switch bytes {
        case ..<1024: return "\(CountText.grouped(bytes)) bytes"
        case ..<(1024 * 1024): return String(format: "%.1f KiB", Double(bytes) / 1024)
        default: return String(format: "%.1f MiB", Double(bytes) / 1_048_576)
        }
    }
}
