// A helper process for the terminal restore tests.
//
//   atomic-tty-probe <exit path>
//       Starts a full-screen session on standard input and output (raw mode, alternate screen, hidden cursor),
//       draws one frame, writes "READY", then leaves by <exit path>:
//         normal   returns from the session and exits 0;
//         throw    throws out of the session; exits 3 once the error reaches the top;
//         sigint, sigterm, sighup
//                  raises that signal inside the session, so the process dies by it;
//         trap     traps (an index out of range) while rendering a frame, so the process dies by SIGILL
//                  or SIGTRAP;
//         stderr   writes a line to standard error inside the session and exits 0;
//         suspend  suspends the session as Ctrl-Z does (under a parent without job control nothing stops, so
//                  the session starts again at once), writes "AFTER" and exits 0.
//   atomic-tty-probe signal <number>
//       As above, then raises signal <number> inside the session: a signal that ends the process ends it; after
//       one that stops it, once continued (SIGCONT), the probe writes "AFTER" and leaves the session normally,
//       exiting 0.
//   atomic-tty-probe list
//       Runs an interactive list (see ListDemo) until `q`, then exits 0.
//   atomic-tty-probe interrupt shown|hidden
//       Installs the InterruptHandler, says a progress line is shown (shown) or was shown and erased (hidden),
//       writes "READY" to standard error and raises SIGINT, outside any session: the handler ends the process.
//
// With ATOMIC_TTY_PROBE_MOUSE=1 in the environment, the session also reports the mouse (xterm SGR mode).
//
// Bad usage exits 2; a terminal that cannot be set up exits 1.

import TerminalUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes `message` and a line feed to standard error.
func printError(_ message: String) {
    let bytes = Array((message + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
}

/// The error thrown out of the session on the `throw` path.
struct ProbeError: Error {}

let arguments = CommandLine.arguments
let raisedSignal = arguments.count == 3 && arguments[1] == "signal" ? Int32(arguments[2]) : nil
let interrupts = arguments.count == 3 && arguments[1] == "interrupt" && ["shown", "hidden"].contains(arguments[2])
guard arguments.count == 2 || raisedSignal != nil || interrupts,
    ["normal", "throw", "sigint", "sigterm", "sighup", "trap", "stderr", "suspend", "list", "signal", "interrupt"]
        .contains(arguments[1])
else {
    printError(
        "atomic-tty-probe: usage: atomic-tty-probe normal|throw|sigint|sigterm|sighup|trap|stderr|list|signal N"
            + "|interrupt shown|hidden")
    exit(2)
}
let path = arguments[1]

// Foundation's `Process` starts children with most signals blocked; unblock them all, so the probe receives
// signals as a program started from a shell does.
var noSignals = sigset_t()
sigemptyset(&noSignals)
sigprocmask(SIG_SETMASK, &noSignals, nil)

if interrupts {
    InterruptHandler.install()
    InterruptHandler.setProgressLineShown(true)
    if arguments[2] == "hidden" { InterruptHandler.setProgressLineShown(false) }
    let ready = Array("READY".utf8)
    _ = ready.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    raise(SIGINT)
    printError("atomic-tty-probe: SIGINT did not end the process")
    exit(1)
}

/// A frame whose rows come from `lines`, reading one row past the end when `overrun` is true, as a render
/// with an off-by-one bug would.
func render(_ lines: [String], size: TerminalSize, overrun: Bool) -> CellBuffer {
    var frame = CellBuffer(size: size)
    for row in 0..<(overrun ? lines.count + 1 : lines.count) {
        frame.write(lines[row], x: 0, y: row)
    }
    return frame
}

if path == "list" {
    do {
        try await ListDemo.run()
        exit(0)
    } catch {
        printError("atomic-tty-probe: \(error)")
        exit(1)
    }
}

do {
    let reportsMouse = getenv("ATOMIC_TTY_PROBE_MOUSE").map { String(cString: $0) == "1" } ?? false
    let terminal = try TTYTerminal(setupSequence: ControlSequence.setup(reportingMouse: reportsMouse))
    let session = TerminalSession(device: terminal, reportingMouse: reportsMouse)
    try session.run {
        var renderer = DiffRenderer(colorDepth: .none)
        try session.draw(renderer.render(render(["probe"], size: terminal.size(), overrun: false)))
        try terminal.write(Array("READY".utf8))
        switch path {
        case "throw": throw ProbeError()
        case "sigint": raise(SIGINT)
        case "sigterm": raise(SIGTERM)
        case "sighup": raise(SIGHUP)
        case "stderr": printError("atomic-tty-probe: a warning on standard error")
        case "suspend":
            try session.suspend()
            try terminal.write(Array("AFTER".utf8))
        case "signal":
            raise(raisedSignal ?? 0)
            try terminal.write(Array("AFTER".utf8))
        case "trap": try session.draw(renderer.render(render(["a", "b"], size: terminal.size(), overrun: true)))
        default: break
        }
    }
} catch is ProbeError {
    exit(3)
} catch {
    printError("atomic-tty-probe: \(error)")
    exit(1)
}
