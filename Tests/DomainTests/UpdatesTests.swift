import Domain
import Foundation
import Synchronization
import Testing

@Suite("Updates")
struct UpdatesTests {
    private static func fetched(_ value: Int, _ freshness: DataFreshness) -> Fetched<Int> {
        Fetched(value: value, freshness: freshness, fetchedAt: nil)
    }

    @Test("unfolding yields each step's element, given the one before, until a step returns nil")
    func unfolding() async throws {
        let updates = Updates<Int> { previous throws(DomainError) in
            switch previous?.value {
            case nil: Self.fetched(1, .stale(age: 400))
            case 1?: Self.fetched(2, .fresh)
            default: nil
            }
        }
        var values: [Int] = []
        for try await element in updates {
            values.append(element.value)
        }
        #expect(values == [1, 2])
    }

    @Test("single yields exactly one element")
    func single() async throws {
        var iterator = Updates<Int>.single { () throws(DomainError) in Self.fetched(7, .fresh) }.makeAsyncIterator()
        #expect(try await iterator.next()?.value == 7)
        #expect(try await iterator.next() == nil)
        #expect(try await iterator.next() == nil)
    }

    @Test("an error ends the sequence; the iterator stays finished")
    func failure() async throws {
        var iterator = Updates<Int> { _ throws(DomainError) in throw .offline }.makeAsyncIterator()
        await #expect(throws: DomainError.offline) { try await iterator.next() }
        #expect(try await iterator.next() == nil)
    }

    @Test("a cancelled task gets cancelled before any step runs")
    func cancellation() async throws {
        let steps = StepCounter()
        let updates = Updates<Int> { _ throws(DomainError) in
            steps.increment()
            return Self.fetched(1, .fresh)
        }
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            var iterator = updates.makeAsyncIterator()
            return try await iterator.next()
        }
        await #expect(throws: DomainError.cancelled) { try await task.value }
        #expect(steps.count == 0)
    }

    @Test("the default repository methods yield the one-answer method's result")
    func defaultRepositoryUpdates() async throws {
        let repository = OnePostRepository()
        var titles: [String] = []
        for try await detail in repository.postUpdates(id: 3, context: .automatic) {
            titles.append(detail.value.post.title)
        }
        #expect(titles == ["post 3"])
    }
}

private final class StepCounter: Sendable {
    private let value = Mutex(0)
    var count: Int { value.withLock { $0 } }
    func increment() { value.withLock { $0 += 1 } }
}

private struct OnePostRepository: PostsRepository {
    func posts(context: LoadContext) async throws(DomainError) -> Fetched<[PostSummary]> { throw .notCached }

    func post(id: Int, context: LoadContext) async throws(DomainError) -> Fetched<PostDetail> {
        let post = Post(id: id, userId: 1, title: "post \(id)", body: "")
        return Fetched(value: PostDetail(post: post, author: nil, comments: []), freshness: .fresh, fetchedAt: nil)
    }
}
