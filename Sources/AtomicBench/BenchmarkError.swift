/// Why `atomic-bench` stopped: a bad command line (exit status 2), or a benchmark whose work did not produce the
/// expected result, so its numbers mean nothing (exit status 1).
struct BenchmarkError: Error, CustomStringConvertible {
    /// What went wrong, in one line.
    let description: String
    /// Whether the command line was at fault rather than a benchmark.
    let isUsage: Bool

    init(_ description: String, isUsage: Bool = false) {
        self.description = description
        self.isUsage = isUsage
    }

    /// The process's exit status for this error: 2 for a usage error, 1 otherwise.
    var exitStatus: Int32 { isUsage ? 2 : 1 }
}
