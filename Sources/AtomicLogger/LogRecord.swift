import Foundation

/// One event handed to log sinks: when it happened, how important it is, who logged it and what was said.
///
/// By the time a sink receives a record, secrets have already been redacted by the ``Logger``.
public struct LogRecord: Sendable, Equatable {
    /// The moment the event was logged, taken from the logger's clock.
    public var date: Date
    /// The importance of the event.
    public var level: LogLevel
    /// The name of the component that logged it, such as `"atomic.networking"`.
    public var label: String
    /// The human-readable message.
    public var message: String
    /// Structured key–value context, such as `["status": "404"]`.
    public var metadata: [String: String]
    /// The source file that logged the event, as given by `#fileID`.
    public var file: String
    /// The source line that logged the event.
    public var line: UInt

    /// Creates a record from all of its parts.
    public init(
        date: Date,
        level: LogLevel,
        label: String,
        message: String,
        metadata: [String: String] = [:],
        file: String = #fileID,
        line: UInt = #line
    ) {
        self.date = date
        self.level = level
        self.label = label
        self.message = message
        self.metadata = metadata
        self.file = file
        self.line = line
    }
}
