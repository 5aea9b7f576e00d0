import AtomicCore
import AtomicLogger
import Domain

/// One post with its author and comments: a ``DetailModel`` over `GetPostDetailUseCase`.
///
/// The post comes from `GetPostDetailUseCase.updates(id:context:)`: a stored post is shown at once; when it was out of
/// date the notice says "refreshing…" and the refreshed post replaces it in place. An unknown id ends in
/// ``ScreenPhase/failed(_:)`` with a presentation that is not retryable.
public final class PostDetailViewModel: DetailModel<PostDetail> {
    /// The post's id.
    public let id: Int

    /// Creates the view model for the post `id`; nothing is loaded before ``DetailModel/task()`` or ``DetailModel/appear()``.
    ///
    /// - Parameters:
    ///   - id: The post's id; ids below 1 fail as not found without a request.
    ///   - getPost: Loads the post, its author and comments.
    ///   - clock: The current time, for times in error messages.
    ///   - logger: Where load failures are logged.
    public init(id: Int, getPost: GetPostDetailUseCase, clock: any AppClock = SystemClock(), logger: Logger = .disabled)
    {
        self.id = id
        super.init(
            updates: { getPost.updates(id: id, context: $0) },
            load: { context async throws(DomainError) in try await getPost(id: id, context: context) },
            environment: ScreenEnvironment(clock: clock, logger: logger))
    }
}
