import Domain
import Foundation
import Presentation
import TerminalUI

/// One user's profile: the name large, the login, the bio wrapped, then every field; scrollable. On screens
/// 60 columns wide or more, a box on the left is kept for the avatar (``avatarArea(in:)``).
struct UserDetailScreenView {
    /// The detail view model's state.
    let state: DetailState<GitHubUserDetail>
    /// The login asked for, shown while the profile loads.
    let login: String

    /// The avatar box's size: 20 columns by 10 rows (a 20 × 20 pixel image in half blocks).
    static let avatarSize = TerminalSize(columns: 20, rows: 10)

    /// The header, notice and hints of the screen.
    var chrome: ScreenChrome {
        ScreenChrome(
            notice: state.notice,
            hints: [KeyHint("↑↓", "scroll"), KeyHint("o", "browser"), KeyHint("Esc", "back"), KeyHint("?", "help")],
            badge: RateLimitBadge.text(state.rateLimit))
    }

    /// Where the avatar goes in a content `area`: its top-left, inside a border; `nil` when the screen is narrower
    /// than 60 columns or lower than the box.
    static func avatarArea(in area: Rect) -> Rect? {
        guard area.width >= 60, area.height >= avatarSize.rows + 2 else { return nil }
        return Rect(x: area.x + 2, y: area.y + 1, width: avatarSize.columns, height: avatarSize.rows)
    }

    /// Draws the profile into `area`, scrolled by `scroll`.
    func render(into buffer: inout CellBuffer, area: Rect, scroll: inout TextScrollState, tick: Int) {
        let phase = PhaseView(
            phase: state.phase, loadingText: "Loading \(login)…", emptyText: "", tick: tick)
        guard phase.showsContent, let user = state.value else { return phase.render(into: &buffer, area: area) }
        buffer.fill(area)
        var textArea = area
        if let avatar = Self.avatarArea(in: area) {
            let frame = Rect(x: avatar.x - 1, y: avatar.y - 1, width: avatar.width + 2, height: avatar.height + 2)
            buffer.drawBox(frame, style: Theme.standard.border)
            textArea = Rect(
                x: frame.maxX + 2, y: area.y + 1, width: area.maxX - frame.maxX - 2, height: area.height - 1)
        } else {
            textArea = Rect(x: area.x + 1, y: area.y, width: area.width - 1, height: area.height)
        }
        TextView(paragraphs: Self.paragraphs(of: user)).render(into: &buffer, area: textArea, state: &scroll)
    }

    /// The profile as styled paragraphs: name, login, bio, then one line per field that has a value.
    static func paragraphs(of user: GitHubUserDetail) -> [StyledText] {
        var lines = [
            StyledText(
                user.name.flatMap { $0.isEmpty ? nil : $0 } ?? user.login,
                style: Style(attributes: [.bold, .underline])),
            StyledText("@" + user.login, style: .dim),
        ]
        if let bio = user.bio, !bio.isEmpty {
            lines += [StyledText(""), StyledText(bio)]
        }
        lines.append(StyledText(""))
        let fields: [(String, String?)] = [
            ("Company", user.company), ("Blog", user.blog), ("Location", user.location), ("Email", user.email),
            ("Twitter", user.twitterUsername.map { "@" + $0 }),
            ("Repos", String(user.publicRepos)), ("Gists", String(user.publicGists)),
            ("Followers", String(user.followers)), ("Following", String(user.following)),
            ("Joined", user.createdAt.map(Self.date)),
        ]
        for (label, value) in fields {
            guard let value, !value.isEmpty else { continue }
            lines.append(StyledText("\(label): \(value)"))
        }
        return lines
    }

    /// `date` as "2011-01-25", in UTC.
    static func date(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }
}
