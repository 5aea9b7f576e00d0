import Domain
import Foundation
import Persistence

/// The logins of the GitHub users the cache holds, for shell completion: those of the users list's rows and of the
/// profiles opened, of one API.
public enum GitHubUserCompletions {
    /// At most `limit` logins of the API at `apiURL` that begin with `prefix` (in any letter case), in alphabetical
    /// order (any letter case), each once; only what reads as a GitHub login (Domain's `GitHubLogin`), so that
    /// nothing a server stored can reach the shell as anything else.
    ///
    /// - Throws: `PersistenceError` when reading fails.
    public static func logins(beginningWith prefix: String, apiURL: URL, limit: Int, in reader: Database) throws
        -> [String]
    {
        guard limit > 0 else { return [] }
        let origin = GitHubUsersSchema.origin(of: apiURL)
        let pattern = LikePattern.prefix(prefix)
        let origins = "(SELECT id FROM github_origins WHERE origin = ?)"
        var logins: [String] = []
        var seen: Set<String> = []
        try reader.cachedStatement(
            sql: """
                SELECT login FROM github_users WHERE origin_id = \(origins) AND login LIKE ? ESCAPE '\\'
                UNION SELECT login FROM github_profiles WHERE origin_id = \(origins) AND login LIKE ? ESCAPE '\\'
                ORDER BY 1 COLLATE NOCASE LIMIT ?
                """
        ).forEachRow(arguments: [origin, pattern, origin, pattern, limit]) { row in
            let login = try row.text(at: 0)
            guard (try? GitHubLogin(login)) != nil, seen.insert(login.lowercased()).inserted else { return }
            logins.append(login)
        }
        return logins
    }
}
