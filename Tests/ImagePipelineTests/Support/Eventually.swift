/// How long a test waits for another thread or the loopback server to make something true before it gives up.
///
/// Generous on purpose: it is reached only when the test is failing anyway, and under the thread sanitizer, with
/// every other suite running beside it on two cores, a loopback exchange can take many seconds to get going.
let loopbackPatience: Duration = .seconds(60)

/// A server delay that outlasts any test: an answer held this long arrives only if the test has already failed
/// to cancel it. Kept far above ``loopbackPatience``, because on a loaded machine the step before a cancellation
/// (noticing that the request arrived) can itself take tens of seconds; with a shorter delay the answer could
/// come first and the test would fail for the wrong reason. The server's `stop()` ends the wait at teardown.
let answerNever: Duration = .seconds(3_600)

/// Waits, checking every 10 ms for at most `attempts` checks (60 s by default, ``loopbackPatience``), until
/// `condition` holds; returns whether it did. For conditions that another thread or process makes true.
func eventually(attempts: Int = 6000, _ condition: () -> Bool) async -> Bool {
    for _ in 0..<attempts {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(10))
    }
    return condition()
}
