import Foundation

/// One row of `atomic-bench`: the project's way of doing some work ("ours") and the floor it is compared with.
///
/// Each round runs ours, then the floor, and each closure returns how long its timed part took (setting up, such
/// as creating a fresh database, is left out of the time). Rounds alternate, so that a noisy neighbour slows both
/// alike.
struct Benchmark {
    /// A short name, matched by `--filter`.
    let name: String
    /// What is measured, for the text output.
    let title: String
    /// The largest acceptable ratio ours / floor.
    let target: Double
    /// Runs once before the rounds: builds the data both sides use, and checks that they produce the same result.
    let prepare: () async throws -> Sides

    /// The two timed sides of a prepared benchmark.
    struct Sides {
        /// One round of ours; returns the time of its timed part.
        let ours: () async throws -> Duration
        /// One round of the floor; returns the time of its timed part.
        let floor: () async throws -> Duration
    }

    /// Runs `rounds` interleaved rounds (after one untimed warm-up round of each) and returns the medians.
    func run(rounds: Int) async throws -> BenchmarkResult {
        let sides = try await prepare()
        _ = try await sides.ours()
        _ = try await sides.floor()
        var ours: [Duration] = []
        var floor: [Duration] = []
        for _ in 0..<max(rounds, 1) {
            ours.append(try await sides.ours())
            floor.append(try await sides.floor())
        }
        return BenchmarkResult(
            name: name, title: title, ours: Self.median(ours).milliseconds, floor: Self.median(floor).milliseconds,
            target: target, rounds: ours.count)
    }

    private static func median(_ times: [Duration]) -> Duration {
        times.sorted()[times.count / 2]
    }

    /// How long `body` takes.
    static func time(_ body: () async throws -> Void) async rethrows -> Duration {
        try await ContinuousClock().measure { try await body() }
    }
}

extension Duration {
    /// The duration in milliseconds.
    var milliseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1000 + Double(attoseconds) / 1e15
    }
}
