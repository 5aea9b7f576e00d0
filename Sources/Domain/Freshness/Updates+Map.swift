extension Updates {
    /// The same answers, each with its value changed by `transform`: the same number of elements, in the same
    /// order, with the same freshness, fetch time, stale reason and provenance (``Fetched/map(_:)``).
    ///
    /// Nothing is read or fetched before the first element is asked for, as with the sequence mapped; an error of
    /// that sequence is thrown as it is.
    public func map<NewValue: Sendable>(
        _ transform: @escaping @Sendable (Value) -> NewValue
    ) -> Updates<NewValue> {
        let source = MappedUpdatesSource(self)
        return Updates<NewValue> { _ throws(DomainError) in
            try await source.next()?.map(transform)
        }
    }
}

/// The iterator of the sequence an ``Updates/map(_:)`` reads, held in one place across the steps of the mapped
/// sequence (each step is a `@Sendable` closure, which cannot keep a mutable iterator itself).
private actor MappedUpdatesSource<Value: Sendable> {
    private var iterator: Updates<Value>.Iterator

    init(_ updates: Updates<Value>) {
        iterator = updates.makeAsyncIterator()
    }

    /// The next element of the mapped sequence, or `nil` at its end. The mapped sequence's steps ask one after
    /// another, never two at once, so the iterator taken out for the call is the one put back.
    func next() async throws(DomainError) -> Fetched<Value>? {
        var current = iterator
        defer { iterator = current }
        return try await current.next(isolation: self)
    }
}
