import AtomicCore
import Domain

/// What the interactive app shares with every feature's screen builder: the home screen's status use case (whether
/// the data is the demo data, whose budget a screen does not show) and the clock.
struct ScreenContext: Sendable {
    /// The features' cache status and GitHub's rate-limit budget.
    let status: GetFeatureStatusUseCase
    /// The time source of every view model.
    let clock: any AppClock
}
