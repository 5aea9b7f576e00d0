import TerminalUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension StandardConsole {
    /// The pager's part in the console: asked for, running, or quit before it read everything; and what was
    /// written to standard error since it was asked for.
    struct Paging {
        enum Phase {
            /// Standard output is written as it is.
            case off
            /// The pager to start on the first write to standard output, and whether a missing program is told.
            case asked(PagerCommand, environment: [String: String], warnsWhenMissing: Bool)
            /// The pager runs and reads what is written.
            case running(PagerProcess)
            /// The pager stopped reading (`q` in less): the rest of the output is not wanted.
            case quit(PagerProcess)
        }

        var phase = Phase.off
        /// Lines for a standard error on the terminal, kept from the moment a pager is asked for and written after
        /// it quits (or when none starts), so that they neither draw over the pager nor scroll away under it.
        var heldErrors: [UInt8] = []
        /// Whether `SIGPIPE` was ignored before the pager started, so that it is left so afterwards.
        var pipeSignalWasIgnored = false

        /// The pager that runs or quit, if any.
        var process: PagerProcess? {
            switch phase {
            case .running(let process), .quit(let process): process
            case .off, .asked: nil
            }
        }

        /// Whether a pager is asked for, runs or quit: standard error is held meanwhile.
        var isActive: Bool {
            if case .off = phase { return false }
            return true
        }
    }

    /// Pages what is written to standard output from now on through `pager`, started with `environment` (plus
    /// `LESS`, `LV` and `LESSCHARSET`, see ``PagerProcess/environment(for:)``) on the first write, so that a
    /// command that fails before it prints anything starts no pager.
    ///
    /// From this call on, lines for a standard error on the terminal are held (up to ``heldErrorLimit`` bytes) and
    /// written, in order, once the pager has quit, or by ``finish(status:)`` when no pager started, so that no
    /// warning scrolls away under the pager's screen. While the pager runs, `SIGPIPE` is ignored, so that a pager
    /// that quits early is an `EPIPE` and not the end of the process. A pager that cannot be started is one
    /// `warning:` line on standard error (none for a program that is not installed when `warnsWhenMissing` is
    /// false: the pager nobody chose), and the output goes to standard output as it would without one.
    /// ``finish(status:)`` closes its input and waits for it; a pager that ended by a signal or with a status other
    /// than 0 is one `warning:` line then (see ``PagerProcess/Ending/warning(program:)``).
    public func page(through pager: PagerCommand, environment: [String: String], warnsWhenMissing: Bool) {
        paging.withLock { paging in
            if case .off = paging.phase {
                paging.phase = .asked(pager, environment: environment, warnsWhenMissing: warnsWhenMissing)
            }
        }
    }

    /// The descriptor output goes to: standard output, or the pager's input once it has started (starting it on
    /// the first call); nil when the pager quit.
    func outputDescriptor() -> Int32? {
        let (descriptor, failure, held) = paging.withLock { paging -> (Int32?, String?, [UInt8]) in
            switch paging.phase {
            case .off: return (STDOUT_FILENO, nil, [])
            case .running(let process): return (process.input, nil, [])
            case .quit: return (nil, nil, [])
            case .asked(let command, let environment, let warnsWhenMissing):
                do throws(PagerStartFailure) {
                    let process = try PagerProcess.start(command, environment: environment)
                    let previous = signal(SIGPIPE, SIG_IGN)
                    paging.pipeSignalWasIgnored = previous.map { unsafeBitCast($0, to: Int.self) == 1 } ?? false
                    InterruptHandler.setPager(processID: process.processID, input: process.input)
                    paging.phase = .running(process)
                    return (process.input, nil, [])
                } catch {
                    let held = paging.heldErrors
                    paging = Paging()
                    let silent = !warnsWhenMissing && error.code == ENOENT
                    let warning =
                        "warning: could not start the pager \(error.program) (\(error.reason)); printing without it\n"
                    return (STDOUT_FILENO, silent ? nil : warning, held)
                }
            }
        }
        writeHeldErrors(held)
        if let failure { writeError(failure) }
        return descriptor
    }

    /// Closes the pager's input, waits for it to quit, puts `SIGPIPE` back as it was, writes the lines held for
    /// standard error, then a `warning:` line when the pager ended by a signal or with a status other than 0; when
    /// no pager started, only the lines held.
    func endPaging() {
        let ended = paging.withLock { paging -> (PagerProcess?, [UInt8], Bool) in
            defer { paging = Paging() }
            return (paging.process, paging.heldErrors, paging.pipeSignalWasIgnored)
        }
        let (process, heldErrors, pipeSignalWasIgnored) = ended
        guard let process else {
            writeHeldErrors(heldErrors)
            return
        }
        // The handler must not close the descriptor again, but waits for the pager until it has quit.
        InterruptHandler.setPager(processID: process.processID, input: -1)
        let ending = process.finish()
        InterruptHandler.setPager(processID: 0, input: -1)
        signal(SIGPIPE, pipeSignalWasIgnored ? SIG_IGN : SIG_DFL)
        writeHeldErrors(heldErrors)
        // A signal that ended the pager (Ctrl-C, SIGTERM, SIGHUP) ends the process too, whichever thread took it.
        InterruptHandler.endIfSignalled()
        if let warning = ending.warning(program: process.program) { writeError(warning) }
    }

    /// Writes `bytes`, lines held for standard error and sanitised already, to standard error, after telling the
    /// signal handlers to forget their copy (under the lock their copy is made under).
    private func writeHeldErrors(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        paging.withLock { _ in InterruptHandler.releaseHeldErrors() }
        guard errorFailure == nil else { return }
        stopProgress()
        do {
            try FileDescriptorWriter(descriptor: STDERR_FILENO).write(bytes)
        } catch {
            recordErrorFailure(error)
        }
    }

    /// Keeps `line` for standard error until the pager quits (or ``finish(status:)`` when none starts), when one
    /// is asked for or runs, standard error is the terminal and the limit allows; says whether it was kept.
    func holdWhilePaging(_ line: [UInt8]) -> Bool {
        guard errorIsTerminal else { return false }
        return paging.withLock { paging in
            guard paging.isActive, paging.heldErrors.count + line.count <= Self.heldErrorLimit else {
                return false
            }
            paging.heldErrors += line
            // A copy for the signal handlers, so that Ctrl-C, SIGTERM or SIGHUP write it rather than lose it.
            InterruptHandler.holdError(line)
            return true
        }
    }
}
