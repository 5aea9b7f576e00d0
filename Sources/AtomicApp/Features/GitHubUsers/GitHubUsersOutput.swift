import Domain
import Presentation
import TerminalUI

extension PlainOutput {
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

    /// The column where a profile field's value starts, after its label.
    static let valueColumn = 11

    /// One user's profile as labelled lines; missing fields are left out.
    ///
    /// For a terminal every line fits ``width`` (measured with `TextWidth`, so wide CJK text counts twice): the
    /// header wraps, and a long value wraps with a hanging indent under the value column. For tools
    /// (``tabSeparated``) each field stays on one line.
    func user(_ user: GitHubUserDetail) -> String {
        let header = clean(user.name.map { "\($0) (\(user.login))" } ?? user.login)
        var lines = (tabSeparated ? [header] : TextWrapper.wrap(header, toWidth: width)).map(style.bold)
        if let bio = user.bio, !clean(bio).allSatisfy(\.isWhitespace) {
            lines += TextWrapper.wrap(clean(bio), toWidth: width)
        }
        lines.append("")
        let fields: [(String, String?)] = [
            ("Company", user.company),
            ("Location", user.location),
            ("Email", user.email),
            ("Blog", user.blog),
            ("Twitter", user.twitterUsername.map { "@\($0)" }),
            ("Followers", CountText.grouped(user.followers)),
            ("Following", CountText.grouped(user.following)),
            ("Repos", CountText.grouped(user.publicRepos)),
            ("Gists", CountText.grouped(user.publicGists)),
            ("Joined", user.createdAt.map(Self.day)),
            ("Profile", user.profileURL?.absoluteString),
            ("Avatar", user.avatarURL?.absoluteString),
            ("ID", "\(user.id)"),
        ]
        let links: Set<String> = ["Profile", "Avatar"]
        let indent = String(repeating: " ", count: Self.valueColumn)
        for (label, value) in fields {
            // A field that cleaning leaves blank (only control characters or escapes) gets no row.
            guard let value, !clean(value).allSatisfy(\.isWhitespace) else { continue }
            let text = clean(value)
            let pieces =
                tabSeparated
                ? [text] : TextWrapper.wrap(text, toWidth: max(width, Self.valueColumn + 1) - Self.valueColumn)
            for (index, piece) in pieces.enumerated() {
                let shown = hyperlinks && links.contains(label) ? Hyperlink.wrap(piece, address: value) : piece
                let lead = index == 0 ? style.dim(TextWidth.pad(label, toWidth: Self.valueColumn)) : indent
                lines.append(lead + shown)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension JSONOutput {
    /// One row of `atomic users --json`.
    struct UserItem: JSONWritable {
        let user: GitHubUser

        func write(to writer: inout JSONWriter) {
            writer.beginObject()
            writer.key(Self.loginKey)
            writer.string(user.login)
            writer.key(Self.idKey)
            writer.int(user.id)
            writer.key(Self.avatarURLKey)
            writer.string(user.avatarURLText)
            writer.key(Self.htmlURLKey)
            writer.string(user.profileURLText)
            writer.endObject()
        }

        // The keys, escaped once for every row.
        private static let loginKey = JSONWriter.Key("login")
        private static let idKey = JSONWriter.Key("id")
        private static let avatarURLKey = JSONWriter.Key("avatarUrl")
        private static let htmlURLKey = JSONWriter.Key("htmlUrl")
    }

    /// `atomic user LOGIN --json`.
    struct UserDetail: JSONWritable {
        let user: GitHubUserDetail

        func write(to writer: inout JSONWriter) {
            writer.beginObject()
            writer.key("login")
            writer.string(user.login)
            writer.key("id")
            writer.int(user.id)
            writer.key("avatarUrl")
            writer.string(user.avatarURL?.absoluteString)
            writer.key("htmlUrl")
            writer.string(user.profileURL?.absoluteString)
            writer.key("name")
            writer.string(user.name)
            writer.key("company")
            writer.string(user.company)
            writer.key("blog")
            writer.string(user.blog)
            writer.key("location")
            writer.string(user.location)
            writer.key("email")
            writer.string(user.email)
            writer.key("bio")
            writer.string(user.bio)
            writer.key("twitterUsername")
            writer.string(user.twitterUsername)
            writer.key("publicRepos")
            writer.int(user.publicRepos)
            writer.key("publicGists")
            writer.int(user.publicGists)
            writer.key("followers")
            writer.int(user.followers)
            writer.key("following")
            writer.int(user.following)
            writer.key("createdAt")
            writer.date(user.createdAt)
            writer.endObject()
        }
    }
}
