import Domain
import Foundation
import Presentation
import TerminalUI

/// One user's profile: the avatar, the name large, the login, the bio wrapped, then every field; scrolled, and `o`
/// opens the profile page.
///
/// The avatar sits in a box beside the profile on screens 60 columns wide or more (20 × 10 cells), above it on
/// narrower screens at least 18 rows high (16 × 8 cells); on smaller screens a three-row box with the initials
/// stands above the profile instead. The picture is the one the shell's state holds for the size drawn; until it
/// is there, and when there is none, the box shows the initials. The rest of the screen never waits for it.
public enum UserDetailPane: DetailPaneContent {
    /// The profile.
    public typealias Value = GitHubUserDetail
    /// The profile's view model.
    public typealias Model = UserDetailViewModel

    /// The avatar box's size beside the profile: 20 columns by 10 rows (a 20 × 20 pixel image in half blocks).
    public static let avatarSize = TerminalSize(columns: 20, rows: 10)
    /// The avatar box's size above the profile: 16 columns by 8 rows (16 × 16 pixels).
    public static let narrowAvatarSize = TerminalSize(columns: 16, rows: 8)
    /// The fewest content rows for the picture above the profile.
    public static let narrowMinimumRows = 18

    /// `GetGitHubUserUseCase`.
    public static var useCase: Any.Type { GetGitHubUserUseCase.self }

    /// "Loading octocat…".
    public static func loadingText(of model: UserDetailViewModel) -> String { "Loading \(model.login)…" }

    /// The profile page.
    public static func webURL(of model: UserDetailViewModel, context: PaneContext) -> URL? {
        ShellLinks.web(model.state.value?.profileURL) ?? context.links.profile(login: model.login)
    }

    /// Where the avatar picture goes in a content `area`, inside its border: beside the profile when the area is
    /// 60 columns wide or more, above it when the area is at least ``narrowMinimumRows`` high; `nil` when there
    /// is no room for a picture.
    public static func avatarArea(in area: Rect) -> Rect? {
        if area.width >= 60, area.height >= avatarSize.rows + 2 {
            return Rect(x: area.x + 2, y: area.y + 1, width: avatarSize.columns, height: avatarSize.rows)
        }
        guard area.width >= narrowAvatarSize.columns + 3, area.height >= narrowMinimumRows else { return nil }
        return Rect(x: area.x + 2, y: area.y + 1, width: narrowAvatarSize.columns, height: narrowAvatarSize.rows)
    }

    /// The cells the picture takes in a content `area`, for asking for it (and prefetching) at that size.
    public static func avatarCells(in area: Rect) -> TerminalSize? {
        avatarArea(in: area).map { TerminalSize(columns: $0.width, rows: $0.height) }
    }

    /// The profile's avatar at the size `area` has room for.
    public static func avatars(of user: GitHubUserDetail, in area: Rect) -> AvatarDemand {
        guard let url = user.avatarURL, let cells = avatarCells(in: area) else { return AvatarDemand() }
        return AvatarDemand(shown: AvatarRequest(url: url, cells: cells))
    }

    /// Draws the avatar's box into `area` (beside the profile, above it, or the initials alone) and returns the
    /// area left for the profile's text.
    public static func decorate(
        _ user: GitHubUserDetail, into buffer: inout CellBuffer, area: Rect, drawing: PaneDrawing
    ) -> Rect {
        let initials = Initials.of(name: user.name, fallback: user.login)
        if let avatar = avatarArea(in: area) {
            let frame = Rect(x: avatar.x - 1, y: avatar.y - 1, width: avatar.width + 2, height: avatar.height + 2)
            buffer.drawBox(frame, style: drawing.theme.border)
            let picture = user.avatarURL.flatMap {
                drawing.picture(
                    for: AvatarRequest(url: $0, cells: TerminalSize(columns: avatar.width, rows: avatar.height)))
            }
            AvatarView(picture: picture, initials: initials, theme: drawing.theme).render(into: &buffer, area: avatar)
            return area.width >= 60
                ? Rect(x: frame.maxX + 2, y: area.y + 1, width: area.maxX - frame.maxX - 2, height: area.height - 1)
                : Rect(x: area.x + 1, y: frame.maxY + 1, width: area.width - 1, height: area.maxY - frame.maxY - 1)
        } else {
            let frame = Rect(x: area.x + 1, y: area.y, width: min(area.width - 1, 8), height: 3)
            buffer.drawBox(frame, style: drawing.theme.border)
            AvatarView(picture: nil, initials: initials, theme: drawing.theme)
                .render(into: &buffer, area: Rect(x: frame.x + 1, y: frame.y + 1, width: frame.width - 2, height: 1))
            return Rect(x: area.x + 1, y: frame.maxY, width: area.width - 1, height: area.maxY - frame.maxY)
        }
    }

    /// The profile as styled paragraphs: name, login (in `theme`'s secondary style), bio, then one line per field
    /// that has a value.
    public static func paragraphs(of user: GitHubUserDetail, theme: Theme) -> [StyledText] {
        var lines = [
            StyledText.line(
                user.name.flatMap { $0.isEmpty ? nil : $0 } ?? user.login,
                style: Style(attributes: [.bold, .underline])),
            StyledText.line("@" + user.login, style: theme.secondary),
        ]
        if let bio = user.bio, !TerminalSanitizer.sanitize(bio).allSatisfy(\.isWhitespace) {
            lines += [StyledText(""), StyledText(bio)]
        }
        lines.append(StyledText(""))
        let fields: [(String, String?)] = [
            ("Company", user.company), ("Blog", user.blog), ("Location", user.location), ("Email", user.email),
            ("Twitter", user.twitterUsername.map { "@" + $0 }),
            ("Repos", CountText.grouped(user.publicRepos)), ("Gists", CountText.grouped(user.publicGists)),
            ("Followers", CountText.grouped(user.followers)), ("Following", CountText.grouped(user.following)),
            ("Joined", user.createdAt.map(Self.date)),
        ]
        for (label, value) in fields {
            // A field that cleaning leaves blank (only control characters or escapes) gets no row.
            guard let value, !TerminalSanitizer.sanitize(value).allSatisfy(\.isWhitespace) else { continue }
            lines.append(StyledText.line("\(label): \(value)"))
        }
        return lines
    }

    /// `date` as "2011-01-25", in UTC.
    public static func date(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }
}
