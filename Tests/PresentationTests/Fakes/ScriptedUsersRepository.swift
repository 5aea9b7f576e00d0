import AtomicCore
import Domain

/// A users repository whose every call waits for the test's answers; it records the calls in order.
final class ScriptedUsersRepository: GitHubUsersRepository {
    /// Requests for pages, in the order made.
    let pageRequests = Mailbox<PendingRequest<UserPage>>()
    /// Requests for profiles, in the order made.
    let userRequests = Mailbox<PendingRequest<GitHubUserDetail>>()
    private let recorded = Locked<[String]>([])

    /// Every call so far, as text.
    var calls: [String] { recorded.withLock { $0 } }

    func users(after cursor: UserCursor?, pageSize: Int, context: LoadContext) async throws(DomainError) -> Fetched<
        UserPage
    > {
        try await pageRequest("users", cursor, pageSize, context.trigger).single()
    }

    func user(login: GitHubLogin, context: LoadContext) async throws(DomainError) -> Fetched<GitHubUserDetail> {
        try await userRequest("user(login: \(login))", context.trigger).single()
    }

    func usersUpdates(after cursor: UserCursor?, pageSize: Int, context: LoadContext) -> Updates<UserPage> {
        // The request is made when iteration starts, as a real repository's would be.
        let box = Locked<PendingRequest<UserPage>?>(nil)
        return Updates { [self] previous throws(DomainError) in
            let request = box.withLock { stored in
                if let stored { return stored }
                let made = pageRequest("usersUpdates", cursor, pageSize, context.trigger)
                stored = made
                return made
            }
            return try await request.nextElement()
        }
    }

    func userUpdates(login: GitHubLogin, context: LoadContext) -> Updates<GitHubUserDetail> {
        let box = Locked<PendingRequest<GitHubUserDetail>?>(nil)
        return Updates { [self] _ throws(DomainError) in
            let request = box.withLock { stored in
                if let stored { return stored }
                let made = userRequest("userUpdates(login: \(login))", context.trigger)
                stored = made
                return made
            }
            return try await request.nextElement()
        }
    }

    private func pageRequest(
        _ name: String, _ cursor: UserCursor?, _ pageSize: Int, _ trigger: LoadTrigger
    ) -> PendingRequest<UserPage> {
        let call = "\(name)(after: \(cursor.map { String($0.since) } ?? "nil"), pageSize: \(pageSize))"
        recorded.withLock { $0.append(call) }
        let request = PendingRequest<UserPage>(call: call, trigger: trigger)
        pageRequests.send(request)
        return request
    }

    private func userRequest(_ call: String, _ trigger: LoadTrigger) -> PendingRequest<GitHubUserDetail> {
        recorded.withLock { $0.append(call) }
        let request = PendingRequest<GitHubUserDetail>(call: call, trigger: trigger)
        userRequests.send(request)
        return request
    }
}
