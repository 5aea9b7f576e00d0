import AtomicCore
import AtomicLogger
import Domain

/// One GitHub user's full profile: a ``DetailModel`` over `GetGitHubUserUseCase`.
///
/// The profile comes from `GetGitHubUserUseCase.updates(login:context:)`: a stored profile is shown at once; when it was
/// out of date the notice says "refreshing…" and the refreshed profile replaces it in place. An unknown login
/// ends in ``ScreenPhase/failed(_:)`` with a presentation that is not retryable.
public final class UserDetailViewModel: DetailModel<GitHubUserDetail> {
    /// The login as it was asked for (typed, or from a list row or a deep link).
    public let login: String

    /// Creates the view model for the user named `login`; nothing is loaded before ``DetailModel/task()`` or ``DetailModel/appear()``.
    ///
    /// - Parameters:
    ///   - login: The login; surrounding white space and one leading `@` are ignored.
    ///   - getUser: Loads the profile.
    ///   - showsRateLimit: Whether ``DetailState/rateLimit`` tells GitHub's budget as the loads report it (default `false`).
    ///   - reportedRateLimit: The budget the loads reported last, shared with the feature's other screens (default:
    ///     one of its own).
    ///   - clock: The current time, for reset times in error messages.
    ///   - logger: Where load failures are logged.
    ///   - token: Where the GitHub token comes from, named in messages about authentication and the rate limit.
    public init(
        login: String, getUser: GetGitHubUserUseCase, showsRateLimit: Bool = false,
        reportedRateLimit: ReportedRateLimit = ReportedRateLimit(),
        clock: any AppClock = SystemClock(), logger: Logger = .disabled, token: TokenSource = .gitHubUnset
    ) {
        self.login = login
        super.init(
            updates: { getUser.updates(login: login, context: $0) },
            load: { context async throws(DomainError) in try await getUser(login: login, context: context) },
            environment: ScreenEnvironment(
                clock: clock, logger: logger, token: token, showsRateLimit: showsRateLimit,
                reportedRateLimit: reportedRateLimit))
    }
}
