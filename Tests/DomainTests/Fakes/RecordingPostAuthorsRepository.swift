import Domain

/// A posts' authors repository with one fixed answer that records the ids asked for.
actor RecordingPostAuthorsRepository: PostAuthorsRepository {
    private(set) var requests: [Int] = []
    private let answer: Result<PostAuthorProfile, DomainError>

    init(answer: Result<PostAuthorProfile, DomainError>) {
        self.answer = answer
    }

    func author(id: Int, context: LoadContext) async throws(DomainError) -> Fetched<PostAuthorProfile> {
        requests.append(id)
        return Fetched(value: try answer.get(), freshness: .fresh, fetchedAt: nil)
    }
}
