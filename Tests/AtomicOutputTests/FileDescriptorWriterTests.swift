import AtomicCore
import AtomicOutput
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writing through `write(2)`: everything arrives, in order, through partial writes and a full non-blocking
/// pipe; a descriptor that cannot be written gives a typed failure instead of a trap.
@Suite struct FileDescriptorWriterTests {
    @Test("4 MiB through a non-blocking pipe arrive whole, in order")
    func partialWritesAndFullPipe() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        let (readEnd, writeEnd) = (ends[0], ends[1])
        #expect(fcntl(writeEnd, F_SETFL, fcntl(writeEnd, F_GETFL) | O_NONBLOCK) == 0)
        let bytes = (0..<(4 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 11) }

        let received = ReceivedBytes()
        let reader = Thread {
            let handle = FileHandle(fileDescriptor: readEnd, closeOnDealloc: true)
            received.set(handle.readDataToEndOfFile())
            received.done.signal()
        }
        reader.start()
        try FileDescriptorWriter(descriptor: writeEnd).write(bytes)
        close(writeEnd)
        received.done.wait()

        #expect(received.get() == Data(bytes))
    }

    @Test("a descriptor open only for reading fails with EBADF")
    func readOnlyDescriptor() throws {
        let descriptor = open("/dev/null", O_RDONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        #expect(throws: OutputFailure(code: EBADF)) {
            try FileDescriptorWriter(descriptor: descriptor).write(Array("hello".utf8))
        }
    }

    @Test("a full device fails with ENOSPC", .enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
    func fullDevice() throws {
        let descriptor = open("/dev/full", O_WRONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        #expect(throws: OutputFailure(code: ENOSPC)) {
            try FileDescriptorWriter(descriptor: descriptor).write(Array("hello".utf8))
        }
        #expect(
            OutputFailure(code: ENOSPC).message == "could not write the output (\(String(cString: strerror(ENOSPC))))")
        #expect(!OutputFailure(code: ENOSPC).isBrokenPipe)
        #expect(OutputFailure(code: EPIPE).isBrokenPipe)
    }

    @Test("writing nothing succeeds without a call that could fail")
    func emptyWrite() throws {
        try FileDescriptorWriter(descriptor: -1).write([])
    }
}

/// The bytes a reader thread collected, handed over once it has finished.
private final class ReceivedBytes: Sendable {
    let done = DispatchSemaphore(value: 0)
    private let data = Locked(Data())

    func set(_ value: Data) { data.withLock { $0 = value } }
    func get() -> Data { data.withLock { $0 } }
}
