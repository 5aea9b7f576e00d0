import Domain

/// One request the code under test made to a scripted repository; the test answers it element by element.
final class PendingRequest<Value: Sendable>: Sendable {
    /// One scripted answer.
    enum Answer: Sendable {
        /// The next element of the sequence.
        case element(Fetched<Value>)
        /// The sequence throws this error.
        case failure(DomainError)
        /// The sequence ends.
        case end
    }

    /// The call as text, for example `usersUpdates(after: 30, pageSize: 30)`.
    let call: String
    /// The trigger of the context the request was made with.
    let trigger: LoadTrigger
    private let answers = Mailbox<Answer>()

    init(call: String, trigger: LoadTrigger) {
        self.call = call
        self.trigger = trigger
    }

    /// Queues the next answer.
    func send(_ answer: Answer) {
        answers.send(answer)
    }

    /// Returns once the code under test has asked for its `count`-th answer, so everything before it has been
    /// handled.
    func waitUntilAsked(_ count: Int) async {
        await answers.waitForReceives(count)
    }

    /// The next answer as the next element of a stale-while-revalidate sequence: `nil` ends it.
    func nextElement() async throws(DomainError) -> Fetched<Value>? {
        switch await answers.receive() {
        case .element(let fetched)?: return fetched
        case .failure(let error)?: throw error
        case .end?: return nil
        case nil: throw .cancelled
        }
    }

    /// The first answer as a one-shot result.
    func single() async throws(DomainError) -> Fetched<Value> {
        switch await answers.receive() {
        case .element(let fetched)?: return fetched
        case .failure(let error)?: throw error
        case .end?, nil: throw .cancelled
        }
    }
}
