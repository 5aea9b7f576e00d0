import Domain
import Foundation

/// A users repository whose answers are scripted per test and which records every call.
actor RecordingUsersRepository: GitHubUsersRepository {
    struct PageRequest: Equatable {
        let cursor: UserCursor?
        let pageSize: Int
    }

    typealias PageAnswer = @Sendable (UserCursor?, Int) -> Result<Fetched<UserPage>, DomainError>
    typealias UserAnswer = @Sendable (String) -> Result<Fetched<GitHubUserDetail>, DomainError>

    private(set) var pageRequests: [PageRequest] = []
    private(set) var userRequests: [String] = []
    /// The context of every call, pages and profiles, in order.
    private(set) var contexts: [LoadContext] = []
    private let pageAnswer: PageAnswer
    private let userAnswer: UserAnswer
    private let cancelsCallerOnPage: Int?

    init(
        cancelsCallerOnPage: Int? = nil,
        pageAnswer: @escaping PageAnswer = { _, _ in .failure(.offline) },
        userAnswer: @escaping UserAnswer = { _ in .failure(.offline) }
    ) {
        self.cancelsCallerOnPage = cancelsCallerOnPage
        self.pageAnswer = pageAnswer
        self.userAnswer = userAnswer
    }

    /// A repository that pages through `users` the way GitHub does: ids above the cursor, `pageSize` at a time,
    /// with a next cursor at the last id while more users remain.
    static func listing(
        _ users: [GitHubUser],
        freshness: DataFreshness = .fresh,
        fetchedAt: Date? = nil
    ) -> RecordingUsersRepository {
        RecordingUsersRepository(pageAnswer: listingAnswer(users, freshness: freshness, fetchedAt: fetchedAt))
    }

    /// The page answer of ``listing(_:freshness:fetchedAt:)``.
    static func listingAnswer(
        _ users: [GitHubUser],
        freshness: DataFreshness = .fresh,
        fetchedAt: Date? = nil
    ) -> PageAnswer {
        { cursor, pageSize in
            let after = users.filter { $0.id > (cursor?.since ?? Int.min) }
            let page = Array(after.prefix(pageSize))
            let next = after.count > page.count ? page.last.map { UserCursor(since: $0.id) } : nil
            return .success(
                Fetched(value: UserPage(users: page, next: next), freshness: freshness, fetchedAt: fetchedAt))
        }
    }

    func users(after cursor: UserCursor?, pageSize: Int, context: LoadContext) async throws(DomainError) -> Fetched<
        UserPage
    > {
        pageRequests.append(PageRequest(cursor: cursor, pageSize: pageSize))
        contexts.append(context)
        if pageRequests.count == cancelsCallerOnPage {
            withUnsafeCurrentTask { $0?.cancel() }
        }
        return try pageAnswer(cursor, pageSize).get()
    }

    func user(login: GitHubLogin, context: LoadContext) async throws(DomainError) -> Fetched<GitHubUserDetail> {
        userRequests.append(login.rawValue)
        contexts.append(context)
        return try userAnswer(login.rawValue).get()
    }
}
