import Foundation

// atomic-bench: every speed goal of AtomicArch, measured against its floor in the same run.
// Build in release mode for meaningful numbers: `swift build -c release --product atomic-bench`, then run
// `.build/release/atomic-bench [--json] [--quick] [--filter NAME] [--rounds N]`.

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-bench-\(UUID().uuidString)")
do {
    let options = try BenchmarkOptions(Array(CommandLine.arguments.dropFirst()))
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let benchmarks = [
        RowReplacementBenchmark.make(rowCount: options.quick ? 500 : 10_000, folder: folder),
        PostsFeedBenchmark.make(),
        UsersWriteBenchmark.make(pageCount: options.quick ? 5 : 100, folder: folder),
        UsersReadBenchmark.make(pageCount: options.quick ? 5 : 100, folder: folder),
        UsersJSONBenchmark.make(pageCount: options.quick ? 5 : 200, folder: folder),
    ].filter { options.filter == nil || $0.name == options.filter }
    guard !benchmarks.isEmpty else { throw BenchmarkError("no benchmark is named \(options.filter ?? "")") }
    if !options.json {
        #if DEBUG
            print("note: this is a debug build; build with -c release for real numbers")
        #endif
        print("atomic-bench: median of \(options.roundCount) interleaved rounds each; ratio = ours / floor\n")
    }
    var results: [BenchmarkResult] = []
    for benchmark in benchmarks {
        let result = try await benchmark.run(rounds: options.roundCount)
        results.append(result)
        if !options.json {
            print(result.line + "   " + result.title)
        }
    }
    if options.json {
        print("[" + results.map(\.json).joined(separator: ",\n ") + "]")
    }
} catch {
    FileHandle.standardError.write(Data("atomic-bench: \(error)\n".utf8))
    exit(1)
}
