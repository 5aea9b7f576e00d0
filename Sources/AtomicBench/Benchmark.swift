import Foundation

/// One row of `atomic-bench`: the project's way of doing some work ("ours") and the floor it is compared with.
///
/// Each round runs ours, then the floor, and each closure returns its measurement in the row's unit (a time
/// closure returns how long its timed part took; setting up, such as creating a fresh database, is left out of
/// the time). Rounds alternate, so that a noisy neighbour slows both alike. A row may instead (or as well) have
/// an absolute ceiling, for goals stated as "at most so much" rather than as a ratio.
struct Benchmark {
    /// A short name, matched by `--filter`.
    let name: String
    /// What is measured, for the text output.
    let title: String
    /// The largest acceptable ratio ours / floor, or nil for a row judged by its ceiling alone.
    let target: Double?
    /// The largest acceptable value of ours, in ``unit``, if the goal is absolute.
    var ceiling: Double?
    /// What the measurements count: `ms` unless the row says otherwise.
    var unit = "ms"
    /// Runs once before the rounds: builds the data both sides use, and checks that they produce the same result.
    let prepare: () async throws -> Sides

    /// Creates a row judged by the ratio `target`.
    init(name: String, title: String, target: Double, prepare: @escaping () async throws -> Sides) {
        self.name = name
        self.title = title
        self.target = target
        self.prepare = prepare
    }

    /// Creates a row measured in `unit`, judged by the ratio `target` and/or the absolute `ceiling`.
    init(
        name: String, title: String, unit: String, target: Double?, ceiling: Double?,
        prepare: @escaping () async throws -> Sides
    ) {
        self.name = name
        self.title = title
        self.unit = unit
        self.target = target
        self.ceiling = ceiling
        self.prepare = prepare
    }

    /// The two measured sides of a prepared benchmark.
    struct Sides {
        /// One round of ours; returns its measurement in the row's unit.
        let ours: () async throws -> Double
        /// One round of the floor, or nil for a row without one.
        let floor: (() async throws -> Double)?

        /// Sides that return the time of their timed part; the row's unit is milliseconds.
        init(ours: @escaping () async throws -> Duration, floor: @escaping () async throws -> Duration) {
            self.ours = { try await ours().milliseconds }
            self.floor = { try await floor().milliseconds }
        }

        /// Sides that return a measurement in the row's unit; `floor` nil for a row judged by its ceiling alone.
        init(measuringOurs ours: @escaping () async throws -> Double, floor: (() async throws -> Double)?) {
            self.ours = ours
            self.floor = floor
        }
    }

    /// Why a row cannot run on this machine (a program it compares with is not installed): thrown by its
    /// ``prepare``, it makes the row a skipped result instead of a failure.
    struct Skipped: Error {
        /// Why, in a few words (`gh not installed`).
        let reason: String
    }

    /// Runs `rounds` interleaved rounds (after one untimed warm-up round of each) and returns the medians, or a
    /// skipped result when ``prepare`` throws ``Skipped``.
    func run(rounds: Int) async throws -> BenchmarkResult {
        let sides: Sides
        do {
            sides = try await prepare()
        } catch let skipped as Skipped {
            return BenchmarkResult(
                name: name, title: title, unit: unit, skipped: skipped.reason, target: target, ceiling: ceiling)
        }
        _ = try await sides.ours()
        _ = try await sides.floor?()
        var ours: [Double] = []
        var floor: [Double] = []
        for _ in 0..<max(rounds, 1) {
            ours.append(try await sides.ours())
            if let measureFloor = sides.floor {
                floor.append(try await measureFloor())
            }
        }
        return BenchmarkResult(
            name: name, title: title, unit: unit, ours: Self.median(ours),
            floor: floor.isEmpty ? nil : Self.median(floor), target: target, ceiling: ceiling, rounds: ours.count)
    }

    /// One side of a row, chosen with `--side`.
    enum Side: String {
        /// The project's way.
        case ours
        /// The floor it is compared with.
        case floor
    }

    /// Runs only `side`: one untimed warm-up round, then `rounds` timed ones; returns their median, or nil when
    /// the row has no such side or is skipped (``Skipped``). Both sides are still prepared (and checked against
    /// each other) once.
    func run(side: Side, rounds: Int) async throws -> Double? {
        let sides: Sides
        do {
            sides = try await prepare()
        } catch is Skipped {
            return nil
        }
        guard let measure = side == .ours ? sides.ours : sides.floor else { return nil }
        _ = try await measure()
        var values: [Double] = []
        for _ in 0..<max(rounds, 1) {
            values.append(try await measure())
        }
        return Self.median(values)
    }

    private static func median(_ values: [Double]) -> Double {
        values.sorted()[values.count / 2]
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
