import AtomicOutput
import Domain
import TerminalUI

extension PlainOutput {
    /// A table of search users: id, login, type, site admin.
    func searchUsers(_ items: [FoundUser]) -> String {
        let columns: [TextTable.Column] = [
            .init(title: "ID", alignsRight: true),
            .init(title: "LOGIN", isFlexible: true, minimumWidth: 10),
            .init(title: "TYPE", isFlexible: true, minimumWidth: 10),
            .init(title: "SITE ADMIN"),
        ]
        return table(of: items, columns: columns, empty: "No users found.") {
            [String($0.id), clean($0.login), clean($0.type), $0.siteAdmin ? "yes" : "no"]
        }
    }
}

extension JSONOutput {
    /// One found user in `atomic search users --json`.
    struct FoundUserItem: JSONWritable {
        let foundUser: FoundUser

        init(_ foundUser: FoundUser) {
            self.foundUser = foundUser
        }

        func write(to writer: inout JSONWriter) {
            writer.object([
                "id": .int(foundUser.id),
                "avatarUrl": .string(foundUser.avatarURL.isEmpty ? nil : foundUser.avatarURL),
                "htmlUrl": .string(foundUser.htmlURL.isEmpty ? nil : foundUser.htmlURL),
                "login": .string(foundUser.login),
                "siteAdmin": .bool(foundUser.siteAdmin),
                "type": .string(foundUser.type),
            ])
        }
    }
}
