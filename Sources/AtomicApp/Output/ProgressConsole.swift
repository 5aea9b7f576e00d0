/// A console that stops a ``ProgressSpinner`` before anything is written, so the spinner is erased before the
/// output and never mixes with it. Everything else is the wrapped console's.
struct ProgressConsole: Console {
    /// The console written to.
    let base: any Console
    /// The spinner stopped by the first write.
    let spinner: ProgressSpinner

    var isTerminal: Bool { base.isTerminal }
    var width: Int { base.width }
    var errorIsTerminal: Bool { base.errorIsTerminal }
    var isDumb: Bool { base.isDumb }

    /// Stops the spinner, then writes `text` to standard output.
    func write(_ text: String) {
        spinner.stop()
        base.write(text)
    }

    /// Stops the spinner, then writes `text` to standard error.
    func writeError(_ text: String) {
        spinner.stop()
        base.writeError(text)
    }

    /// Writes `text` to standard error as the wrapped console does; the spinner keeps turning.
    func writeProgress(_ text: String) {
        base.writeProgress(text)
    }
}
