/// Waits, checking every 10 ms for at most `attempts` checks (10 s by default), until `condition` holds;
/// returns whether it did. For conditions that another thread or process makes true.
func eventually(attempts: Int = 1000, _ condition: () -> Bool) async -> Bool {
    for _ in 0..<attempts {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(10))
    }
    return condition()
}
