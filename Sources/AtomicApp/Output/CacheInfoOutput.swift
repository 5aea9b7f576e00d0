import AtomicOutput
import Foundation
import Persistence
import Presentation
import TerminalUI

extension JSONOutput {
    /// `atomic cache info --json`.
    struct CacheInfo: JSONWritable {
        let report: CacheReport

        func write(to writer: inout JSONWriter) {
            writer.object([
                "path": .string(report.info.path), "sizeBytes": .int(Int(report.info.sizeInBytes)),
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
        var text =
            "Cache: \(TerminalSanitizer.singleLine(report.info.path))\nSize:  \(Self.size(report.info.sizeInBytes))\n"
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
