import AtomicCore
import Foundation
import Observation
import TerminalUI

/// Runs an ``AppShell`` on a terminal: a full-screen session, keys from an ``InputReader``, and frames drawn
/// when a key is handled, when the terminal is resized, and when a view model's state changes — observed with
/// `withObservationTracking` and coalesced by a ``FrameScheduler`` to at most one frame per interval.
@MainActor
final class InteractiveLoop {
    private let shell: AppShell
    private let terminal: any TerminalDevice
    private let session: TerminalSession
    private let browser: BrowserLauncher
    private var renderer: DiffRenderer
    private var size: TerminalSize
    private var scheduler: FrameScheduler?
    private let started = Date()

    /// A loop drawing `shell` on `terminal` at `colorDepth`; `browser` opens pages for `o`.
    init(shell: AppShell, terminal: any TerminalDevice, colorDepth: ColorDepth, browser: BrowserLauncher) {
        self.shell = shell
        self.terminal = terminal
        self.browser = browser
        session = TerminalSession(device: terminal)
        renderer = DiffRenderer(colorDepth: colorDepth)
        size = terminal.size()
    }

    /// Runs until `q` or Ctrl-C, or until input ends; the terminal is restored however it ends.
    ///
    /// - Throws: ``TerminalError`` when the terminal cannot be set up or written.
    func run(events: AsyncStream<TerminalEvent>) async throws {
        scheduler = FrameScheduler { [weak self] in self?.drawLogged() }
        let spinner = Task { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: Spinner.frameDuration)
                guard let self else { return }
                if shell.isBusy { scheduler?.requestFrame() }
            }
        }
        defer {
            spinner.cancel()
            scheduler?.cancel()
        }
        try await session.run {
            try draw()
            for await event in events {
                switch event {
                case .resize(let newSize):
                    size = newSize
                    renderer.invalidate()
                case .key(let key):
                    guard try perform(shell.handle(key)) else { return }
                }
                try draw()
            }
        }
    }

    /// Does what a key asked; false to quit.
    private func perform(_ effect: ShellEffect?) throws -> Bool {
        switch effect {
        case .quit?:
            return false
        case .redraw?:
            renderer.invalidate()
        case .suspend?:
            try session.suspend()
            size = terminal.size()
            renderer.invalidate()
        case .openInBrowser(let url)?:
            let outcome = browser.open(url) { failure in
                Task { @MainActor [weak self] in
                    guard let self else { return }
                    // A browser that failed says so; one that ended well leaves "opened with …" as it is.
                    if let failure { shell.message = failure.errorDescription ?? "could not open the browser" }
                    scheduler?.requestFrame()
                }
            }
            switch outcome {
            case .started(let program): shell.message = "opened with \((program as NSString).lastPathComponent)"
            case .noBrowser: shell.message = url.absoluteString
            }
        case .copy(let url)?:
            try session.draw(ControlSequence.setClipboard(url.absoluteString))
            shell.message = "URL copied (OSC 52)"
        case nil:
            break
        }
        return true
    }

    /// Renders the shell's current state and writes the difference; every view-model property read while
    /// rendering is observed, and its next change requests a frame.
    private func draw() throws {
        let tick = Int(Date().timeIntervalSince(started) / Spinner.frameDuration.timeInterval)
        let frame = withObservationTracking {
            shell.frame(size: size, tick: tick)
        } onChange: { [weak self] in
            Task { @MainActor in self?.scheduler?.requestFrame() }
        }
        try session.draw(renderer.render(frame))
    }

    /// ``draw()`` for the scheduler, which cannot throw: a failed write ends nothing here, and the next key's
    /// draw reports it.
    private func drawLogged() {
        try? draw()
    }
}
