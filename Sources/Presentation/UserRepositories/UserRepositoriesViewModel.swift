import AtomicCore
import AtomicLogger
import Domain
import Foundation

/// The pages of repositories for a ``PagedListModel``: `ListUserRepositoriesUseCase` asked page after page by page
/// number (the next one from the answer's `Link` header), filtered by `description`, `fullName`, `language`,
/// `name`, `updatedAt`.
public struct UserRepositoriesPages: PagedListSource {
    /// Loads the pages.
    public let useCase: ListUserRepositoriesUseCase
    /// The `login` the route names, as given.
    public let login: String

    /// The pages `useCase` answers for the route's values.
    public init(useCase: ListUserRepositoriesUseCase, login: String) {
        self.useCase = useCase
        self.login = login
    }

    /// The page after the request's cursor (the first page for ``PageRequest/start``), stale-while-revalidate.
    public func updates(_ request: PageRequest<Int>, context: LoadContext) -> Updates<UserRepositoriesPage> {
        guard let gitHubLogin = try? GitHubLogin(login) else {
            let error = notFound
            return .single { () async throws(DomainError) in throw error }
        }
        return useCase.updates(login: gitHubLogin, cursor: request.cursor, context: context)
    }

    /// The page after the request's cursor, asked for once.
    public func load(_ request: PageRequest<Int>, context: LoadContext) async throws(DomainError) -> Fetched<
        UserRepositoriesPage
    > {
        guard let gitHubLogin = try? GitHubLogin(login) else { throw notFound }
        return try await useCase(login: gitHubLogin, cursor: request.cursor, context: context)
    }

    /// The page's resources and the cursor of the page after it.
    public func page(of answer: UserRepositoriesPage) -> ListPage<Repository, Int> {
        ListPage(items: answer.items, next: answer.next)
    }

    /// Whether the resource's text contains `text`, ignoring case.
    public func matches(_ item: Repository, filter text: String) -> Bool {
        (item.description?.localizedCaseInsensitiveContains(text) ?? false)
            || item.fullName.localizedCaseInsensitiveContains(text)
            || (item.language?.localizedCaseInsensitiveContains(text) ?? false)
            || item.name.localizedCaseInsensitiveContains(text)
            || item.updatedAt.localizedCaseInsensitiveContains(text)
    }

    /// What a login that cannot be one is: a resource GitHub does not have.
    private var notFound: DomainError {
        .notFound(.gitHubUser(login: login))
    }
}

/// Repositories (`GET /users/{login}/repos?type=owner&sort=updated`), page after page, with a filter over the rows
/// loaded: a ``PagedListModel`` over ``UserRepositoriesPages``.
///
/// A stored page is shown at once; when it was out of date the notice says "refreshing…" and the refreshed
/// page replaces it in place.
public final class UserRepositoriesViewModel: PagedListModel<UserRepositoriesPages> {
    /// Creates the view model; nothing is loaded before ``PagedListModel/task()`` or ``PagedListModel/appear()``.
    ///
    /// - Parameters:
    ///   - login: The `login` of `/users/{login}/repos`, as given; one that cannot be a login fails as not found.
    ///   - useCase: Loads the pages.
    ///   - showsRateLimit: Whether the state tells GitHub's budget as the loads report it (default `false`).
    ///   - reportedRateLimit: The budget the loads reported last, shared with the feature's other screens.
    ///   - clock: The current time, for times in error messages.
    ///   - logger: Where load failures are logged.
    ///   - token: Where the GitHub token comes from, named in messages about authentication and the rate limit.
    public init(
        login: String, useCase: ListUserRepositoriesUseCase, showsRateLimit: Bool = false,
        reportedRateLimit: ReportedRateLimit = ReportedRateLimit(), clock: any AppClock = SystemClock(),
        logger: Logger = .disabled, token: TokenSource = .gitHubUnset
    ) {
        super.init(
            source: UserRepositoriesPages(useCase: useCase, login: login),
            environment: ScreenEnvironment(
                clock: clock, logger: logger, token: token, showsRateLimit: showsRateLimit,
                reportedRateLimit: reportedRateLimit))
    }
}
