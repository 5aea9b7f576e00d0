import Foundation

// atomic-bench: measures the speed goals of AtomicArch, each against its alternative in the same run.
// Build in release mode for meaningful numbers: `swift run -c release atomic-bench`.

let measurement = Measurement(runs: 5)
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-bench-\(UUID().uuidString)")
do {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    #if DEBUG
        print("note: this is a debug build; use `swift run -c release atomic-bench` for real numbers\n")
    #endif
    print("atomic-bench — median of \(measurement.runs) runs each\n")
    print(try await RowReplacementBenchmark().run(in: folder, measurement: measurement).text)
    print(try await PostsFeedBenchmark().run(measurement: measurement).text)
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
