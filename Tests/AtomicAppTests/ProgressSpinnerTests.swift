import AtomicCore
import Foundation
import Testing

@testable import AtomicApp

/// A clock whose sleeps wait until the test releases them, and which reports each sleep as it starts: the
/// spinner's timing is driven step by step, with no real time and no timing assertion.
private final class GateClock: AppClock {
    private struct State {
        var waiting: [CheckedContinuation<Void, any Error>] = []
        var cancelled = false
    }

    private let state = Locked(State())
    private let sink: AsyncStream<Duration>.Continuation
    /// Each duration asked of ``sleep(for:)``, as the sleep starts.
    let requests: AsyncStream<Duration>

    init() {
        (requests, sink) = AsyncStream.makeStream()
    }

    var now: Date { Date(timeIntervalSince1970: 1_767_225_600) }

    func sleep(for duration: Duration) async throws {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let cancelled = state.withLock { state in
                    if !state.cancelled { state.waiting.append(continuation) }
                    return state.cancelled
                }
                if cancelled {
                    continuation.resume(throwing: CancellationError())
                } else {
                    sink.yield(duration)
                }
            }
        } onCancel: {
            let waiting = state.withLock { state in
                state.cancelled = true
                defer { state.waiting = [] }
                return state.waiting
            }
            waiting.forEach { $0.resume(throwing: CancellationError()) }
        }
    }

    /// Ends every sleep in progress.
    func release() {
        let waiting = state.withLock { state in
            defer { state.waiting = [] }
            return state.waiting
        }
        waiting.forEach { $0.resume() }
    }
}

@Suite struct ProgressSpinnerTests {
    @Test func theFirstFrameComesAfterTheDelayAndStopErasesIt() async {
        let clock = GateClock()
        let written = Locked<[String]>([])
        let spinner = ProgressSpinner(clock: clock, write: { text in written.withLock { $0.append(text) } })
        var requests = clock.requests.makeAsyncIterator()

        spinner.start()
        #expect(await requests.next() == .milliseconds(200))
        #expect(written.withLock { $0 }.isEmpty, "a frame was drawn before the delay")
        #expect(!spinner.isShown)

        clock.release()
        #expect(await requests.next() == .milliseconds(100))
        #expect(written.withLock { $0 } == [spinner.frame(0)])
        #expect(spinner.isShown)

        clock.release()
        #expect(await requests.next() == .milliseconds(100))
        #expect(written.withLock { $0 } == [spinner.frame(0), spinner.frame(1)])

        spinner.stop()
        spinner.stop()
        #expect(written.withLock { $0 } == [spinner.frame(0), spinner.frame(1), ProgressSpinner.erase])
        #expect(!spinner.isShown)
        clock.release()
        #expect(written.withLock { $0 }.count == 3, "a frame was drawn after stop")
    }

    @Test func itSaysItIsOnScreenBeforeTheFirstFrameAndNoLongerAfterTheErase() async {
        let clock = GateClock()
        let events = Locked<[String]>([])
        let spinner = ProgressSpinner(
            clock: clock, write: { text in events.withLock { $0.append(text) } },
            onScreen: { shown in events.withLock { $0.append(shown ? "shown" : "gone") } })
        var requests = clock.requests.makeAsyncIterator()

        spinner.start()
        #expect(await requests.next() == .milliseconds(200))
        clock.release()
        #expect(await requests.next() == .milliseconds(100))
        clock.release()
        #expect(await requests.next() == .milliseconds(100))
        spinner.stop()
        #expect(
            events.withLock { $0 } == ["shown", spinner.frame(0), spinner.frame(1), ProgressSpinner.erase, "gone"])
    }

    @Test func aCommandThatAnswersBeforeTheDelayNeverShowsIt() async {
        let clock = GateClock()
        let written = Locked<[String]>([])
        let spinner = ProgressSpinner(clock: clock, write: { text in written.withLock { $0.append(text) } })
        var requests = clock.requests.makeAsyncIterator()

        spinner.start()
        #expect(await requests.next() == .milliseconds(200))
        spinner.stop()
        clock.release()
        spinner.start()
        #expect(written.withLock { $0 }.isEmpty)
        #expect(!spinner.isShown)
    }

    @Test func framesTurnThroughTheDotsWithTheLabel() {
        let spinner = ProgressSpinner(clock: TestClock(), write: { _ in })
        #expect(spinner.frame(0) == "\r⠋ loading…")
        #expect(spinner.frame(ProgressSpinner.frames.count + 1) == "\r⠙ loading…")
        #expect(ProgressSpinner.erase == "\r\u{1B}[K")
    }

    @Test func aCommandShowsASpinnerOnlyWhenStandardErrorIsATerminal() async {
        let services = AppServices(
            gitHubUsers: GitHubUsersServices(repository: FakeUsersRepository()),
            posts: PostsServices(repository: FakePostsRepository()), cache: FakeCacheAdministration())
        for (console, spins) in [
            (RecordingConsole(isTerminal: false, errorIsTerminal: true), true),
            (RecordingConsole(isTerminal: true, errorIsTerminal: false), false),
            (RecordingConsole(isTerminal: true, errorIsTerminal: true, isDumb: true), false),
        ] {
            let status = await AtomicCommand.main(
                arguments: ["posts"], environment: [:], console: console, clock: TestClock(),
                makeServices: { _ in services })
            #expect(status == 0)
            #expect(console.spinners.count == (spins ? 1 : 0))
            #expect(console.spinners.allSatisfy { !$0.isShown })
        }
    }
}
