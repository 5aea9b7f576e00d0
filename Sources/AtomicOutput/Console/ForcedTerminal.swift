/// gh's `GH_FORCE_TTY`: output written as it is for a terminal (tables, styles, hyperlinks) even when standard
/// output is a pipe or a file, fitted to a width the value may give.
///
/// Any value but the empty text forces it. A whole number of at least ``StandardConsole/narrowest`` (20) is the
/// width in columns; a number followed by `%` is that share of the width measured otherwise (`COLUMNS`, else the
/// terminal on standard output or standard error, else 80); anything else, a smaller number such as the `1` many
/// set it to included, keeps the measured width. Only how output is written changes: a pager and the
/// interactive app still need standard output to be a real terminal.
public enum ForcedTerminal: Equatable, Sendable {
    /// The width measured as usual.
    case measuredWidth
    /// This many columns.
    case columns(Int)
    /// This share, in percent, of the width measured as usual.
    case percentage(Int)

    /// The forcing `value` (the variable's text) asks for; nil when it is absent or empty.
    public init?(_ value: String?) {
        guard let value, !value.isEmpty else { return nil }
        if let columns = Int(value), columns >= StandardConsole.narrowest {
            self = .columns(columns)
        } else if value.hasSuffix("%"), let share = Int(value.dropLast()), share > 0 {
            self = .percentage(share)
        } else {
            self = .measuredWidth
        }
    }

    /// The width to fit output to, in columns, given the width `measured` otherwise; not yet bounded to what a
    /// console uses. A share is rounded down, and taken of at most 2²⁰ columns and at most 1,000 %, so that no
    /// value traps.
    public func width(measured: Int) -> Int {
        switch self {
        case .measuredWidth:
            return measured
        case .columns(let columns):
            return columns
        case .percentage(let share):
            let bounded = min(max(measured, 0), 1 << 20)
            return bounded * min(share, 1_000) / 100
        }
    }
}
