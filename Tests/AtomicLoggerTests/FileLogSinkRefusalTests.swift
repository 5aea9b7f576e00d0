import AtomicLogger
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Anything but a regular file at the log's path turns logging off for the run, with one warning, and is
/// never followed, waited on or written to.
@Suite struct FileLogSinkRefusalTests {
    private func record(_ message: String) -> LogRecord {
        LogRecord(
            date: Date(timeIntervalSince1970: 1_767_225_600), level: .info, label: "t", message: message,
            file: "F.swift", line: 1)
    }

    /// Writes two records through a sink at `url` and returns what it noted on its warning channel.
    private func notes(writingTo url: URL) throws -> String {
        let notes = Pipe()
        let sink = FileLogSink(url: url, failureNotes: notes.fileHandleForWriting)
        sink.write(record("first"))
        sink.write(record("second"))
        try notes.fileHandleForWriting.close()
        return String(decoding: notes.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    @Test func aSymbolicLinkIsNotFollowed() throws {
        let directory = try TemporaryDirectory()
        let target = directory.url.appendingPathComponent("target.txt")
        try Data("precious\n".utf8).write(to: target)
        let url = directory.url.appendingPathComponent("atomic.log")
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target.path)

        let noted = try notes(writingTo: url)

        #expect(try Data(contentsOf: target) == Data("precious\n".utf8))
        #expect(
            noted == "warning: the log file \(url.path) is not a regular file (a symbolic link); "
                + "logging is off for this run\n")
    }

    @Test func aDanglingSymbolicLinkCreatesNothingAtItsTarget() throws {
        let directory = try TemporaryDirectory()
        let target = directory.url.appendingPathComponent("elsewhere.log")
        let url = directory.url.appendingPathComponent("atomic.log")
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target.path)

        let noted = try notes(writingTo: url)

        #expect(!FileManager.default.fileExists(atPath: target.path))
        #expect(noted.contains("(a symbolic link); logging is off for this run"))
        #expect(noted.filter { $0 == "\n" }.count == 1)
    }

    @Test func aFIFOWithoutAReaderDoesNotHang() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("atomic.log")
        #expect(mkfifo(url.path, 0o600) == 0)

        let noted = try notes(writingTo: url)

        #expect(noted.hasPrefix("warning: the log file \(url.path) is not a regular file ("))
        #expect(noted.hasSuffix("); logging is off for this run\n"))
        #expect(noted.filter { $0 == "\n" }.count == 1)
    }

    @Test func aFIFOWithAReaderIsNotWrittenTo() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("atomic.log")
        #expect(mkfifo(url.path, 0o600) == 0)
        let reader = open(url.path, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }

        let noted = try notes(writingTo: url)

        var buffer = [UInt8](repeating: 0, count: 64)
        let count = read(reader, &buffer, buffer.count)
        #expect(count == 0)
        #expect(
            noted == "warning: the log file \(url.path) is not a regular file (a FIFO); logging is off for this run\n")
    }

    @Test func aDirectoryIsLeftAlone() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("atomic.log")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)

        let noted = try notes(writingTo: url)

        #expect(try FileManager.default.contentsOfDirectory(atPath: url.path).isEmpty)
        #expect(
            noted == "warning: the log file \(url.path) is not a regular file (a directory); "
                + "logging is off for this run\n")
    }

    @Test func rotationRenamesALinkWithoutFollowingIt() throws {
        let directory = try TemporaryDirectory()
        let target = directory.url.appendingPathComponent("target.txt")
        try Data("precious\n".utf8).write(to: target)
        let url = directory.url.appendingPathComponent("atomic.log")
        let rotated = url.appendingPathExtension("1")
        try FileManager.default.createSymbolicLink(atPath: rotated.path, withDestinationPath: target.path)
        let sink = FileLogSink(url: url, maxBytes: 10, maxFiles: 1)

        sink.write(record("one"))
        sink.write(record("two"))

        #expect(try Data(contentsOf: target) == Data("precious\n".utf8))
        let attributes = try FileManager.default.attributesOfItem(atPath: rotated.path)
        #expect(attributes[.type] as? FileAttributeType == .typeRegular)
        #expect(try String(contentsOf: rotated, encoding: .utf8).contains("\"one\""))
    }
}
