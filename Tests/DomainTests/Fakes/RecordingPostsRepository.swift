import Domain
import Foundation

/// A posts repository with fixed answers that records every call.
actor RecordingPostsRepository: PostsRepository {
    private(set) var listRequests = 0
    private(set) var detailRequests: [Int] = []
    private let list: Result<Fetched<[PostSummary]>, DomainError>
    private let detail: @Sendable (Int) -> Result<Fetched<PostDetail>, DomainError>

    init(
        list: Result<Fetched<[PostSummary]>, DomainError> = .failure(.offline),
        detail: @escaping @Sendable (Int) -> Result<Fetched<PostDetail>, DomainError> = { _ in .failure(.offline) }
    ) {
        self.list = list
        self.detail = detail
    }

    func posts(context: LoadContext) async throws(DomainError) -> Fetched<[PostSummary]> {
        listRequests += 1
        return try list.get()
    }

    func post(id: Int, context: LoadContext) async throws(DomainError) -> Fetched<PostDetail> {
        detailRequests.append(id)
        return try detail(id).get()
    }
}
