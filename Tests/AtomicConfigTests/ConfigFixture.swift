import AtomicConfig
import Foundation

/// A schema like the app's, with checks that need no other layer, and a temporary folder per test.
enum ConfigFixture {
    static let schema = ConfigSchema.atomic(
        themes: ["dark", "light", "high-contrast"],
        roles: ["header", "status_bar", "key", "selection", "secondary", "info", "warning", "error", "border"],
        color: { ["red", "blue", "#ff8000", "240"].contains($0) ? nil : "needs a colour, got \"\($0)\"" },
        url: { $0.hasPrefix("http://") || $0.hasPrefix("https://") ? nil : "needs a base URL, got \"\($0)\"" },
        key: { action, key in
            guard ["open", "back", "quit"].contains(action) else { return "no action \"\(action)\"" }
            return key == "bad" ? "no key \"bad\"" : nil
        },
        pager: { $0.filter { $0 == "'" }.count % 2 == 1 ? "needs words, but a quote is not closed" : nil })

    /// The contents of `text` as the file `config.yml`.
    static func contents(_ text: String) -> ConfigContents {
        ConfigContents(bytes: Array(text.utf8), file: "config.yml", schema: schema)
    }

    /// A new empty folder.
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
