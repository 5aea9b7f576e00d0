import Domain

/// A posts repository over fixed summaries and details, answering at once; `failure` fails every call.
struct FakePostsRepository: PostsRepository {
    var summaries: [PostSummary] = []
    var details: [Int: PostDetail] = [:]
    var freshness: DataFreshness = .fresh
    var failure: DomainError?

    func posts(context: LoadContext) async throws(DomainError) -> Fetched<[PostSummary]> {
        if let failure { throw failure }
        return Fetched(value: summaries, freshness: freshness, fetchedAt: nil)
    }

    func post(id: Int, context: LoadContext) async throws(DomainError) -> Fetched<PostDetail> {
        if let failure { throw failure }
        guard let detail = details[id] else { throw .notFound(.post(id: id)) }
        return Fetched(value: detail, freshness: freshness, fetchedAt: nil)
    }
}
