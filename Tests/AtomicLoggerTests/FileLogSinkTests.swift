import AtomicLogger
import Foundation
import Testing

@Suite struct FileLogSinkTests {
    private func record(_ message: String) -> LogRecord {
        LogRecord(
            date: Date(timeIntervalSince1970: 1_767_225_600),
            level: .info,
            label: "t",
            message: message,
            file: "F.swift",
            line: 1
        )
    }

    private func permissions(of url: URL) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        let number = try #require(attributes[.posixPermissions] as? NSNumber)
        return number.intValue & 0o777
    }

    private func messages(in url: URL) throws -> [String] {
        try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return try #require(object?["message"] as? String)
        }
    }

    @Test func createsMissingDirectoriesAndAnOwnerOnlyFile() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("logs/nested/atomic.log")
        let sink = FileLogSink(url: url, maxBytes: 10_000, maxFiles: 2)
        #expect(!FileManager.default.fileExists(atPath: url.path))
        sink.write(record("hello"))
        #expect(try permissions(of: url) == 0o600)
        #expect(try messages(in: url) == ["hello"])
    }

    @Test func appendsToAnExistingFileAndNarrowsItsMode() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("atomic.log")
        FileLogSink(url: url).write(record("one"))
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: url.path)
        FileLogSink(url: url).write(record("two"))
        #expect(try messages(in: url) == ["one", "two"])
        #expect(try permissions(of: url) == 0o600)
    }

    @Test func rotatesBySizeKeepingAtMostMaxFilesAndDroppingTheOldest() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("atomic.log")
        let lineLength = LogFormat.jsonLines.line(for: record("message 1")).utf8.count + 1
        let sink = FileLogSink(url: url, maxBytes: lineLength * 2, maxFiles: 2)
        for index in 1...9 {
            sink.write(record("message \(index)"))
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted()
        #expect(names == ["atomic.log", "atomic.log.1", "atomic.log.2"])
        #expect(try messages(in: url) == ["message 9"])
        #expect(try messages(in: url.appendingPathExtension("1")) == ["message 7", "message 8"])
        #expect(try messages(in: url.appendingPathExtension("2")) == ["message 5", "message 6"])
        for name in names {
            let size = try #require(
                FileManager.default.attributesOfItem(atPath: directory.url.appendingPathComponent(name).path)[.size]
                    as? NSNumber
            )
            #expect(size.intValue <= lineLength * 2)
            #expect(try permissions(of: directory.url.appendingPathComponent(name)) == 0o600)
        }
    }

    @Test func withoutRotatedFilesTheLogStartsAfresh() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("atomic.log")
        let lineLength = LogFormat.jsonLines.line(for: record("message 1")).utf8.count + 1
        let sink = FileLogSink(url: url, maxBytes: lineLength, maxFiles: 0)
        for index in 1...3 {
            sink.write(record("message \(index)"))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["atomic.log"])
        #expect(try messages(in: url) == ["message 3"])
    }

    @Test func aRecordLargerThanMaxBytesIsStillWrittenWhole() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("atomic.log")
        let sink = FileLogSink(url: url, maxBytes: 10, maxFiles: 1)
        sink.write(record("a long message that exceeds ten bytes"))
        sink.write(record("another"))
        #expect(try messages(in: url) == ["another"])
        #expect(try messages(in: url.appendingPathExtension("1")) == ["a long message that exceeds ten bytes"])
    }

    @Test func anUnwritableLocationDropsRecordsWithoutCrashing() throws {
        let directory = try TemporaryDirectory()
        let blocker = directory.url.appendingPathComponent("not-a-directory")
        try Data("x".utf8).write(to: blocker)
        let notes = Pipe()
        let logFile = blocker.appendingPathComponent("atomic.log")
        let sink = FileLogSink(url: logFile, failureNotes: notes.fileHandleForWriting)
        sink.write(record("lost"))
        sink.write(record("lost again"))
        try notes.fileHandleForWriting.close()
        #expect(try String(contentsOf: blocker, encoding: .utf8) == "x")
        #expect(!FileManager.default.fileExists(atPath: logFile.path))
        let noted = String(decoding: notes.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        // One line, once, naming the file; the reason's wording is the platform's.
        #expect(noted.hasPrefix("warning: cannot write the log file \(logFile.path) ("))
        #expect(noted.hasSuffix("); log records are dropped\n"))
        #expect(noted.filter { $0 == "\n" }.count == 1)
        #expect(!noted.contains("Error Domain"))
    }
}
