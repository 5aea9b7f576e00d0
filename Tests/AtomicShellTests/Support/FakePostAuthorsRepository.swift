import Domain

/// A posts' authors repository over fixed pages, answering at once; an id it has no page for is not found.
struct FakePostAuthorsRepository: PostAuthorsRepository {
    var profiles: [Int: PostAuthorProfile] = [:]

    /// Authors 1 and 2 of ``ShellFixture``'s sample posts.
    static let sample = FakePostAuthorsRepository(profiles: [
        1: PostAuthorProfile(
            id: 1, name: "Leanne Graham", username: "Bret", email: "Sincere@april.biz",
            address: .init(street: "Kulas Light", suite: "Apt. 556", city: "Gwenborough", zipcode: "92998-3874"),
            phone: "1-770-736-8031 x56442", website: "hildegard.org",
            company: .init(
                name: "Romaguera-Crona", catchPhrase: "Multi-layered client-server neural-net",
                business: "harness real-time e-markets")),
        2: PostAuthorProfile(id: 2, name: "Ervin Howell", username: "Antonette"),
    ])

    func author(id: Int, context: LoadContext) async throws(DomainError) -> Fetched<PostAuthorProfile> {
        guard let profile = profiles[id] else { throw .notFound(.postAuthor(id: id)) }
        return Fetched(value: profile, freshness: .fresh, fetchedAt: nil)
    }
}
