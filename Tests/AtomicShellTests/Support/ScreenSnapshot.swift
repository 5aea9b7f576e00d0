import Foundation
import TerminalUI
import TerminalUITestSupport

/// The shell's screen snapshots, in `Tests/AtomicShellTests/Snapshots`, and the sizes every screen is checked at.
enum ScreenSnapshot {
    static let files = SnapshotFiles(
        folder: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Snapshots"))

    /// The two sizes every screen is checked at: 80 × 24 and the smallest supported, 40 × 12.
    static let sizes = [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 40, rows: 12)]
}
