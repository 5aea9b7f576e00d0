import Foundation

/// A fresh, empty folder under the system temporary folder, deleted when the value goes away.
final class TemporaryDirectory: Sendable {
    let path: String

    init() throws {
        path =
            URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent("persistence-tests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The path of `name` inside the folder.
    func file(_ name: String) -> String {
        URL(fileURLWithPath: path).appendingPathComponent(name).path
    }
}

/// The permission bits (`0o777` part) of the file at `path`, or `nil` when it does not exist.
func permissions(of path: String) -> Int? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return Int(status.st_mode) & 0o777
}
