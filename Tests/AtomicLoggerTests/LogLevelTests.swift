import AtomicLogger
import Testing

@Suite struct LogLevelTests {
    @Test(arguments: [
        ("trace", LogLevel.trace), ("DEBUG", .debug), ("Info", .info), ("notice", .notice),
        ("warning", .warning), ("WARN", .warning), (" error\n", .error), ("Critical", .critical),
    ])
    func parsesNamesCaseInsensitively(text: String, expected: LogLevel) {
        #expect(LogLevel(parsing: text) == expected)
    }

    @Test(arguments: ["", "verbose", "warnings", "3", "err"])
    func rejectsUnknownNames(text: String) {
        #expect(LogLevel(parsing: text) == nil)
    }

    @Test func levelsAreOrderedBySeverityAndNamesRoundTrip() {
        #expect(LogLevel.allCases == [.trace, .debug, .info, .notice, .warning, .error, .critical])
        #expect(LogLevel.allCases == LogLevel.allCases.sorted())
        #expect(LogLevel.warning > .info)
        for level in LogLevel.allCases {
            #expect(LogLevel(parsing: level.name) == level)
            #expect("\(level)" == level.name)
        }
    }
}
