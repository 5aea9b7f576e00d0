import AtomicCore
import AtomicLogger
import Domain
import Foundation

/// The pages of relations for a ``PagedListModel``: `ListUserRelationsUseCase` asked page after page by page number
/// (the next one from the answer's `Link` header), filtered by `login`, `type`.
public struct UserRelationsPages: PagedListSource {
    /// Loads the pages.
    public let useCase: ListUserRelationsUseCase
    /// The `login` the route names, as given.
    public let login: String
    /// The `relation` the route names.
    public let relation: UserRelation

    /// The pages `useCase` answers for the route's values.
    public init(useCase: ListUserRelationsUseCase, login: String, relation: UserRelation) {
        self.useCase = useCase
        self.login = login
        self.relation = relation
    }

    /// The page after the request's cursor (the first page for ``PageRequest/start``), stale-while-revalidate.
    public func updates(_ request: PageRequest<Int>, context: LoadContext) -> Updates<UserRelationsPage> {
        guard let gitHubLogin = try? GitHubLogin(login) else {
            let error = notFound
            return .single { () async throws(DomainError) in throw error }
        }
        return useCase.updates(login: gitHubLogin, relation: relation, cursor: request.cursor, context: context)
    }

    /// The page after the request's cursor, asked for once.
    public func load(_ request: PageRequest<Int>, context: LoadContext) async throws(DomainError) -> Fetched<
        UserRelationsPage
    > {
        guard let gitHubLogin = try? GitHubLogin(login) else { throw notFound }
        return try await useCase(login: gitHubLogin, relation: relation, cursor: request.cursor, context: context)
    }

    /// The page's resources and the cursor of the page after it.
    public func page(of answer: UserRelationsPage) -> ListPage<RelatedUser, Int> {
        ListPage(items: answer.items, next: answer.next)
    }

    /// Whether the resource's text contains `text`, ignoring case.
    public func matches(_ item: RelatedUser, filter text: String) -> Bool {
        item.login.localizedCaseInsensitiveContains(text)
            || item.type.localizedCaseInsensitiveContains(text)
    }

    /// What a login that cannot be one is: a resource GitHub does not have.
    private var notFound: DomainError {
        .notFound(.gitHubUser(login: login))
    }
}

/// Relations (`GET /users/{login}/{relation}`), page after page, with a filter over the rows loaded: a
/// ``PagedListModel`` over ``UserRelationsPages``.
///
/// A stored page is shown at once; when it was out of date the notice says "refreshing…" and the refreshed
/// page replaces it in place.
public final class UserRelationsViewModel: PagedListModel<UserRelationsPages> {
    /// Creates the view model; nothing is loaded before ``PagedListModel/task()`` or ``PagedListModel/appear()``.
    ///
    /// - Parameters:
    ///   - login: The `login` of `/users/{login}/{relation}`, as given; one that cannot be a login fails as not
    ///     found.
    ///   - relation: The `relation` of `/users/{login}/{relation}`.
    ///   - useCase: Loads the pages.
    ///   - showsRateLimit: Whether the state tells GitHub's budget as the loads report it (default `false`).
    ///   - reportedRateLimit: The budget the loads reported last, shared with the feature's other screens.
    ///   - clock: The current time, for times in error messages.
    ///   - logger: Where load failures are logged.
    ///   - token: Where the GitHub token comes from, named in messages about authentication and the rate limit.
    public init(
        login: String, relation: UserRelation, useCase: ListUserRelationsUseCase, showsRateLimit: Bool = false,
        reportedRateLimit: ReportedRateLimit = ReportedRateLimit(), clock: any AppClock = SystemClock(),
        logger: Logger = .disabled, token: TokenSource = .gitHubUnset
    ) {
        super.init(
            source: UserRelationsPages(useCase: useCase, login: login, relation: relation),
            environment: ScreenEnvironment(
                clock: clock, logger: logger, token: token, showsRateLimit: showsRateLimit,
                reportedRateLimit: reportedRateLimit))
    }
}
