import AtomicCore
import Foundation
import Testing

/// The examples of Sources/AtomicCore/AtomicCore.docc.
@Suite struct AtomicCoreExamples {
    @Test func aTestClockMovesOnlyWhenTold() async throws {
        let clock = TestClock()
        let start = clock.now
        try await clock.sleep(for: .seconds(30))
        clock.advance(by: 270)
        #expect(clock.now.timeIntervalSince(start) == 300)
        #expect(clock.sleeps == [.seconds(30)])
    }

    @Test func lockedSharesAValueBetweenTasks() async {
        let counter = Locked(0)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<100 {
                group.addTask { counter.withLock { $0 += 1 } }
            }
        }
        #expect(counter.withLock { $0 } == 100)
    }
}
