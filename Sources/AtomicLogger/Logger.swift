import AtomicCore
import Foundation

/// A leveled, structured logger that redacts secrets and fans records out to sinks.
///
/// A logger is a small value: copy it, derive ``child(label:)`` loggers or attach context with
/// ``with(metadata:)`` freely, from any task or thread. Messages and metadata are autoclosures,
/// so a record below ``level`` (or any record of a logger without sinks) costs one comparison
/// and its message is never built. Every record passes through the ``redactor`` before a sink sees it.
///
/// Logging never throws: a sink whose destination fails (a full disk) loses the record rather than fail the
/// code that logs (see ``LogSink``). Pass ``disabled`` where no log is wanted: it records nothing and evaluates
/// nothing.
///
/// ```swift
/// let root = Logger(label: "atomic", level: .notice, sinks: [StderrLogSink()]).registering(secret: token)
/// let http = root.child(label: "http").with(metadata: ["host": "api.github.com"])
/// http.debug("skipped: below .notice, and this string is never built")
/// http.warning("rate limit low", metadata: ["remaining": "9"])
/// // 2026-01-01T00:00:00.000Z warning [atomic.http] rate limit low host=api.github.com remaining=9
/// ```
public struct Logger: Sendable {
    /// The name of the component that logs, written in every record (`"atomic.networking"`).
    public let label: String
    /// The least severe level that is recorded; anything below it is skipped.
    public var level: LogLevel
    /// Where records go, in order; each record goes to every sink.
    public let sinks: [any LogSink]
    /// Removes secrets from every record before the sinks see it.
    public let redactor: LogRedactor
    /// Context merged into every record; metadata passed to a single call wins on equal keys.
    public let metadata: [String: String]
    private let clock: any AppClock

    /// Creates a logger named `label` that records `level` and above to `sinks`,
    /// redacting with `redactor` and dating records by `clock`.
    public init(
        label: String,
        level: LogLevel = .info,
        sinks: [any LogSink],
        redactor: LogRedactor = .standard,
        clock: any AppClock = SystemClock()
    ) {
        self.init(label: label, level: level, sinks: sinks, redactor: redactor, metadata: [:], clock: clock)
    }

    private init(
        label: String,
        level: LogLevel,
        sinks: [any LogSink],
        redactor: LogRedactor,
        metadata: [String: String],
        clock: any AppClock
    ) {
        self.label = label
        self.level = level
        self.sinks = sinks
        self.redactor = redactor
        self.metadata = metadata
        self.clock = clock
    }

    /// A logger that records nothing and never evaluates its messages.
    public static let disabled = Logger(label: "disabled", level: .critical, sinks: [])

    /// Whether a record at `level` would reach the sinks.
    public func isEnabled(_ level: LogLevel) -> Bool {
        level >= self.level && !sinks.isEmpty
    }

    /// Records `message` at `level` with `metadata`, unless `level` is below ``level``,
    /// in which case neither autoclosure is evaluated.
    public func log(
        _ level: LogLevel,
        _ message: @autoclosure () -> String,
        metadata: @autoclosure () -> [String: String] = [:],
        file: String = #fileID,
        line: UInt = #line
    ) {
        guard isEnabled(level) else { return }
        var merged = self.metadata
        merged.merge(metadata()) { _, new in new }
        let record = LogRecord(
            date: clock.now,
            level: level,
            label: label,
            message: message(),
            metadata: merged,
            file: file,
            line: line
        )
        let redacted = redactor.redact(record)
        for sink in sinks {
            sink.write(redacted)
        }
    }

    /// Records `message` at ``LogLevel/trace``.
    public func trace(
        _ message: @autoclosure () -> String,
        metadata: @autoclosure () -> [String: String] = [:],
        file: String = #fileID,
        line: UInt = #line
    ) {
        log(.trace, message(), metadata: metadata(), file: file, line: line)
    }

    /// Records `message` at ``LogLevel/debug``.
    public func debug(
        _ message: @autoclosure () -> String,
        metadata: @autoclosure () -> [String: String] = [:],
        file: String = #fileID,
        line: UInt = #line
    ) {
        log(.debug, message(), metadata: metadata(), file: file, line: line)
    }

    /// Records `message` at ``LogLevel/info``.
    public func info(
        _ message: @autoclosure () -> String,
        metadata: @autoclosure () -> [String: String] = [:],
        file: String = #fileID,
        line: UInt = #line
    ) {
        log(.info, message(), metadata: metadata(), file: file, line: line)
    }

    /// Records `message` at ``LogLevel/notice``.
    public func notice(
        _ message: @autoclosure () -> String,
        metadata: @autoclosure () -> [String: String] = [:],
        file: String = #fileID,
        line: UInt = #line
    ) {
        log(.notice, message(), metadata: metadata(), file: file, line: line)
    }

    /// Records `message` at ``LogLevel/warning``.
    public func warning(
        _ message: @autoclosure () -> String,
        metadata: @autoclosure () -> [String: String] = [:],
        file: String = #fileID,
        line: UInt = #line
    ) {
        log(.warning, message(), metadata: metadata(), file: file, line: line)
    }

    /// Records `message` at ``LogLevel/error``.
    public func error(
        _ message: @autoclosure () -> String,
        metadata: @autoclosure () -> [String: String] = [:],
        file: String = #fileID,
        line: UInt = #line
    ) {
        log(.error, message(), metadata: metadata(), file: file, line: line)
    }

    /// Records `message` at ``LogLevel/critical``.
    public func critical(
        _ message: @autoclosure () -> String,
        metadata: @autoclosure () -> [String: String] = [:],
        file: String = #fileID,
        line: UInt = #line
    ) {
        log(.critical, message(), metadata: metadata(), file: file, line: line)
    }

    /// A logger for a part of this component, labelled `"<label>.<child>"`, sharing sinks,
    /// level, redactor, metadata and clock.
    public func child(label child: String) -> Logger {
        let childLabel = label.isEmpty ? child : (child.isEmpty ? label : "\(label).\(child)")
        return Logger(
            label: childLabel,
            level: level,
            sinks: sinks,
            redactor: redactor,
            metadata: metadata,
            clock: clock
        )
    }

    /// A logger that adds `metadata` to every record; on equal keys the new values win.
    public func with(metadata extra: [String: String]) -> Logger {
        Logger(
            label: label,
            level: level,
            sinks: sinks,
            redactor: redactor,
            metadata: metadata.merging(extra) { _, new in new },
            clock: clock
        )
    }

    /// A logger that also removes every occurrence of `secret` from what it records.
    public func registering(secret: String) -> Logger {
        Logger(
            label: label,
            level: level,
            sinks: sinks,
            redactor: redactor.registering(secret: secret),
            metadata: metadata,
            clock: clock
        )
    }
}
