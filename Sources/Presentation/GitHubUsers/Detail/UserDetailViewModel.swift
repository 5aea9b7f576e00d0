import AtomicCore
import AtomicLogger
import Domain
import Observation

/// One GitHub user's full profile.
///
/// The profile comes from `GetGitHubUserUseCase.updates(login:)`: a stored profile is shown at once; when it was
/// out of date the notice says "refreshing…" and the refreshed profile replaces it in place. An unknown login
/// ends in ``ScreenPhase/failed(_:)`` with a presentation that is not retryable.
@Observable @MainActor
public final class UserDetailViewModel: ScreenModel {
    /// What the screen shows: one value, changed only on the main actor; ``DetailState/value`` is the profile once
    /// loaded, and stays while a refresh runs or after one fails.
    public internal(set) var state = DetailState<GitHubUserDetail>()

    /// The login as it was asked for (typed, or from a list row or a deep link).
    @ObservationIgnored public let login: String

    @ObservationIgnored private let getUser: GetGitHubUserUseCase
    @ObservationIgnored let status: GetFeatureStatusUseCase?
    @ObservationIgnored let clock: any AppClock
    @ObservationIgnored let logger: Logger
    @ObservationIgnored let tokenSource: TokenSource
    @ObservationIgnored let work = ScreenWork()

    /// Creates the view model for the user named `login`; nothing is loaded before ``task()`` or ``appear()``.
    ///
    /// - Parameters:
    ///   - login: The login; surrounding white space and one leading `@` are ignored.
    ///   - getUser: Loads the profile.
    ///   - status: Tells GitHub's rate-limit budget after each load; `nil` leaves ``DetailState/rateLimit`` empty.
    ///   - clock: The current time, for reset times in error messages.
    ///   - logger: Where load failures are logged.
    ///   - token: Where the GitHub token comes from, named in messages about authentication and the rate limit.
    public init(
        login: String, getUser: GetGitHubUserUseCase, status: GetFeatureStatusUseCase? = nil,
        clock: any AppClock = SystemClock(), logger: Logger = .disabled, token: TokenSource = .gitHubUnset
    ) {
        self.tokenSource = token
        self.login = login
        self.getUser = getUser
        self.status = status
        self.clock = clock
        self.logger = logger
    }

    /// Loads the profile when nothing is shown yet and waits for it (and its refresh, when the stored profile was
    /// out of date). Cancelling the calling task cancels the load.
    public func task() async { await runTask() }

    /// Starts the first load when nothing is shown yet and no load runs; returns the started task, or `nil`.
    @discardableResult
    public func appear() -> Task<Void, Never>? { startAppear() }

    /// Asks for the profile again, replacing it on success; on failure the shown profile stays with a
    /// ``FreshnessNotice/refreshFailed(_:)`` notice.
    @discardableResult
    public func refresh() -> Task<Void, Never>? { startRefresh() }

    /// After a failure, really asks again (passing `LoadTrigger.retry` to the use case); `nil` when nothing failed.
    @discardableResult
    public func retry() -> Task<Void, Never>? { startRetry() }

    /// Cancels the screen's work; results that arrive later are dropped.
    public func disappear() { stop() }
}

extension UserDetailViewModel: DetailLoading {
    func updates(context: LoadContext) -> Updates<GitHubUserDetail> { getUser.updates(login: login, context: context) }

    func loadOnce(context: LoadContext) async throws(DomainError) -> Fetched<GitHubUserDetail> {
        try await getUser(login: login, context: context)
    }
}
