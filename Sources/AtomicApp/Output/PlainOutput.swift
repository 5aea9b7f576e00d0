import Domain
import Foundation
import Presentation
import TerminalUI

/// The text `atomic` prints without `--json`: tables fitted to the width, profiles as labelled lines.
///
/// Every piece of remote text passes through `TerminalSanitizer` before it is printed, and a field longer than
/// ``FieldLimit/maximumCharacters`` is shortened with a note. Layout is linear in the length of the text.
/// For a pipe or a file (``tabSeparated``) tables are tab-separated records without a header (see ``TextTable``).
struct PlainOutput {
    /// The width to fit, in terminal columns.
    let width: Int
    /// Styles, or none.
    let style: TextStyle
    /// Whether tables are written for tools: tab-separated, one record a line, no header, nothing cut.
    var tabSeparated = false
    /// Whether profile and avatar addresses are OSC 8 hyperlinks (a terminal that shows them).
    var hyperlinks = false

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

    /// `table` for a terminal, fitted to ``width``, or as tab-separated records.
    func render(_ table: TextTable) -> String {
        tabSeparated ? table.renderTabSeparated() : table.render(width: width, style: style, hyperlinks: hyperlinks)
    }

    /// `text` wrapped to ``width``, each wrapped line styled by `styled`.
    func wrapped(_ text: String, styled: (String) -> String = { $0 }) -> [String] {
        TextWrapper.wrap(text, toWidth: width).map(styled)
    }

    /// `text` from outside, sanitised for the terminal and cut to the field limit.
    func clean(_ text: String, keepNewlines: Bool = false) -> String {
        FieldLimit.apply(TerminalSanitizer.sanitize(text, keepNewlines: keepNewlines))
    }

    /// `date` as an ISO 8601 day, such as `2011-01-25`.
    static func day(_ date: Date) -> String {
        date.formatted(.iso8601.year().month().day())
    }

    private static func size(_ bytes: Int64) -> String {
        switch bytes {
        case ..<1024: return "\(CountText.grouped(bytes)) bytes"
        case ..<(1024 * 1024): return String(format: "%.1f KiB", Double(bytes) / 1024)
        default: return String(format: "%.1f MiB", Double(bytes) / 1_048_576)
        }
    }
}
