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

    /// A table of users: id, login and profile URL.
    func users(_ users: [GitHubUser]) -> String {
        guard !users.isEmpty else { return "No users.\n" }
        // On a narrow terminal the profile address goes before any login is cut.
        let table = TextTable(
            columns: [
                .init(title: "ID", alignsRight: true),
                .init(title: "LOGIN", isFlexible: true, minimumWidth: nil),
                .init(title: "PROFILE", isDroppable: true, isLink: true),
            ],
            rows: users.map { ["\($0.id)", $0.login, $0.profileURLText ?? "-"] })
        return render(table)
    }

    /// One user's profile as labelled lines; missing fields are left out.
    func user(_ user: GitHubUserDetail) -> String {
        var lines = [style.bold(clean(user.name.map { "\($0) (\(user.login))" } ?? user.login))]
        if let bio = user.bio, !bio.isEmpty {
            lines += TextWrapper.wrap(clean(bio), toWidth: width)
        }
        lines.append("")
        let fields: [(String, String?)] = [
            ("Company", user.company),
            ("Location", user.location),
            ("Email", user.email),
            ("Blog", user.blog),
            ("Twitter", user.twitterUsername.map { "@\($0)" }),
            ("Followers", "\(user.followers)"),
            ("Following", "\(user.following)"),
            ("Repos", "\(user.publicRepos)"),
            ("Gists", "\(user.publicGists)"),
            ("Joined", user.createdAt.map(Self.day)),
            ("Profile", user.profileURL?.absoluteString),
            ("Avatar", user.avatarURL?.absoluteString),
            ("ID", "\(user.id)"),
        ]
        let links: Set<String> = ["Profile", "Avatar"]
        for (label, value) in fields {
            guard let value, !value.isEmpty else { continue }
            let shown =
                hyperlinks && links.contains(label) ? Hyperlink.wrap(clean(value), address: value) : clean(value)
            lines.append(style.dim(TextWidth.pad(label, toWidth: 11)) + shown)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The cache's path, size and endpoints.
    func cacheInfo(_ report: CacheReport) -> String {
        var text = "Cache: \(report.path)\nSize:  \(Self.size(report.sizeBytes))\n"
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

    private static func day(_ date: Date) -> String {
        date.formatted(.iso8601.year().month().day())
    }

    private static func size(_ bytes: Int64) -> String {
        switch bytes {
        case ..<1024: return "\(bytes) bytes"
        case ..<(1024 * 1024): return String(format: "%.1f KiB", Double(bytes) / 1024)
        default: return String(format: "%.1f MiB", Double(bytes) / 1_048_576)
        }
    }
}
