/// A benchmark whose work did not produce the expected result, so its numbers mean nothing.
struct BenchmarkError: Error, CustomStringConvertible {
    /// What went wrong.
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
