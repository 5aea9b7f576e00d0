import Foundation

extension Duration {
    /// The longest duration the saturating conversions return: 100 years, far beyond any wait or age that
    /// matters, and small enough that adding it to any `Date` or multiplying it by 1000 cannot overflow.
    public static let saturationLimit: Duration = .seconds(100 * 365 * 86_400)

    /// `seconds` as a duration, never trapping: negative values and `NaN` give zero, values past
    /// ``saturationLimit`` (infinity included) give ``saturationLimit``; otherwise exact to the millisecond.
    public static func saturating(seconds: Double) -> Duration {
        guard !seconds.isNaN, seconds > 0 else { return .zero }
        let limit = saturationLimit.timeInterval
        guard seconds < limit else { return saturationLimit }
        return .milliseconds(Int64((seconds * 1000).rounded()))
    }

    /// The time from `start` to `end` (zero when `end` is not later), saturating like ``saturating(seconds:)``.
    public static func saturating(from start: Date, to end: Date) -> Duration {
        saturating(seconds: end.timeIntervalSince(start))
    }
}
