import Foundation
import TerminalUI
import Testing

/// Compares a frame's plain text with a snapshot file in `Tests/AtomicShellTests/Snapshots`.
///
/// A missing or different snapshot fails the test. With `RECORD_SNAPSHOTS=1` in the environment, the file is
/// written from the frame instead and the test still fails, so a recording is never mistaken for a pass.
enum ScreenSnapshot {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Snapshots")

    static func expect(_ buffer: CellBuffer, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let file = folder.appendingPathComponent("\(name)-\(buffer.width)x\(buffer.height).txt")
        let actual = framed(buffer)
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
            try? actual.write(to: file, atomically: true, encoding: .utf8)
            Issue.record(
                "recorded \(file.lastPathComponent); run again without RECORD_SNAPSHOTS", sourceLocation: sourceLocation
            )
            return
        }
        guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record("no snapshot \(file.path); record it with RECORD_SNAPSHOTS=1", sourceLocation: sourceLocation)
            return
        }
        #expect(actual == expected, "snapshot \(file.lastPathComponent)", sourceLocation: sourceLocation)
    }

    /// The frame's text with each row between `|` marks, so trailing spaces and the width show in the file.
    static func framed(_ buffer: CellBuffer) -> String {
        (0..<buffer.height).map { y in "|" + buffer.row(y).map(\.grapheme).joined() + "|" }
            .joined(separator: "\n") + "\n"
    }

    /// The two sizes every screen is checked at: 80 × 24 and the smallest supported, 40 × 12.
    static let sizes = [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 40, rows: 12)]
}
