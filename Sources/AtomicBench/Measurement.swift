/// Runs a piece of work several times and keeps the median wall-clock time.
struct Measurement {
    /// How many timed runs; the median is reported.
    let runs: Int

    /// The median duration of `runs` runs of `body`, after one untimed warm-up run.
    func median(_ body: () async throws -> Void) async rethrows -> Duration {
        try await body()
        var times: [Duration] = []
        let clock = ContinuousClock()
        for _ in 0..<runs {
            times.append(try await clock.measure { try await body() })
        }
        return times.sorted()[times.count / 2]
    }
}

extension Duration {
    /// The duration in milliseconds, for printing.
    var milliseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1000 + Double(attoseconds) / 1e15
    }
}
