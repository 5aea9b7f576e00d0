import Foundation

/// One printed result: two ways of doing the same work, side by side, and how many times faster the first is.
struct ComparisonLine {
    /// What was measured.
    let title: String
    /// The name and median time of the way the project does it.
    let chosen: (name: String, time: Duration)
    /// The name and median time of the alternative.
    let alternative: (name: String, time: Duration)

    /// The line as printed.
    var text: String {
        let ratio = alternative.time.milliseconds / max(chosen.time.milliseconds, 0.001)
        return String(
            format: "%@\n  %@ %9.2f ms   %@ %9.2f ms   ratio %.1fx\n", title,
            chosen.name.padding(toLength: 28, withPad: " ", startingAt: 0),
            chosen.time.milliseconds, alternative.name.padding(toLength: 28, withPad: " ", startingAt: 0),
            alternative.time.milliseconds, ratio)
    }
}
