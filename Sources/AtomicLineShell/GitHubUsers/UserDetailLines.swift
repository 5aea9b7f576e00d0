import Domain
import Foundation
import Presentation

/// One user's profile as lines: the name, the login, the bio, then one "Label: value" line per field that has a
/// value, as the full-screen profile shows them.
public enum UserDetailLines: DetailLineContent {
    /// The profile.
    public typealias Value = GitHubUserDetail
    /// The profile's view model.
    public typealias Model = UserDetailViewModel

    /// The login asked for.
    public static func name(of model: UserDetailViewModel) -> String { model.login }

    /// The name (the login when it has none), "@login", the bio, then the fields that have a value.
    public static func lines(of user: GitHubUserDetail) -> [String] {
        var lines = [user.name.flatMap { $0.isEmpty ? nil : $0 } ?? user.login, "@" + user.login]
        if let bio = user.bio, !LineText.line(bio).allSatisfy(\.isWhitespace) { lines.append(bio) }
        let fields: [(String, String?)] = [
            ("Company", user.company), ("Blog", user.blog), ("Location", user.location), ("Email", user.email),
            ("Twitter", user.twitterUsername.map { "@" + $0 }),
            ("Repos", CountText.grouped(user.publicRepos)), ("Gists", CountText.grouped(user.publicGists)),
            ("Followers", CountText.grouped(user.followers)), ("Following", CountText.grouped(user.following)),
            ("Joined", user.createdAt.map(day)),
        ]
        for (label, value) in fields {
            // A field that cleaning leaves blank (only control characters or escapes) gets no line.
            guard let value, !LineText.line(value).allSatisfy(\.isWhitespace) else { continue }
            lines.append("\(label): \(value)")
        }
        return lines
    }

    /// `date` as "2011-01-25", in UTC.
    static func day(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }
}
