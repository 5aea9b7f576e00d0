/// The command line of `atomic-bench`: `[--json] [--quick] [--filter NAME] [--rounds N] [--side ours|floor] [--help]`.
struct BenchmarkOptions {
    /// The usage line printed with `--help` and after a usage error.
    static let usage =
        "usage: atomic-bench [--json] [--quick] [--filter NAME] [--rounds N] [--side ours|floor] [--help]"
    /// What the options do, printed with `--help` after ``usage``.
    static let optionsHelp = """
          --side ours|floor     run only that side of each row and print its median alone (to measure one side
                                with perf stat or perf record)
        """

    /// Print the usage and the benchmarks' names and descriptions, and run nothing.
    var help = false
    /// Print `[{name, ours, floor, ratio, target, unit, rounds}]` instead of lines.
    var json = false
    /// Run a tiny configuration (few rows, two rounds), to check that the harness works.
    var quick = false
    /// Run only the benchmark with this name.
    var filter: String?
    /// Timed rounds per side; 7 by default, 2 with `--quick`.
    var rounds: Int?
    /// Run only this side of each row, and print its median alone.
    var side: Benchmark.Side?

    /// Parses `arguments` (without the program name).
    ///
    /// - Throws: ``BenchmarkError`` for an unknown option or a missing or bad value.
    init(_ arguments: [String]) throws {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--help", "-h": help = true
            case "--json": json = true
            case "--quick": quick = true
            case "--filter":
                guard let name = rest.popFirst() else {
                    throw BenchmarkError("--filter needs a benchmark name", isUsage: true)
                }
                filter = name
            case "--rounds":
                guard let text = rest.popFirst(), let count = Int(text), (1...1_000).contains(count) else {
                    throw BenchmarkError("--rounds needs a number from 1 to 1000", isUsage: true)
                }
                rounds = count
            case "--side":
                guard let text = rest.popFirst(), let chosen = Benchmark.Side(rawValue: text) else {
                    throw BenchmarkError("--side needs ours or floor", isUsage: true)
                }
                side = chosen
            default:
                throw BenchmarkError("unknown option \(argument); \(Self.usage)", isUsage: true)
            }
        }
    }

    /// The number of timed rounds to run.
    var roundCount: Int { rounds ?? (quick ? 2 : 7) }
}
