import AtomicCore
import Foundation
import Testing

@Suite struct TestClockTests {
    @Test func sleepingAdvancesTimeAndIsRecorded() async throws {
        let clock = TestClock(start: Date(timeIntervalSince1970: 100))
        try await clock.sleep(for: .milliseconds(1500))
        try await clock.sleep(for: .seconds(2))
        #expect(clock.now == Date(timeIntervalSince1970: 103.5))
        #expect(clock.sleeps == [.milliseconds(1500), .seconds(2)])
    }

    @Test func advanceAndSetMoveTime() {
        let clock = TestClock(start: Date(timeIntervalSince1970: 0))
        clock.advance(by: 299)
        #expect(clock.now.timeIntervalSince1970 == 299)
        clock.set(Date(timeIntervalSince1970: 5))
        #expect(clock.now.timeIntervalSince1970 == 5)
    }

    @Test func sleepThrowsWhenCancelled() async {
        let clock = TestClock()
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await clock.sleep(for: .seconds(10))
        }
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(clock.sleeps.isEmpty)
    }

    @Test func durationConvertsToSeconds() {
        #expect(Duration.milliseconds(250).timeInterval == 0.25)
        #expect(Duration.seconds(3).timeInterval == 3)
    }
}
