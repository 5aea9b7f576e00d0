import AtomicCore
import AtomicLogger
import Domain
import Observation

/// One post with its author and comments.
///
/// The post comes from `GetPostDetailUseCase.updates(id:)`: a stored post is shown at once; when it was out of
/// date the notice says "refreshing…" and the refreshed post replaces it in place. An unknown id ends in
/// ``ScreenPhase/failed(_:)`` with a presentation that is not retryable.
@Observable @MainActor
public final class PostDetailViewModel: ScreenModel {
    /// What the screen shows: one value, changed only on the main actor; ``DetailState/value`` is the post with
    /// its author and comments once loaded, and stays while a refresh runs or after one fails.
    public internal(set) var state = DetailState<PostDetail>()

    /// The post's id.
    @ObservationIgnored public let id: Int

    @ObservationIgnored private let getPost: GetPostDetailUseCase
    @ObservationIgnored let status: GetFeatureStatusUseCase? = nil
    @ObservationIgnored let clock: any AppClock
    @ObservationIgnored let logger: Logger
    @ObservationIgnored let work = ScreenWork()

    /// Creates the view model for the post `id`; nothing is loaded before ``task()`` or ``appear()``.
    ///
    /// - Parameters:
    ///   - id: The post's id; ids below 1 fail as not found without a request.
    ///   - getPost: Loads the post, its author and comments.
    ///   - clock: The current time, for times in error messages.
    ///   - logger: Where load failures are logged.
    public init(id: Int, getPost: GetPostDetailUseCase, clock: any AppClock = SystemClock(), logger: Logger = .disabled)
    {
        self.id = id
        self.getPost = getPost
        self.clock = clock
        self.logger = logger
    }

    /// Loads the post when nothing is shown yet and waits for it (and its refresh, when the stored post was out of
    /// date). Cancelling the calling task cancels the load.
    public func task() async { await runTask() }

    /// Starts the first load when nothing is shown yet and no load runs; returns the started task, or `nil`.
    @discardableResult
    public func appear() -> Task<Void, Never>? { startAppear() }

    /// Asks for the post again, replacing it on success; on failure the shown post stays with a
    /// ``FreshnessNotice/refreshFailed(_:)`` notice.
    @discardableResult
    public func refresh() -> Task<Void, Never>? { startRefresh() }

    /// After a failure, really asks again (passing `LoadTrigger.retry` to the use case); `nil` when nothing failed.
    @discardableResult
    public func retry() -> Task<Void, Never>? { startRetry() }

    /// Cancels the screen's work; results that arrive later are dropped.
    public func disappear() { stop() }
}

extension PostDetailViewModel: DetailLoading {
    func updates(context: LoadContext) -> Updates<PostDetail> { getPost.updates(id: id, context: context) }

    func loadOnce(context: LoadContext) async throws(DomainError) -> Fetched<PostDetail> {
        try await getPost(id: id, context: context)
    }
}
