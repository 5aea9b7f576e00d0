import Foundation
import Testing

@testable import TerminalUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An `InputReader` on a pipe that stands in for the terminal.
private final class PipeInput {
    let readEnd: Int32
    let writeEnd: Int32

    init() throws {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw TerminalError.pipeFailed(errno: errno) }
        (readEnd, writeEnd) = (ends[0], ends[1])
    }

    func send(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
    }

    func closeWriting() {
        close(writeEnd)
    }

    deinit {
        close(readEnd)
    }
}

@Suite struct InputReaderTests {
    private func next(_ iterator: inout AsyncStream<TerminalEvent>.Iterator, count: Int) async -> [TerminalEvent] {
        var events: [TerminalEvent] = []
        while events.count < count, let event = await iterator.next() { events.append(event) }
        return events
    }

    @Test func keysArriveInOrderAcrossWrites() async throws {
        let input = try PipeInput()
        let reader = try InputReader(descriptor: input.readEnd, handlesResize: false) {
            TerminalSize(columns: 1, rows: 1)
        }
        var iterator = reader.events.makeAsyncIterator()
        input.send(Array("j\u{1B}[".utf8))
        input.send(Array("B日".utf8))
        let events = await next(&iterator, count: 3)
        #expect(events == [.key(.character("j")), .key(.down), .key(.character("日"))])
        reader.stop()
        #expect(await iterator.next() == nil)
        input.closeWriting()
    }

    @Test func mouseReportsArriveAsMouseEventsBetweenKeys() async throws {
        let input = try PipeInput()
        let reader = try InputReader(descriptor: input.readEnd, handlesResize: false) {
            TerminalSize(columns: 1, rows: 1)
        }
        var iterator = reader.events.makeAsyncIterator()
        input.send(Array("j\u{1B}[<65;4".utf8))
        input.send(Array(";2M\u{1B}[<0;4;2mk".utf8))
        let events = await next(&iterator, count: 4)
        #expect(
            events == [
                .key(.character("j")), .mouse(MouseEvent(button: .wheelDown, kind: .press, column: 3, row: 1)),
                .mouse(MouseEvent(button: .left, kind: .release, column: 3, row: 1)), .key(.character("k")),
            ])
        reader.stop()
        input.closeWriting()
    }

    @Test func aLoneEscapeArrivesWhenNoByteFollows() async throws {
        let input = try PipeInput()
        let reader = try InputReader(descriptor: input.readEnd, handlesResize: false) {
            TerminalSize(columns: 1, rows: 1)
        }
        var iterator = reader.events.makeAsyncIterator()
        input.send([0x1B])
        #expect(await iterator.next() == .key(.escape))
        input.send(Array("q".utf8))
        #expect(await iterator.next() == .key(.character("q")))
        reader.stop()
        input.closeWriting()
    }

    @Test func theStreamEndsAtEndOfFile() async throws {
        let input = try PipeInput()
        let reader = try InputReader(descriptor: input.readEnd, handlesResize: false) {
            TerminalSize(columns: 1, rows: 1)
        }
        input.send(Array("x".utf8))
        input.closeWriting()
        var events: [TerminalEvent] = []
        for await event in reader.events { events.append(event) }
        #expect(events == [.key(.character("x"))])
    }

    @Test func sigwinchBecomesAResizeWithTheNewSize() async throws {
        let input = try PipeInput()
        let reader = try InputReader(descriptor: input.readEnd, handlesResize: true) {
            TerminalSize(columns: 40, rows: 12)
        }
        var iterator = reader.events.makeAsyncIterator()
        // Sent to the process, as the terminal does; the reading thread is the one that takes it.
        kill(getpid(), SIGWINCH)
        #expect(await iterator.next() == .resize(TerminalSize(columns: 40, rows: 12)))
        reader.stop()
        input.closeWriting()
    }

    @Test func thePollTimeoutIsTheEscapeDelayOnlyWhileBytesArePending() {
        var decoder = KeyDecoder()
        #expect(InputReader.pollTimeout(for: decoder) == -1)
        _ = decoder.decode([0x1B])
        #expect(InputReader.pollTimeout(for: decoder) == 50)
        _ = decoder.flush()
        #expect(InputReader.pollTimeout(for: decoder) == -1)
    }
}
