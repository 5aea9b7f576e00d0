import Domain
import Foundation
import Persistence

/// Reads and writes `github_profiles` (see ``GitHubUsersSchema``); every statement binds its values and touches the
/// rows of one origin only (``GitHubUsersSchema/origin(of:)``).
enum GitHubProfilesTable {
    /// The profile of `loginKey` (a lower-cased login) stored for `origin`, or `nil` when none is stored.
    ///
    /// - Throws: ``PersistenceError/typeMismatch(column:expected:found:)`` for a row this app never writes, so
    ///   that the cache policy counts it as unreadable.
    static func profile(loginKey: String, origin: String, in reader: Database) throws -> GitHubUserDetail? {
        var detail: GitHubUserDetail?
        try reader.makeStatement(
            sql: """
                SELECT id, login, name, company, blog, location, email, bio, twitter_username, public_repos,
                       public_gists, followers, following, created_at, avatar_url, html_url
                FROM github_profiles WHERE origin_id = (SELECT id FROM github_origins WHERE origin = ?) AND login_key = ?
                """
        ).forEachRow(arguments: [origin, loginKey]) { row in
            detail = GitHubUserDetail(
                id: try row.int(at: 0), login: try row.text(at: 1), name: try row.optionalText(at: 2),
                company: try row.optionalText(at: 3), blog: try row.optionalText(at: 4),
                location: try row.optionalText(at: 5), email: try row.optionalText(at: 6),
                bio: try row.optionalText(at: 7), twitterUsername: try row.optionalText(at: 8),
                publicRepos: try row.int(at: 9), publicGists: try row.int(at: 10), followers: try row.int(at: 11),
                following: try row.int(at: 12), createdAt: LenientValue.date(try row.optionalText(at: 13)),
                avatarURL: LenientValue.webURL(try row.optionalText(at: 14)),
                profileURL: LenientValue.webURL(try row.optionalText(at: 15)))
        }
        return detail
    }

    /// Stores `dto` as the profile of `loginKey` fetched from `origin`, inside the caller's transaction, and brings
    /// the user's list row (same origin and id) up to date when there is one; returns the profile in domain terms.
    static func replaceProfile(
        _ dto: GitHubUserDetailDTO, loginKey: String, origin: String, in writer: Database
    ) throws -> GitHubUserDetail {
        let user = dto.user
        let avatarURL = LenientValue.text(user.avatarURL)
        let htmlURL = LenientValue.text(user.htmlURL)
        let originID = try GitHubUsersTables.originID(origin, in: writer)
        try writer.execute(
            sql: """
                INSERT OR REPLACE INTO github_profiles (
                    origin_id, login_key, id, login, name, company, blog, location, email, hireable, bio, twitter_username,
                    public_repos, public_gists, followers, following, created_at, updated_at, avatar_url, html_url,
                    type, site_admin)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [
                originID, loginKey, user.id, user.login, LenientValue.text(dto.name), LenientValue.text(dto.company),
                LenientValue.text(dto.blog), LenientValue.text(dto.location), LenientValue.text(dto.email),
                dto.hireable, LenientValue.text(dto.bio), LenientValue.text(dto.twitterUsername), dto.publicRepos,
                dto.publicGists, dto.followers, dto.following, LenientValue.text(dto.createdAt),
                LenientValue.text(dto.updatedAt), avatarURL, htmlURL, user.type, user.siteAdmin,
            ])
        try writer.execute(
            sql: """
                UPDATE github_users SET login = ?, avatar_url = ?, html_url = ?,
                    type = coalesce(?, type), site_admin = coalesce(?, site_admin)
                WHERE origin_id = ? AND id = ?
                """, arguments: [user.login, avatarURL, htmlURL, user.type, user.siteAdmin, originID, user.id])
        return dto.toDomain()
    }
}
