import AtomicCore
import Foundation
import TerminalUI
import Testing

@Suite struct FramePacerTests {
    private let start = Date(timeIntervalSince1970: 1_000)

    @Test func theFirstFrameIsDrawnAtOnce() {
        #expect(FramePacer().delay(at: start) == .zero)
    }

    @Test func aFrameSoonAfterAnotherWaitsForTheRestOfTheInterval() {
        var pacer = FramePacer(interval: .milliseconds(16))
        pacer.frameDrawn(at: start)
        #expect(pacer.delay(at: start) == .milliseconds(16))
        #expect(pacer.delay(at: start.addingTimeInterval(0.010)) == .milliseconds(6))
        #expect(pacer.delay(at: start.addingTimeInterval(0.016)) == .zero)
        #expect(pacer.delay(at: start.addingTimeInterval(5)) == .zero)
    }

    @Test func aClockThatWentBackwardsDoesNotHoldFramesBack() {
        var pacer = FramePacer()
        pacer.frameDrawn(at: start)
        #expect(pacer.delay(at: start.addingTimeInterval(-60)) == .zero)
    }
}

@MainActor @Suite struct FrameSchedulerTests {
    @Test func requestsBeforeAFrameAreCoalescedIntoOne() async {
        let clock = TestClock()
        var draws = 0
        let scheduler = FrameScheduler(clock: clock) { draws += 1 }
        scheduler.requestFrame()
        scheduler.requestFrame()
        scheduler.requestFrame()
        await scheduler.waitForPendingFrame()
        #expect(draws == 1)
        #expect(scheduler.framesDrawn == 1)
        #expect(clock.sleeps.isEmpty)
    }

    @Test func aRequestRightAfterAFrameWaitsForTheInterval() async {
        let clock = TestClock()
        var draws = 0
        let scheduler = FrameScheduler(interval: .milliseconds(16), clock: clock) { draws += 1 }
        scheduler.requestFrame()
        await scheduler.waitForPendingFrame()
        scheduler.requestFrame()
        scheduler.requestFrame()
        await scheduler.waitForPendingFrame()
        #expect(draws == 2)
        #expect(clock.sleeps == [.milliseconds(16)])
        clock.advance(by: 1)
        scheduler.requestFrame()
        await scheduler.waitForPendingFrame()
        #expect(draws == 3)
        #expect(clock.sleeps == [.milliseconds(16)])
    }

    @Test func aCancelledFrameIsNotDrawn() async {
        let clock = TestClock()
        var draws = 0
        let scheduler = FrameScheduler(clock: clock) { draws += 1 }
        scheduler.requestFrame()
        scheduler.cancel()
        await scheduler.waitForPendingFrame()
        #expect(draws == 0)
        scheduler.requestFrame()
        await scheduler.waitForPendingFrame()
        #expect(draws == 1)
    }
}
