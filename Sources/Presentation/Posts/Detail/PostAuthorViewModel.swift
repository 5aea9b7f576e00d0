import AtomicCore
import AtomicLogger
import Domain

/// One author's page (name, username, e-mail, address, phone, web site, company): a ``DetailModel`` over
/// `GetPostAuthorUseCase`.
///
/// The page comes from `GetPostAuthorUseCase.updates(id:context:)`: a stored page is shown at once; when it was out of
/// date the notice says "refreshing…" and the refreshed page replaces it in place. An unknown id ends in
/// ``ScreenPhase/failed(_:)`` with a presentation that is not retryable.
public final class PostAuthorViewModel: DetailModel<PostAuthorProfile> {
    /// The author's id.
    public let id: Int

    /// Creates the view model for the author `id`; nothing is loaded before ``DetailModel/task()`` or
    /// ``DetailModel/appear()``.
    ///
    /// - Parameters:
    ///   - id: The author's id; ids below 1 fail as not found without a request.
    ///   - getAuthor: Loads the author's page.
    ///   - clock: The current time, for times in error messages.
    ///   - logger: Where load failures are logged.
    public init(
        id: Int, getAuthor: GetPostAuthorUseCase, clock: any AppClock = SystemClock(), logger: Logger = .disabled
    ) {
        self.id = id
        super.init(
            updates: { getAuthor.updates(id: id, context: $0) },
            load: { context async throws(DomainError) in try await getAuthor(id: id, context: context) },
            environment: ScreenEnvironment(clock: clock, logger: logger))
    }
}
