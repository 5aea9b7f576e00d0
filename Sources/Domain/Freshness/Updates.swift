/// A stale-while-revalidate answer: what the cache holds at once, then, when that was out of date, the
/// refreshed answer.
///
/// An `Updates` is an `AsyncSequence` of ``Fetched`` values that ends after at most a few elements
/// (two for every repository in this package) and throws only ``DomainError``:
///
/// 1. The first element is the stored answer, when there is one, and arrives without waiting on the
///    network. Its ``Fetched/freshness`` is `.fresh` while it is younger than its time-to-live; past it,
///    it is `.stale(age:)` with **no** ``Fetched/staleReason`` — "out of date, a refresh follows".
/// 2. Only after such a stale first element does a second one follow: the refreshed answer (`.fresh`,
///    or `.revalidated` after a `304`), or, when the refresh failed, the stored data again, `.stale`,
///    now with the failure as its ``Fetched/staleReason``.
///
/// With nothing stored, the only element is the answer from the network; with nothing stored and no
/// network, iterating throws. Iteration is lazy: nothing is read or fetched before the first `next()`,
/// and cancelling the iterating task stops the work.
///
/// ```swift
/// for try await page in repository.usersUpdates(after: nil, pageSize: 30, context: .automatic) {
///     render(page.value.users, refreshing: page.freshness.isStale && page.staleReason == nil)
/// }
/// ```
public struct Updates<Value: Sendable>: AsyncSequence, Sendable {
    /// Each element is an answer with its freshness.
    public typealias Element = Fetched<Value>
    /// The only error iteration throws.
    public typealias Failure = DomainError

    /// Produces the element that follows `previous` (the first one when `previous` is `nil`), or `nil`
    /// to end the sequence.
    public typealias Step = @Sendable (_ previous: Fetched<Value>?) async throws(DomainError) -> Fetched<Value>?

    private let step: Step

    /// A sequence whose elements are produced one after another by `step`, each given the element
    /// before it, until `step` returns `nil` or throws.
    public init(unfolding step: @escaping Step) {
        self.step = step
    }

    /// A sequence of exactly one element: the answer of `load`.
    public static func single(
        _ load: @escaping @Sendable () async throws(DomainError) -> Fetched<Value>
    ) -> Updates<Value> {
        Updates { previous throws(DomainError) in
            previous == nil ? try await load() : nil
        }
    }

    /// The iterator.
    public func makeAsyncIterator() -> Iterator {
        Iterator(step: step)
    }

    /// Steps through the elements; once `nil` is returned or an error thrown, it stays finished.
    public struct Iterator: AsyncIteratorProtocol {
        private let step: Step
        private var previous: Fetched<Value>?
        private var isFinished = false

        init(step: @escaping Step) {
            self.step = step
        }

        /// The next element, or `nil` at the end.
        ///
        /// - Throws: ``DomainError``; ``DomainError/cancelled`` when the task is cancelled before a step.
        public mutating func next(isolation actor: isolated (any Actor)?) async throws(DomainError) -> Fetched<Value>? {
            guard !isFinished else { return nil }
            guard !Task.isCancelled else {
                isFinished = true
                throw .cancelled
            }
            do {
                guard let element = try await step(previous) else {
                    isFinished = true
                    return nil
                }
                previous = element
                return element
            } catch {
                isFinished = true
                throw error
            }
        }

        /// The next element, or `nil` at the end.
        ///
        /// - Throws: ``DomainError``.
        public mutating func next() async throws(DomainError) -> Fetched<Value>? {
            try await next(isolation: nil)
        }
    }
}
