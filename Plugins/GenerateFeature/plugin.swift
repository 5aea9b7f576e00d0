import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-feature NAME [options]`: runs the
/// `atomic-generate-feature` tool on this package, with the toolchain's `swift-format` for its output.
@main
struct GenerateFeature: CommandPlugin {
    /// Runs the tool with the package's root and the developer's arguments; fails when the tool does.
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "atomic-generate-feature")
        var toolArguments = [context.package.directoryURL.path] + arguments
        if let formatter = try? context.tool(named: "swift-format") {
            toolArguments += ["--swift-format", formatter.url.path]
        }
        let process = Process()
        process.executableURL = tool.url
        process.arguments = toolArguments
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("generate-feature wrote nothing")
        }
    }
}
