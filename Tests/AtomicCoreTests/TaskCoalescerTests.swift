import AtomicCore
import Testing

@Suite("TaskCoalescer")
struct TaskCoalescerTests {
    private enum Failure: Error, Equatable {
        case cancelled
        case failed
    }

    /// Yields until `condition` holds; fails the test after many tries.
    private func yieldUntil(_ condition: () -> Bool) async -> Bool {
        for _ in 0..<100_000 {
            if condition() { return true }
            await Task.yield()
        }
        return condition()
    }

    @Test("concurrent callers of one key share one run and its outcome; another key runs on its own")
    func sharesOneRun() async {
        let coalescer = TaskCoalescer<String, Int, Failure>(cancelled: .cancelled)
        let runs = Locked(0)
        let (gate, opener) = AsyncStream.makeStream(of: Void.self)
        let operation: @Sendable () async -> Result<Int, Failure> = {
            let count = runs.withLock {
                $0 += 1
                return $0
            }
            for await _ in gate { break }
            return .success(count * 10)
        }
        async let first = coalescer.run(key: "a", operation: operation)
        async let second = coalescer.run(key: "a", operation: operation)
        #expect(await yieldUntil { coalescer.callerCount == 2 })
        #expect(coalescer.runningCount == 1)
        opener.yield()
        let outcomes = await [first, second].map { try? $0.get() }
        #expect(outcomes == [10, 10])
        #expect(runs.withLock { $0 } == 1)
        #expect(coalescer.runningCount == 0)

        let other = await coalescer.run(key: "b") { .failure(.failed) }
        #expect(other == .failure(.failed))
    }

    @Test("a cancelled caller gets the cancelled failure; the run is cancelled only when its last caller leaves")
    func cancellation() async {
        let coalescer = TaskCoalescer<String, Int, Failure>(cancelled: .cancelled)
        let sawCancellation = Locked(false)
        let operation: @Sendable () async -> Result<Int, Failure> = {
            while !Task.isCancelled { await Task.yield() }
            sawCancellation.withLock { $0 = true }
            return .success(1)
        }
        let first = Task { await coalescer.run(key: "k", operation: operation) }
        let second = Task { await coalescer.run(key: "k", operation: operation) }
        #expect(await yieldUntil { coalescer.callerCount == 2 })

        first.cancel()
        #expect(await first.value == .failure(.cancelled))
        #expect(coalescer.runningCount == 1)
        #expect(!sawCancellation.withLock { $0 })

        second.cancel()
        #expect(await second.value == .failure(.cancelled))
        #expect(await yieldUntil { sawCancellation.withLock { $0 } })
        #expect(coalescer.runningCount == 0)
    }
}
