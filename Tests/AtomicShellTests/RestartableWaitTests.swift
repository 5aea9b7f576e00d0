import Testing

@testable import AtomicShell

/// The wait a shell starts again at each key: one task for a run of subjects, firing once for the last.
@MainActor
@Suite struct RestartableWaitTests {
    /// A wait of 20 ms that records what it fired for.
    @MainActor final class Recorder {
        var fired: [String] = []
        lazy var wait = RestartableWait<String>(delay: .milliseconds(20)) { [weak self] in self?.fired.append($0) }
    }

    @Test func anotherSubjectStartsTheWaitAgainOnTheSameTaskAndOnlyItFires() async {
        let recorder = Recorder()
        recorder.wait.start("a")
        let task = recorder.wait.task
        recorder.wait.start("b")
        recorder.wait.start("c")
        #expect(task != nil)
        #expect(recorder.wait.task == task)
        #expect(recorder.wait.subject == "c")
        await recorder.wait.settle()
        #expect(recorder.fired == ["c"])
        #expect(recorder.wait.task == nil)
        #expect(recorder.wait.subject == nil)
    }

    @Test func theSameSubjectAgainIsOneWait() async {
        let recorder = Recorder()
        recorder.wait.start("a")
        recorder.wait.start("a")
        await recorder.wait.settle()
        #expect(recorder.fired == ["a"])
    }

    @Test func aWaitThatFiredCanStartAgain() async {
        let recorder = Recorder()
        recorder.wait.start("a")
        await recorder.wait.settle()
        recorder.wait.start("a")
        #expect(recorder.wait.task != nil)
        await recorder.wait.settle()
        #expect(recorder.fired == ["a", "a"])
    }

    @Test func aCancelledWaitNeverFires() async {
        let recorder = Recorder()
        recorder.wait.start("a")
        let task = recorder.wait.task
        recorder.wait.cancel()
        #expect(recorder.wait.task == nil)
        await task?.value
        await recorder.wait.settle()
        #expect(recorder.fired.isEmpty)
    }

    @Test func aWaitStartedAfterACancelFiresForItsOwnSubject() async {
        let recorder = Recorder()
        recorder.wait.start("a")
        recorder.wait.cancel()
        recorder.wait.start("b")
        await recorder.wait.settle()
        #expect(recorder.fired == ["b"])
    }
}
