import AtomicOutput
import Domain
import Presentation
import TerminalUI

extension PlainOutput {
    /// A table of users: id, login and profile URL.
    func users(_ users: [GitHubUser]) -> String {
        // On a narrow terminal the profile address goes before any login is cut.
        let columns: [TextTable.Column] = [
            .init(title: "ID", alignsRight: true), .init(title: "LOGIN", isFlexible: true, minimumWidth: nil),
            .init(title: "PROFILE", isDroppable: true, isLink: true),
        ]
        return table(of: users, columns: columns, empty: "No users.") {
            ["\($0.id)", $0.login, $0.profileURLText ?? "-"]
        }
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
            // A key and a value call each rather than `object(_:)`: a row of a long list makes nothing on the heap
            // and copies no `JSONWriter.Value`.
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
            writer.object([
                "login": .string(user.login), "id": .int(user.id), "avatarUrl": .string(user.avatarURL?.absoluteString),
                "htmlUrl": .string(user.profileURL?.absoluteString), "name": .string(user.name),
                "company": .string(user.company), "blog": .string(user.blog), "location": .string(user.location),
                "email": .string(user.email), "bio": .string(user.bio),
                "twitterUsername": .string(user.twitterUsername),
                "publicRepos": .int(user.publicRepos), "publicGists": .int(user.publicGists),
                "followers": .int(user.followers), "following": .int(user.following),
                "createdAt": .date(user.createdAt),
            ])
        }
    }
}
