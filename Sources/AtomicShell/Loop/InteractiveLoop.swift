import AtomicCore
import Foundation
import TerminalUI

/// Runs an ``AppShell`` on a terminal: a full-screen session, keys, mouse events and resizes from an event stream
/// sent to the shell as actions (a mouse event with the time it arrived), the time sent with every frame, and frames drawn after each action and whenever the shell
/// changed by itself (``AppShell/onUpdate``), coalesced by a `FrameScheduler` to at most one frame per interval.
///
/// The loop is where the terminal's effects happen (``ShellEffect``): it quits, suspends, starts the browser and
/// writes the clipboard, and sends what came of it back to the shell as an action.
@MainActor
public final class InteractiveLoop {
    private let shell: AppShell
    private let terminal: any TerminalDevice
    private let session: TerminalSession
    private let browser: BrowserLauncher
    private var renderer: DiffRenderer
    private var scheduler: FrameScheduler?
    private let started = Date()

    /// A loop drawing `shell` on `terminal` at `colorDepth`; `browser` opens pages for `o`. With `reportingMouse`
    /// the terminal reports the mouse while the app owns the screen (`TerminalSession(device:reportingMouse:)`).
    public init(
        shell: AppShell, terminal: any TerminalDevice, colorDepth: ColorDepth, browser: BrowserLauncher,
        reportingMouse: Bool = false
    ) {
        self.shell = shell
        self.terminal = terminal
        self.browser = browser
        session = TerminalSession(device: terminal, reportingMouse: reportingMouse)
        renderer = DiffRenderer(colorDepth: colorDepth)
    }

    /// Runs until `q` or Ctrl-C, or until input ends; the terminal is restored however it ends.
    ///
    /// - Throws: `TerminalError` when the terminal cannot be set up or written.
    public func run(events: AsyncStream<TerminalEvent>) async throws {
        scheduler = FrameScheduler { [weak self] in self?.drawLogged() }
        shell.onUpdate = { [weak self] in self?.scheduler?.requestFrame() }
        shell.send(.resize(terminal.size()))
        let spinner = Task { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: Spinner.frameDuration)
                guard let self else { return }
                if shell.state.isBusy { scheduler?.requestFrame() }
            }
        }
        defer {
            spinner.cancel()
            scheduler?.cancel()
            shell.onUpdate = nil
        }
        try await session.run {
            try draw()
            for await event in events {
                // The time goes first, so that the action's layout draws the frame at it and the frame is drawn once.
                sendTime()
                switch event {
                case .resize(let newSize):
                    shell.send(.resize(newSize))
                    renderer.invalidate()
                case .key(let key):
                    guard try perform(shell.send(.key(key))) else { return }
                case .mouse(let event):
                    guard try perform(shell.send(.mouse(event, at: Date()))) else { return }
                }
                try session.draw(renderer.render(shell.currentFrame()))
            }
        }
    }

    /// Does what a key asked and sends back what came of it; false to quit.
    private func perform(_ effect: ShellEffect?) throws -> Bool {
        switch effect {
        case .quit?:
            return false
        case .redraw?:
            renderer.invalidate()
        case .suspend?:
            try session.suspend()
            shell.send(.resize(terminal.size()))
            renderer.invalidate()
        case .openInBrowser(let url)?:
            let outcome = browser.open(url) { failure in
                Task { @MainActor [weak self] in
                    guard let self else { return }
                    shell.send(.browserFinished(failure))
                    scheduler?.requestFrame()
                }
            }
            shell.send(.browserStarted(outcome, url))
        case .copy(let url)?:
            try session.draw(ControlSequence.setClipboard(url.absoluteString))
            shell.send(.copied(url))
        case .copyText(let text, let noun)?:
            try session.draw(ControlSequence.setClipboard(text))
            shell.send(.copiedText(noun: noun))
        case nil:
            break
        }
        return true
    }

    /// Sends the time, then draws the shell's state and writes the difference.
    private func draw() throws {
        sendTime()
        try session.draw(renderer.render(shell.currentFrame()))
    }

    /// Sends the time now and the spinner's frame for it.
    private func sendTime() {
        let tick = Int(Date().timeIntervalSince(started) / Spinner.frameDuration.timeInterval)
        shell.send(.clock(now: Date(), tick: tick))
    }

    /// ``draw()`` for the scheduler, which cannot throw: a failed write ends nothing here, and the next key's
    /// draw reports it.
    private func drawLogged() {
        try? draw()
    }
}
