#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Safe to share without a lock because: the flag is allocated by the first use of `InterruptHandler` (`install`
// touches it before the handler exists), never freed, written with one aligned store by the spinner (under its
// own lock) and only read by the handler; the worst a race can do is erase a line that is already empty.
nonisolated(unsafe) private let progressLineShown: UnsafeMutablePointer<Int32> = {
    let pointer = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    pointer.initialize(to: 0)
    return pointer
}()

// Shared without a lock for the same reasons: allocated by `install`, never freed, written by the console that
// starts and ends a pager (the descriptor before the pid when one starts, the pid before the descriptor when it
// has ended), read only by the handler.
nonisolated(unsafe) private let pagerShown: UnsafeMutablePointer<(processID: Int32, input: Int32)> = {
    let pointer = UnsafeMutablePointer<(processID: Int32, input: Int32)>.allocate(capacity: 1)
    pointer.initialize(to: (0, -1))
    return pointer
}()

// Shared without a lock for the same reasons: allocated by `install`, never freed, written once by a handler (the
// signal that ends the process) and read by ``InterruptHandler/endIfSignalled()``.
nonisolated(unsafe) private let endingSignal: UnsafeMutablePointer<Int32> = {
    let pointer = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    pointer.initialize(to: 0)
    return pointer
}()

// Shared without a lock for the same reasons: allocated by `install`, never freed; only the console appends to it
// (under its own lock: the bytes first, then the count, one aligned store) or empties it (the count to 0), and the
// handler reads the first `count` bytes, which are always written already.
nonisolated(unsafe) private let heldErrors: (bytes: UnsafeMutablePointer<UInt8>, count: UnsafeMutablePointer<Int>) =
    {
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: InterruptHandler.heldErrorCapacity)
        let count = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        count.initialize(to: 0)
        return (bytes, count)
    }()

/// Ends the process with status 130 on Ctrl-C (SIGINT), erasing a progress line on standard error first when one
/// is shown, and waiting for a pager of the command's first when one runs.
///
/// The handler is a plain `sigaction` handler that calls `write(2)` and `_exit(130)`, both async-signal-safe, so
/// it works on whichever thread the kernel picks. A Dispatch signal source is not used: on Linux it depends on
/// the signal reaching Dispatch's own thread, and a thread that takes the signal first (the main thread parked in
/// `dispatch_main`, for one) can make it be lost, leaving a command to run on as if nothing happened.
/// A spinner says through ``setProgressLineShown(_:)`` whether its frame is on standard error, so that the
/// shell's prompt never lands after a stale "⠋ loading…". A console that pages output says through
/// ``setPager(processID:input:)`` which pager runs: Ctrl-C reaches the pager too (it is in the same process group),
/// which stays to show what it has, so the handler closes the pager's input and waits for it to quit before ending,
/// and the shell's prompt never comes back while the pager still reads the terminal. Nothing else needs restoring
/// for a command; a full-screen session's `TerminalSignals` handler runs first and hands the signal on to this one.
///
/// SIGTERM and SIGHUP (unless ignored when the process started, as under `nohup`) reach only this process, so a
/// pager would stay behind, reparented, fighting the shell for keys: their handler sends the pager the same
/// signal and waits for it for up to ``pagerGracePeriod`` milliseconds (then `SIGKILL`), erases the progress
/// line, and ends the process by the signal with its default action (status 143 or 129 in a shell). A handler runs
/// on whichever thread the kernel picks while the others go on: a console that sees its pager end calls
/// ``endIfSignalled()``, so that the process never ends as if nothing happened in the meantime.
public enum InterruptHandler {
    /// The most bytes of standard error ``holdError(_:)`` keeps for the handlers to write, as the console holds
    /// them while a pager is asked for or runs: 64 KiB.
    public static let heldErrorCapacity = 64 * 1024

    /// How long SIGTERM or SIGHUP waits for a pager to end after passing the signal on, in milliseconds, before it
    /// sends `SIGKILL`.
    public static let pagerGracePeriod: Int32 = 2000

    /// Installs the handlers; from the moment this returns, every Ctrl-C ends the process with 130, and SIGTERM
    /// and SIGHUP end a pager before the process.
    public static func install() {
        _ = progressLineShown
        _ = pagerShown
        _ = endingSignal
        _ = heldErrors
        SignalAction.install(endWithInterruptStatus, for: SIGINT)
        for signal in [SIGTERM, SIGHUP] {
            guard var previous = SignalAction.install(endByTerminationSignal, for: signal) else { continue }
            // A signal ignored from the start (`nohup`) stays ignored.
            if SignalAction.handlerAddress(previous) == 1 { sigaction(signal, &previous, nil) }
        }
    }

    /// Records the pager that runs now: its process id and the descriptor of the pipe it reads, which the handler
    /// closes before it waits for the pager (-1 once its owner closes it itself, so that it is never closed twice);
    /// a `processID` of 0 says that none runs.
    public static func setPager(processID: Int32, input: Int32) {
        if processID == 0 {
            pagerShown.pointee.processID = 0
            pagerShown.pointee.input = -1
        } else {
            pagerShown.pointee.input = input
            pagerShown.pointee.processID = processID
        }
    }

