import AtomicOutput

/// A row of a long list, written as the rows of `atomic users --json` are: member by member, with keys quoted once
/// beforehand, some values `null`.
struct TestRow: JSONWritable {
    let id: Int
    let login: String
    let avatar: String?
    let profile: String?

    func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.member(Self.loginKey, .string(login))
        writer.member(Self.idKey, .int(id))
        writer.member(Self.avatarKey, .string(avatar))
        writer.member(Self.profileKey, .string(profile))
        writer.endObject()
    }

    private static let loginKey = JSONWriter.Key("login")
    private static let idKey = JSONWriter.Key("id")
    private static let avatarKey = JSONWriter.Key("avatarUrl")
    private static let profileKey = JSONWriter.Key("htmlUrl")

    /// 40 rows, some with a quote in the login and some without an avatar.
    static let forty = (1...40).map { id in
        TestRow(
            id: id, login: id % 7 == 0 ? "quote\"\(id)" : "user\(id)",
            avatar: id % 3 == 0 ? nil : "https://avatars.test/u/\(id)", profile: "https://github.com/user\(id)")
    }
}

/// An object at the top holding two lists, as `atomic --json` without a command writes its users and posts.
struct TestOverview: JSONWritable {
    let rows: [TestRow]
    let names: [String]

    func write(to writer: inout JSONWriter) {
        writer.object(["users": .value(rows), "posts": .value(names)])
    }
}
