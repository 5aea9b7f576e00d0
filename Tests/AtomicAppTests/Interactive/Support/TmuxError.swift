/// Why a tmux step failed.
enum TmuxError: Error {
    /// The awaited screen did not show in time.
    case timedOut(String)
    /// A tmux command exited with a failure.
    case failed(String)
}
