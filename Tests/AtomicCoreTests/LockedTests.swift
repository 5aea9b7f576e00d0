import AtomicCore
import Testing

@Suite struct LockedTests {
    @Test func concurrentIncrementsAreNotLost() async {
        let counter = Locked(0)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<100 {
                group.addTask {
                    for _ in 0..<100 { counter.withLock { $0 += 1 } }
                }
            }
        }
        #expect(counter.withLock { $0 } == 10_000)
    }
}
