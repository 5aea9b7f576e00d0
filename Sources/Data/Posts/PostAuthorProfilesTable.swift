import Domain
import Persistence

/// Reads and replaces the rows of `post_author_profiles` (``PostsSchema``), one a page of an author
/// (`GET /users/{id}`); every statement binds its values.
enum PostAuthorProfilesTable {
    /// Stores `dto` as the page of the author `id` (the id asked for, which keys the row and its cache entry),
    /// replacing the row there was, inside the caller's transaction; returns the page as stored.
    static func replace(_ dto: PostAuthorDTO, id: Int, in writer: Database) throws -> PostAuthorProfile {
        let profile = dto.toProfile()
        try writer.execute(
            sql: """
                INSERT OR REPLACE INTO post_author_profiles (
                    id, name, username, email, street, suite, city, zipcode, phone, website,
                    company_name, company_catch_phrase, company_business)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [
                id, profile.name, profile.username, profile.email, profile.address.street, profile.address.suite,
                profile.address.city, profile.address.zipcode, profile.phone, profile.website, profile.company.name,
                profile.company.catchPhrase, profile.company.business,
            ])
        return PostAuthorProfile(
            id: id, name: profile.name, username: profile.username, email: profile.email, address: profile.address,
            phone: profile.phone, website: profile.website, company: profile.company)
    }

    /// The stored page of the author `id`, or `nil` when there is none.
    ///
    /// - Throws: ``PersistenceError`` when the row holds a value of a type this app never stores there, so that the
    ///   cache policy counts the page as unreadable (fetched again online).
    static func profile(id: Int, in reader: Database) throws -> PostAuthorProfile? {
        guard
            let row = try Row.fetchOne(
                reader,
                sql: """
                    SELECT id, name, username, email, street, suite, city, zipcode, phone, website,
                           company_name, company_catch_phrase, company_business
                    FROM post_author_profiles WHERE id = ?
                    """, arguments: [id])
        else { return nil }
        return PostAuthorProfile(
            id: try row.value("id"), name: try row.value("name"), username: try row.value("username"),
            email: try row.value("email"),
            address: PostAuthorProfile.Address(
                street: try row.value("street"), suite: try row.value("suite"), city: try row.value("city"),
                zipcode: try row.value("zipcode")),
            phone: try row.value("phone"), website: try row.value("website"),
            company: PostAuthorProfile.Company(
                name: try row.value("company_name"), catchPhrase: try row.value("company_catch_phrase"),
                business: try row.value("company_business")))
    }
}
