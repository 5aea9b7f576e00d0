import FeatureGenerator
import Foundation

// `atomic-generate-feature PACKAGE_ROOT [arguments]`: what the generate-feature command plugin runs. The package's
// root comes first; the rest are the plugin's arguments as the developer typed them.

/// Writes `text` and a line break to standard error.
func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

/// `text` run through `swift-format` at `executable` with the package's configuration; `nil` when it fails.
func format(_ text: String, executable: String, configuration: URL) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = ["format", "--configuration", configuration.path]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    let writer = Thread {
        input.fileHandleForWriting.write(Data(text.utf8))
        try? input.fileHandleForWriting.close()
    }
    writer.start()
    let formatted = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return String(data: formatted, encoding: .utf8)
}

var arguments = Array(CommandLine.arguments.dropFirst())
guard !arguments.isEmpty else {
    printError("usage: atomic-generate-feature PACKAGE_ROOT NAME [options]")
    exit(2)
}
let root = URL(fileURLWithPath: arguments.removeFirst())
do {
    let parsed = try GeneratorArguments(parsing: arguments)
    if parsed.wantsHelp {
        print(GeneratorArguments.usage)
        exit(0)
    }
    let formatter: GeneratorRun.Formatter? = parsed.swiftFormat.map { executable in
        { text in format(text, executable: executable, configuration: root.appendingPathComponent(".swift-format")) }
    }
    print(try GeneratorRun(root: root).run(parsed, format: formatter))
} catch {
    printError("generate-feature: \(error.message)")
    exit(1)
}
