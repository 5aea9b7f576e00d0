/// How important a log record is, from the most verbose (``trace``) to the most severe (``critical``).
///
/// Levels are ordered: a logger set to ``info`` emits `info` and everything above it.
public enum LogLevel: Int, Comparable, Sendable, CaseIterable, CustomStringConvertible {
    /// Very fine-grained detail, such as every byte count or cache decision.
    case trace
    /// Detail useful while debugging a feature.
    case debug
    /// Normal operation worth recording, such as a request being sent.
    case info
    /// A normal but significant event, such as falling back to cached data.
    case notice
    /// Something unexpected that the program recovered from.
    case warning
    /// An operation failed.
    case error
    /// The program cannot continue as intended.
    case critical

    /// Parses a level name case-insensitively, ignoring surrounding whitespace.
    ///
    /// Accepts every level ``name`` and the abbreviation `"warn"`; returns `nil` for anything else.
    public init?(parsing text: String) {
        let normalized = text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        if normalized == "warn" {
            self = .warning
            return
        }
        guard let level = LogLevel.allCases.first(where: { $0.name == normalized }) else { return nil }
        self = level
    }

    /// The lowercase name of the level, as written in log lines (`"warning"`, `"info"`, …).
    public var name: String {
        switch self {
        case .trace: "trace"
        case .debug: "debug"
        case .info: "info"
        case .notice: "notice"
        case .warning: "warning"
        case .error: "error"
        case .critical: "critical"
        }
    }

    /// The same as ``name``.
    public var description: String { name }

    /// Orders levels from least to most severe.
    public static func < (lhs: LogLevel, rhs: LogLevel) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
