import Foundation

// atomic-bench: every speed and memory goal of AtomicArch, measured against its floor in the same run.
// Build in release mode for meaningful numbers: `swift build -c release --product atomic-bench` (and the products
// it starts: atomic, atomic-bench-floor, atomic-bench-floor-swift), then run
// `.build/release/atomic-bench [--json] [--quick] [--filter NAME] [--rounds N] [--side ours|floor] [--help]`.

if CommandLine.arguments.dropFirst().first == "--child" {
    if CommandLine.arguments.dropFirst(2).first == "first-byte" {
        exit(UsersJSONColdBenchmark.runChild(Array(CommandLine.arguments.dropFirst(3))))
    }
    exit(await MemoryBenchmark.runChild(Array(CommandLine.arguments.dropFirst(2))))
}

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-bench-\(UUID().uuidString)")
do {
    let options = try BenchmarkOptions(Array(CommandLine.arguments.dropFirst()))
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let quick = options.quick
    let requests = quick ? 2 : 20
    let allBenchmarks = [
        RowReplacementBenchmark.make(rowCount: quick ? 100 : 10_000, folder: folder),
        PostsFeedBenchmark.make(),
        UsersWriteBenchmark.make(pageCount: quick ? 2 : 100, folder: folder),
        UsersReadBenchmark.make(pageCount: quick ? 2 : 100, folder: folder),
        UsersJSONBenchmark.make(pageCount: quick ? 2 : 200, folder: folder),
        UsersJSONColdBenchmark.firstByte(name: "users-json-cold-10k", pageCount: quick ? 2 : 100, folder: folder),
        UsersJSONColdBenchmark.firstByte(name: "users-json-cold-100k", pageCount: quick ? 3 : 1_000, folder: folder),
        UsersJSONColdBenchmark.memory(fewPages: quick ? 2 : 100, manyPages: quick ? 3 : 1_000, folder: folder),
        UsersColdCPUBenchmark.make(pageCount: quick ? 3 : 1_000, folder: folder),
        FollowersBenchmark.write(pageCount: quick ? 2 : 100, folder: folder),
        FollowersBenchmark.read(pageCount: quick ? 2 : 100, folder: folder),
        NetworkingBenchmark.make(kilobytes: 28, floor: .urlSession, requests: requests),
        NetworkingBenchmark.make(kilobytes: 94, floor: .urlSession, requests: requests),
        NetworkingBenchmark.make(kilobytes: 28, floor: .curl, requests: requests),
        NetworkingBenchmark.make(kilobytes: 94, floor: .curl, requests: requests),
        NetworkingBenchmark.make(kilobytes: 28, floor: .curlThread, requests: requests),
        NetworkingBenchmark.make(kilobytes: 94, floor: .curlThread, requests: requests),
        StartupBenchmark.make(floor: .sqlite, pageCount: quick ? 1 : 20, folder: folder),
        StartupBenchmark.make(floor: .swift, pageCount: quick ? 1 : 20, folder: folder),
        DemoStartupBenchmark.make(folder: folder),
        RenderingBenchmarks.frameTime(frames: quick ? 5 : 200),
        RenderingBenchmarks.scrollBytes(),
        MemoryBenchmark.make(pageCount: quick ? 2 : 1_000, folder: folder),
        NetworkingBenchmark.coalescing(requests: 50),
        ImageBenchmarks.downscale(iterations: quick ? 2 : 30),
        ImageBenchmarks.memoryCacheHit(iterations: quick ? 100 : 10_000),
        ImageDiskStoreBenchmark.make(
            manyEntries: quick ? 20 : 5_000, fewEntries: quick ? 5 : 100, stores: quick ? 3 : 200, folder: folder),
    ]
    if options.help {
        print(BenchmarkOptions.usage + "\n" + BenchmarkOptions.optionsHelp + "\n\nbenchmarks:")
        for benchmark in allBenchmarks {
            print("  " + benchmark.name.padding(toLength: 22, withPad: " ", startingAt: 0) + benchmark.title)
        }
        exit(0)
    }
    let benchmarks = allBenchmarks.filter { options.filter == nil || $0.name == options.filter }
    guard !benchmarks.isEmpty else {
        let names = allBenchmarks.map(\.name).joined(separator: ", ")
        throw BenchmarkError("no benchmark is named \(options.filter ?? ""); the names are: \(names)", isUsage: true)
    }
    if !options.json {
        #if DEBUG
            print("note: this is a debug build; build with -c release for real numbers")
        #endif
        if let side = options.side {
            print("atomic-bench: median of \(options.roundCount) rounds of the \(side.rawValue) side alone\n")
        } else {
            print("atomic-bench: median of \(options.roundCount) interleaved rounds each; ratio = ours / floor\n")
        }
    }
    if let side = options.side {
        for benchmark in benchmarks {
            let median = try await benchmark.run(side: side, rounds: options.roundCount)
            if options.json {
                let value = median.map { String(format: "%.6g", $0) } ?? "null"
                print(
                    #"{"name":"\#(benchmark.name)","side":"\#(side.rawValue)","median":\#(value),"unit":"\#(benchmark.unit)"}"#
                )
            } else {
                let text = median.map { String(format: "%.3f %@", $0, benchmark.unit) } ?? "-"
                print(benchmark.name.padding(toLength: 20, withPad: " ", startingAt: 0) + " \(side.rawValue) " + text)
            }
        }
        exit(0)
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
    exit((error as? BenchmarkError)?.exitStatus ?? 1)
}
