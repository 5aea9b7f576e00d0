import Foundation
import TerminalUITestSupport

/// The widgets' snapshots, in `Tests/TerminalUITests/Snapshots`.
enum Snapshot {
    static let files = SnapshotFiles(
        folder: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Snapshots"))
}
