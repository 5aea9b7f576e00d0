import AtomicCore
import Domain

/// A posts repository whose every call waits for the test's answers; it records the calls in order.
final class ScriptedPostsRepository: PostsRepository {
    /// Requests for the feed, in the order made.
    let feedRequests = Mailbox<PendingRequest<[PostSummary]>>()
    /// Requests for single posts, in the order made.
    let postRequests = Mailbox<PendingRequest<PostDetail>>()
    private let recorded = Locked<[String]>([])

    /// Every call so far, as text.
    var calls: [String] { recorded.withLock { $0 } }

    func posts(context: LoadContext) async throws(DomainError) -> Fetched<[PostSummary]> {
        try await request("posts()", context.trigger, in: feedRequests).single()
    }

    func post(id: Int, context: LoadContext) async throws(DomainError) -> Fetched<PostDetail> {
        try await request("post(id: \(id))", context.trigger, in: postRequests).single()
    }

    func postsUpdates(context: LoadContext) -> Updates<[PostSummary]> {
        lazyUpdates("postsUpdates()", context.trigger, in: feedRequests)
    }

    func postUpdates(id: Int, context: LoadContext) -> Updates<PostDetail> {
        lazyUpdates("postUpdates(id: \(id))", context.trigger, in: postRequests)
    }

    /// Updates whose request is made when iteration starts, as a real repository's would be.
    private func lazyUpdates<Value>(
        _ call: String, _ trigger: LoadTrigger, in mailbox: Mailbox<PendingRequest<Value>>
    ) -> Updates<Value> {
        let box = Locked<PendingRequest<Value>?>(nil)
        return Updates { [self] _ throws(DomainError) in
            let pending = box.withLock { stored in
                if let stored { return stored }
                let made = request(call, trigger, in: mailbox)
                stored = made
                return made
            }
            return try await pending.nextElement()
        }
    }

    private func request<Value>(
        _ call: String, _ trigger: LoadTrigger, in mailbox: Mailbox<PendingRequest<Value>>
    ) -> PendingRequest<Value> {
        recorded.withLock { $0.append(call) }
        let pending = PendingRequest<Value>(call: call, trigger: trigger)
        mailbox.send(pending)
        return pending
    }
}
