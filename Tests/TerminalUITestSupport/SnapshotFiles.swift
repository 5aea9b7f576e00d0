import Foundation
import TerminalUI
import Testing

/// A folder of snapshot files, each the plain text of one drawn `CellBuffer` (or its text with its styles, a
/// ``StyledSnapshot``), that tests compare frames with.
///
/// A missing or different snapshot fails the test. With `RECORD_SNAPSHOTS=1` in the environment, the file is
/// written from the buffer instead and the test still fails, so a recording is never mistaken for a pass.
public struct SnapshotFiles: Sendable {
    /// The folder the files are in.
    public let folder: URL

    /// The snapshots in `folder`.
    public init(folder: URL) {
        self.folder = folder
    }

    /// Checks `buffer` against the file `<name>-<width>x<height>.txt`, recording an issue at `sourceLocation`
    /// when it differs or is missing (or, with `RECORD_SNAPSHOTS=1`, when it was written instead).
    public func expect(_ buffer: CellBuffer, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        compare(
            Self.framed(buffer), file: "\(name)-\(buffer.width)x\(buffer.height).txt", sourceLocation: sourceLocation)
    }

    /// Checks `buffer`'s text and styles (``StyledSnapshot``) against the file
    /// `<name>-<width>x<height>.styled.txt`, as ``expect(_:named:sourceLocation:)`` checks its text.
    public func expectStyled(
        _ buffer: CellBuffer, named name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        compare(
            StyledSnapshot.text(of: buffer), file: "\(name)-\(buffer.width)x\(buffer.height).styled.txt",
            sourceLocation: sourceLocation)
    }

    private func compare(_ actual: String, file name: String, sourceLocation: SourceLocation) {
        let file = folder.appendingPathComponent(name)
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

    /// The buffer's text with each row between `|` marks, so trailing spaces and the width show in the file.
    public static func framed(_ buffer: CellBuffer) -> String {
        (0..<buffer.height).map { y in "|" + buffer.row(y).map(\.grapheme).joined() + "|" }
            .joined(separator: "\n") + "\n"
    }
}
