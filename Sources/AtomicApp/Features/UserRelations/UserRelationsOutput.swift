import AtomicOutput
import Domain
import TerminalUI

extension PlainOutput {
    /// A table of users: id, login, type, site admin.
    func userRelations(_ items: [RelatedUser]) -> String {
        let columns: [TextTable.Column] = [
            .init(title: "ID", alignsRight: true),
            .init(title: "LOGIN", isFlexible: true, minimumWidth: 10),
            .init(title: "TYPE", isFlexible: true, minimumWidth: 10),
            .init(title: "SITE ADMIN"),
        ]
        return table(of: items, columns: columns, empty: "No users.") {
            [String($0.id), clean($0.login), clean($0.type), $0.siteAdmin ? "yes" : "no"]
        }
    }
}

extension JSONOutput {
    /// One related user in `atomic followers --json` and `atomic following --json`.
    struct RelatedUserItem: JSONWritable {
        let relatedUser: RelatedUser

        init(_ relatedUser: RelatedUser) {
            self.relatedUser = relatedUser
        }

        func write(to writer: inout JSONWriter) {
            writer.object([
                "id": .int(relatedUser.id),
                "avatarUrl": .string(relatedUser.avatarURL.isEmpty ? nil : relatedUser.avatarURL),
                "htmlUrl": .string(relatedUser.htmlURL.isEmpty ? nil : relatedUser.htmlURL),
                "login": .string(relatedUser.login),
                "siteAdmin": .bool(relatedUser.siteAdmin),
                "type": .string(relatedUser.type),
            ])
        }
    }
}
