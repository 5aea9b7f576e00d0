import AtomicCore
import AtomicOutput

/// The console a command writes to under `--jq`: what it writes to standard output is kept whole, as the JSON
/// document ``JQFilter`` runs on once the command has finished; standard error, progress and the width are
/// `base`'s. Standard output counts as no terminal, so the command writes its JSON as it does for a program.
final class JQDocumentConsole: Console {
    /// The console the results and every message go to.
    let base: any Console
    private let document = Locked<[UInt8]>([])

    /// A console keeping standard output for `base`'s filter.
    init(base: any Console) {
        self.base = base
    }

    /// Everything written to standard output so far.
    var bytes: [UInt8] { document.withLock { $0 } }

    /// Never a terminal: the JSON is for the filter.
    var isTerminal: Bool { false }
    /// `base`'s width.
    var width: Int { base.width }
    /// Whether `base`'s standard error is a terminal.
    var errorIsTerminal: Bool { base.errorIsTerminal }
    /// Whether `base` is `TERM=dumb`.
    var isDumb: Bool { base.isDumb }

    /// Keeps `text`.
    func write(_ text: String) {
        document.withLock { $0 += text.utf8 }
    }

    /// Keeps `bytes`.
    func write(utf8 bytes: [UInt8]) {
        document.withLock { $0 += bytes }
    }

    /// Writes `text` to `base`'s standard error.
    func writeError(_ text: String) {
        base.writeError(text)
    }

    /// Writes the spinner's frame through `base`.
    func writeProgress(_ text: String) {
        base.writeProgress(text)
    }

    /// Shows `spinner` through `base`, which stops it on the first write of the results.
    func showProgress(_ spinner: ProgressSpinner) {
        base.showProgress(spinner)
    }
}
