import AtomicLogger
import Foundation
import Testing

@Suite struct LogSinkTests {
    private func record(_ message: String) -> LogRecord {
        LogRecord(date: Date(timeIntervalSince1970: 1_767_225_600), level: .info, label: "t", message: message)
    }

    @Test func stderrSinkWritesOneTextLinePerRecord() throws {
        let pipe = Pipe()
        let sink = StderrLogSink(handle: pipe.fileHandleForWriting)
        sink.write(record("first"))
        sink.write(record("second\nstill second"))
        try pipe.fileHandleForWriting.close()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(
            output == """
                2026-01-01T00:00:00.000Z info [t] first
                2026-01-01T00:00:00.000Z info [t] second\\nstill second

                """
        )
    }

    @Test func stderrSinkCanWriteJSONLines() throws {
        let pipe = Pipe()
        StderrLogSink(format: .jsonLines, handle: pipe.fileHandleForWriting).write(record("x"))
        try pipe.fileHandleForWriting.close()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["message"] as? String == "x")
    }

    @Test func memorySinkKeepsRecordsInOrderUntilCleared() {
        let sink = MemoryLogSink()
        sink.write(record("a"))
        sink.write(record("b"))
        #expect(sink.records.map(\.message) == ["a", "b"])
        sink.clear()
        #expect(sink.records.isEmpty)
        sink.write(record("c"))
        #expect(sink.records.map(\.message) == ["c"])
    }
}
