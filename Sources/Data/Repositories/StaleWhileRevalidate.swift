import Domain

/// Builds the ``Updates`` of a cached repository from two answers: what the database holds, and the answer of the
/// one-answer method (which revalidates under the cache policy).
enum StaleWhileRevalidate {
    /// The stored answer first, when there is one (`stored` returns `nil`, or throws ``DomainError/notCached``,
    /// ``DomainError/cacheUnreadable`` or ``DomainError/notFound(_:rateLimit:)``, when there is none); then, only when it was
    /// stale, `refreshed`'s answer.
    /// A refreshed answer that is still stale without a reason (the repository is offline) gets
    /// ``DomainError/offline`` as its reason, so that it always ends the sequence.
    static func updates<Value: Sendable>(
        stored: @escaping @Sendable () async throws(DomainError) -> Fetched<Value>?,
        refreshed: @escaping @Sendable () async throws(DomainError) -> Fetched<Value>
    ) -> Updates<Value> {
        Updates { previous throws(DomainError) in
            guard let previous else {
                var first: Fetched<Value>?
                do throws(DomainError) {
                    first = try await stored()
                } catch {
                    switch error {
                    case .notCached, .cacheUnreadable, .notFound: break
                    default: throw error
                    }
                }
                if let first { return first }
                return try await refreshed()
            }
            guard previous.freshness.isStale, previous.staleReason == nil else { return nil }
            let answer = try await refreshed()
            guard answer.freshness.isStale, answer.staleReason == nil else { return answer }
            var provenance = answer.provenance
            provenance?.decision = .stale(reason: .offline)
            return Fetched(
                value: answer.value, freshness: answer.freshness, fetchedAt: answer.fetchedAt, staleReason: .offline,
                provenance: provenance)
        }
    }
}
