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

    func posts() async throws(DomainError) -> Fetched<[PostSummary]> {
        try await request("posts()", in: feedRequests).single()
    }

    func post(id: Int) async throws(DomainError) -> Fetched<PostDetail> {
        try await request("post(id: \(id))", in: postRequests).single()
    }

    func postsUpdates() -> Updates<[PostSummary]> {
        lazyUpdates("postsUpdates()", in: feedRequests)
    }

    func postUpdates(id: Int) -> Updates<PostDetail> {
        lazyUpdates("postUpdates(id: \(id))", in: postRequests)
    }

    /// Updates whose request is made when iteration starts, as a real repository's would be.
    private func lazyUpdates<Value>(_ call: String, in mailbox: Mailbox<PendingRequest<Value>>) -> Updates<Value> {
        let box = Locked<PendingRequest<Value>?>(nil)
        return Updates { [self] _ throws(DomainError) in
            let pending = box.withLock { stored in
                if let stored { return stored }
                let made = request(call, in: mailbox)
                stored = made
                return made
            }
            return try await pending.nextElement()
        }
    }

    private func request<Value>(_ call: String, in mailbox: Mailbox<PendingRequest<Value>>) -> PendingRequest<Value> {
        recorded.withLock { $0.append(call) }
        let pending = PendingRequest<Value>(call: call, trigger: LoadTrigger.current)
        mailbox.send(pending)
        return pending
    }
}
