import AtomicOutput
import Domain
import TerminalUI

extension PlainOutput {
    /// A table of repositories: name (with `archived` and `fork` badges), description, language, stars, forks and
    /// the day each was last updated, as `gh repo list` shows them.
    func userRepositories(_ items: [Repository]) -> String {
        let columns: [TextTable.Column] = [
            .init(title: "NAME", isFlexible: true, minimumWidth: 10),
            .init(title: "DESCRIPTION", isFlexible: true, minimumWidth: 10),
            .init(title: "LANGUAGE"),
            .init(title: "STARS", alignsRight: true),
            .init(title: "FORKS", alignsRight: true),
            .init(title: "UPDATED"),
        ]
        return table(of: items, columns: columns, empty: "No repositories.") {
            let badges = [$0.archived ? "archived" : nil, $0.fork ? "fork" : nil].compactMap { $0 }
            return [
                clean($0.name) + (badges.isEmpty ? "" : " (\(badges.joined(separator: ", ")))"),
                $0.description.map { clean($0) } ?? "-", $0.language.map { clean($0) } ?? "-",
                String($0.stargazersCount), String($0.forksCount), clean(String($0.updatedAt.prefix(10))),
            ]
        }
    }
}

extension JSONOutput {
    /// One repository in `atomic repos --json`.
    struct RepositoryItem: JSONWritable {
        let repository: Repository

        init(_ repository: Repository) {
            self.repository = repository
        }

        func write(to writer: inout JSONWriter) {
            writer.object([
                "id": .int(repository.id),
                "archived": .bool(repository.archived),
                "description": .string(repository.description),
                "fork": .bool(repository.fork),
                "forksCount": .int(repository.forksCount),
                "fullName": .string(repository.fullName),
                "htmlUrl": .string(repository.htmlURL.isEmpty ? nil : repository.htmlURL),
                "language": .string(repository.language),
                "name": .string(repository.name),
                "stargazersCount": .int(repository.stargazersCount),
                "updatedAt": .string(repository.updatedAt),
            ])
        }
    }
}
