import AtomicLineShell
import AtomicOutput
import Presentation

/// The accessible line mode: the line shell over the services, reading standard input a line at a time and
/// writing plain lines to standard output, until `q` or the end of the input.
enum LineApp {
    /// Runs the line shell at `route`; returns the exit status, 0 after `q` or at the end of the input.
    @MainActor
    static func run(route: Route, services: AppServices, console: any Console) async -> Int32 {
        let shell = LineShell(
            builder: .interactive(services: services), features: FeatureList.lines, route: route,
            write: { console.write($0) })
        await shell.run(StandardInputLines.stream())
        return 0
    }
}
