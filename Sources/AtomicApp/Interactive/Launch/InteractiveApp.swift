import AtomicOutput
import AtomicShell
import Domain
import Foundation
import Presentation
import TerminalUI

/// The interactive app: builds the shell over the services and runs it on the terminal until the person quits.
enum InteractiveApp {
    /// Runs the app at `route` on standard input and output; returns the exit status: 0 after `q` or Ctrl-C,
    /// 1 when the terminal cannot be used (the reason goes to `console`'s standard error).
    ///
    /// The terminal reports the mouse to the app while it runs unless `options.mouse` is off (`--no-mouse`).
    ///
    /// When `opensRemembered` is true (no screen was named on the command line), the app opens at the route the
    /// last run remembered instead, if any. Lists select their remembered rows either way.
    @MainActor
    static func run(
        route: Route, opensRemembered: Bool = false, services: AppServices, options: GlobalOptions,
        environment: [String: String], console: any Console
    ) async -> Int32 {
        do {
            // The terminal's signal handlers set the screen up again after a stop as the session does.
            let terminal = try TTYTerminal(setupSequence: ControlSequence.setup(reportingMouse: options.mouse))
            let reader = try InputReader(descriptor: terminal.inputDescriptor) { terminal.size() }
            defer { reader.stop() }
            let colorDepth = ColorDepth.detect(environment: environment, noColor: !options.color)
            let shell = AppShell(
                builder: .interactive(services: services), panes: FeatureList.panes, route: route,
                opensRemembered: opensRemembered,
                links: ShellLinks(postsBase: options.demo ? ShellLinks().postsBase : options.postsAPIURL),
                keyMap: options.keyMap, store: services.appState,
                avatars: options.avatars == .off
                    ? nil
                    : services.images.map { images in
                        PipelineAvatars(
                            pipeline: images,
                            painter: AvatarPainter(
                                mode: options.avatars, environment: environment, colors: ImageColorMode(colorDepth),
                                cellPixels: PixelBox.cell(ofTerminalOn: terminal.outputDescriptor),
                                needsKnownCells: true, logger: images.configuration.logger))
                    },
                size: terminal.size(), now: Date(), theme: options.resolvedTheme,
                message: options.configProblems.first ?? "")
            await shell.start()
            let loop = InteractiveLoop(
                shell: shell, terminal: terminal, colorDepth: colorDepth,
                browser: options.browser, reportingMouse: options.mouse)
            try await loop.run(events: reader.events)
            await shell.flush()
            // The avatars' last uses since the last store, so that the next run evicts by what this one showed.
            await services.images?.configuration.diskCache?.flush()
            return 0
        } catch {
            console.writeError("error: the interactive app cannot run: \(error)\n")
            return 1
        }
    }
}