    /// Ends the process as the signal a handler took says (130 for SIGINT, by the signal itself for SIGTERM and
    /// SIGHUP), after erasing the progress line, when one has arrived; otherwise returns at once. For the thread
    /// that waited for the pager, which a handler on another thread may still be waiting for.
    public static func endIfSignalled() {
        let number = endingSignal.pointee
        if number != 0 { endProcess(by: number) }
    }

    /// Keeps a copy of `line`, held for standard error by a console that pages, so that a handler that ends the
    /// process writes it (after the pager has ended) instead of losing it; false, and nothing kept, when it would
    /// go past ``heldErrorCapacity``. Called by one console, under its lock.
    @discardableResult
    public static func holdError(_ line: [UInt8]) -> Bool {
        let count = heldErrors.count.pointee
        guard line.count <= heldErrorCapacity - count else { return false }
        line.withUnsafeBufferPointer { source in
            if let base = source.baseAddress { (heldErrors.bytes + count).update(from: base, count: source.count) }
        }
        heldErrors.count.pointee = count + line.count
        return true
    }

    /// Forgets the lines ``holdError(_:)`` kept: their owner writes them itself now.
    public static func releaseHeldErrors() {
        heldErrors.count.pointee = 0
    }

    /// Records whether a progress frame is on standard error now; set before a frame is drawn and cleared after it
    /// is erased, so an interrupt between the two erases it.
    public static func setProgressLineShown(_ shown: Bool) {
        progressLineShown.pointee = shown ? 1 : 0
    }
}

/// Writes the lines held for standard error, if any, with `write(2)` (async-signal-safe), once.
private func writeHeldErrors() {
    var written = 0
    let count = heldErrors.count.pointee
    heldErrors.count.pointee = 0
    while written < count {
        let result = write(STDERR_FILENO, heldErrors.bytes + written, count - written)
        if result > 0 {
            written += result
        } else if result == -1 && errno == EINTR {
            continue
        } else {
            break
        }
    }
}

/// Erases the progress line when one is shown.
private func eraseProgressLine() {
    if progressLineShown.pointee != 0 {
        // A literal, so no memory is allocated here: only `write(2)` and `_exit`, both async-signal-safe.
        let erase: StaticString = "\r\u{1B}[K"
        _ = write(STDERR_FILENO, erase.utf8Start, erase.utf8CodeUnitCount)
    }
}

/// Passes the signal `number` to the pager that runs, if any, and waits for it to end, for up to
/// ``InterruptHandler/pagerGracePeriod`` (then `SIGKILL` and a wait); then ends the process by that signal (see
/// ``endProcess(by:)``).
private func endByTerminationSignal(_ number: Int32) {
    endingSignal.pointee = number
    let pager = pagerShown.pointee
    if pager.processID > 0 {
        // `kill`, `waitpid` and `poll` are all async-signal-safe. The input stays open: the console still writes
        // to it, and a pager that ends makes that write fail with `EPIPE`.
        kill(pager.processID, number)
        var status: Int32 = 0
        var waited: Int32 = 0
        var ended = false
        while !ended && waited < InterruptHandler.pagerGracePeriod {
            let result = waitpid(pager.processID, &status, WNOHANG)
            // Ended, or already waited for by the console (ECHILD).
            ended = result == pager.processID || (result == -1 && errno != EINTR)
            if !ended {
                _ = poll(nil, 0, 10)
                waited += 10
            }
        }
        if !ended {
            kill(pager.processID, SIGKILL)
            while waitpid(pager.processID, &status, 0) == -1, errno == EINTR {}
        }
    }
    endProcess(by: number)
}

/// Erases the progress line and writes the lines held for standard error, then ends the process: with 130 for
/// SIGINT, else by the signal `number` with its default action, or with 128 + `number` should that return.
private func endProcess(by number: Int32) -> Never {
    eraseProgressLine()
    writeHeldErrors()
    if number != SIGINT {
        // `signal(2)`, `sigprocmask(2)` and `raise(3)` are async-signal-safe: the signal is delivered again with
        // its default action once unblocked.
        signal(number, SIG_DFL)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        sigaddset(&unblocked, number)
        sigprocmask(SIG_UNBLOCK, &unblocked, nil)
        raise(number)
    }
    _exit(128 + number)
}

/// Erases the progress line when one is shown, or closes a pager's input and waits for it to quit when one runs,
/// writes the lines held for standard error, then ends the process with the shell's status for an interrupt
/// (128 + SIGINT).
private func endWithInterruptStatus(_ signal: Int32) {
    endingSignal.pointee = signal
    eraseProgressLine()
    let pager = pagerShown.pointee
    if pager.processID > 0 {
        // `close(2)` and `waitpid(2)` are async-signal-safe as well.
        if pager.input >= 0 { close(pager.input) }
        var status: Int32 = 0
        while waitpid(pager.processID, &status, 0) == -1, errno == EINTR {}
    }
    writeHeldErrors()
    _exit(128 + signal)
}
