/// What a screen shows as a whole: still loading with nothing to show, its content, an empty result, or a
/// failure with nothing to show.
public enum ScreenPhase: Sendable, Equatable, Hashable {
    /// The first load runs and nothing is there to show yet.
    case loading
    /// There is something to show.
    case content
    /// The load succeeded with nothing in it (an empty list).
    case empty
    /// The load failed and there is nothing to show; the presentation says why and whether retrying makes sense
    /// (``ErrorPresentation/isRetryable``).
    case failed(ErrorPresentation)

    /// Whether a first load has finished with something or nothing to show.
    public var hasLoaded: Bool {
        switch self {
        case .content, .empty: true
        case .loading, .failed: false
        }
    }
}
