import AtomicCore
import AtomicLogger
import Foundation
import Testing

@Suite struct LoggerTests {
    private let clock = TestClock()

    private func makeLogger(level: LogLevel = .info, sink: MemoryLogSink) -> Logger {
        Logger(label: "app", level: level, sinks: [sink], clock: clock)
    }

    @Test func recordsOnlyLevelsAtOrAboveTheThreshold() {
        let sink = MemoryLogSink()
        let logger = makeLogger(level: .warning, sink: sink)
        logger.trace("t")
        logger.debug("d")
        logger.info("i")
        logger.notice("n")
        logger.warning("w")
        logger.error("e")
        logger.critical("c")
        logger.log(.info, "also skipped")
        #expect(sink.records.map(\.message) == ["w", "e", "c"])
        #expect(sink.records.map(\.level) == [.warning, .error, .critical])
        #expect(logger.isEnabled(.warning))
        #expect(!logger.isEnabled(.notice))
    }

    @Test func messageAndMetadataAreNotEvaluatedBelowTheLevel() {
        let evaluations = Locked(0)
        func message() -> String {
            evaluations.withLock { $0 += 1 }
            return "expensive"
        }
        func context() -> [String: String] {
            evaluations.withLock { $0 += 1 }
            return ["k": "v"]
        }
        let sink = MemoryLogSink()
        let logger = makeLogger(level: .info, sink: sink)
        logger.debug(message(), metadata: context())
        logger.trace(message(), metadata: context())
        logger.log(.debug, message(), metadata: context())
        #expect(evaluations.withLock { $0 } == 0)
        logger.info(message(), metadata: context())
        #expect(evaluations.withLock { $0 } == 2)
        #expect(sink.records.count == 1)
    }

    @Test func disabledLoggerEvaluatesNothingAtAnyLevel() {
        let evaluations = Locked(0)
        func message() -> String {
            evaluations.withLock { $0 += 1 }
            return "never"
        }
        for level in LogLevel.allCases {
            #expect(!Logger.disabled.isEnabled(level))
            Logger.disabled.log(level, message())
        }
        Logger.disabled.critical(message())
        #expect(evaluations.withLock { $0 } == 0)
    }

    @Test func recordCarriesClockDateLabelAndSourceLocation() throws {
        let sink = MemoryLogSink()
        let logger = makeLogger(sink: sink)
        clock.advance(by: 1.5)
        let expectedLine: UInt = #line + 1
        logger.notice("hello", metadata: ["a": "1"])
        let record = try #require(sink.records.first)
        #expect(
            record
                == LogRecord(
                    date: Date(timeIntervalSince1970: 1_767_225_601.5),
                    level: .notice,
                    label: "app",
                    message: "hello",
                    metadata: ["a": "1"],
                    file: #fileID,
                    line: expectedLine
                )
        )
    }

    @Test func childLoggersJoinLabelsWithDots() {
        let sink = MemoryLogSink()
        let logger = makeLogger(sink: sink)
        logger.child(label: "net").info("one")
        logger.child(label: "net").child(label: "cache").info("two")
        Logger(label: "", sinks: [sink], clock: clock).child(label: "root").info("three")
        #expect(sink.records.map(\.label) == ["app.net", "app.net.cache", "root"])
    }

    @Test func metadataIsMergedAndPerCallValuesWin() {
        let sink = MemoryLogSink()
        let logger = makeLogger(sink: sink).with(metadata: ["request": "7", "feature": "users"])
        logger.child(label: "net").with(metadata: ["attempt": "1"])
            .info("sent", metadata: ["attempt": "2", "status": "200"])
        logger.info("plain")
        #expect(
            sink.records.map(\.metadata) == [
                ["request": "7", "feature": "users", "attempt": "2", "status": "200"],
                ["request": "7", "feature": "users"],
            ]
        )
    }

    @Test func everySinkReceivesTheSameRecord() throws {
        let first = MemoryLogSink()
        let second = MemoryLogSink()
        let directory = try TemporaryDirectory()
        let fileSink = FileLogSink(url: directory.url.appendingPathComponent("atomic.log"))
        let pipe = Pipe()
        let stderrSink = StderrLogSink(handle: pipe.fileHandleForWriting)
        let logger = Logger(label: "app", sinks: [first, fileSink, stderrSink, second], clock: clock)
        logger.error("boom", metadata: ["code": "42"])
        try pipe.fileHandleForWriting.close()
        let terminal = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let file = try String(contentsOf: fileSink.url, encoding: .utf8)
        #expect(first.records == second.records)
        #expect(first.records.count == 1)
        #expect(terminal == "2026-01-01T00:00:00.000Z error [app] boom code=42\n")
        #expect(file.hasPrefix("{") && file.contains(#""message":"boom""#))
    }

    @Test func secretsAreRedactedBeforeAnySinkSeesTheRecord() throws {
        let sink = MemoryLogSink()
        let logger = makeLogger(sink: sink).registering(secret: "ghp_s3cr3t")
        logger.info(
            "sending Authorization: Bearer ghp_s3cr3t",
            metadata: ["Authorization": "Bearer ghp_s3cr3t", "url": "https://x/?q=ghp_s3cr3t"]
        )
        let record = try #require(sink.records.first)
        #expect(record.message == "sending Authorization: [REDACTED]")
        #expect(record.metadata == ["Authorization": "[REDACTED]", "url": "https://x/?q=[REDACTED]"])
        #expect(!"\(sink.records)".contains("s3cr3t"))
    }

    @Test func concurrentLoggingLosesNoRecords() async throws {
        let memory = MemoryLogSink()
        let directory = try TemporaryDirectory()
        let fileSink = FileLogSink(url: directory.url.appendingPathComponent("atomic.log"))
        let logger = Logger(label: "load", sinks: [memory, fileSink], clock: clock)
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<20 {
                group.addTask {
                    for index in 0..<50 {
                        logger.info("task \(task) record \(index)")
                    }
                }
            }
        }
        #expect(memory.records.count == 1000)
        #expect(Set(memory.records.map(\.message)).count == 1000)
        let lines = try String(contentsOf: fileSink.url, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 1000)
        let decodable = lines.filter { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) != nil }
        #expect(decodable.count == 1000)
    }
}
