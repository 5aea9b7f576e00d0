import AtomicCore
import AtomicOutput
import Foundation
import Testing

/// `JSONArrayStream` writes the bytes `JSONWriter.render` makes of the same array, however the elements arrive.
@Suite struct JSONArrayStreamTests {
    private static let users = TestRow.forty

    /// What the stream wrote for `users` appended `batchSize` at a time, and each piece it wrote.
    private static func streamed(
        _ users: [TestRow], batchSize: Int, format: JSONWriter.Format, fields: Set<String>? = nil,
        chunkSize: Int = 64 * 1024
    ) -> (text: String, pieces: [[UInt8]]) {
        let pieces = Locked<[[UInt8]]>([])
        let stream = JSONArrayStream(format: format, fields: fields, chunkSize: chunkSize) { piece in
            pieces.withLock { $0.append(piece) }
        }
        var start = 0
        while start < users.count {
            let end = min(start + batchSize, users.count)
            stream.append(users[start..<end].lazy)
            start = end
        }
        stream.finish()
        let all = pieces.withLock { $0 }
        return (String(decoding: all.flatMap { $0 }, as: UTF8.self), all)
    }

    @Test(arguments: [JSONWriter.Format.indented, .compact, .terminal])
    func theBytesOfRenderInAnyBatches(format: JSONWriter.Format) {
        for count in [0, 1, 40] {
            let users = Array(Self.users.prefix(count))
            let rendered = JSONWriter.render(users, format: format)
            for batchSize in [1, 3, 40] {
                #expect(Self.streamed(users, batchSize: batchSize, format: format).text == rendered)
            }
        }
    }

    @Test func selectedFieldsAsRenderKeepsThem() {
        let rendered = JSONWriter.render(Self.users, format: .compact, fields: ["id"])
        #expect(rendered.hasPrefix(#"[{"id":1},{"id":2}"#))
        #expect(Self.streamed(Self.users, batchSize: 7, format: .compact, fields: ["id"]).text == rendered)
    }

    @Test func aLongArrayIsWrittenInPiecesAsItGoes() {
        let (text, pieces) = Self.streamed(Self.users, batchSize: 5, format: .compact, chunkSize: 256)
        #expect(text == JSONWriter.render(Self.users, format: .compact))
        #expect(pieces.count > 4)
        #expect(pieces.dropLast().allSatisfy { $0.count >= 256 })
    }

    @Test func nothingIsWrittenBeforeAPieceIsFullOrTheArrayFinished() {
        let pieces = Locked<[[UInt8]]>([])
        let stream = JSONArrayStream(format: .compact, fields: nil) { piece in pieces.withLock { $0.append(piece) } }
        stream.append(Self.users.prefix(3))
        #expect(pieces.withLock { $0.isEmpty })
    }

    @Test(arguments: [JSONWriter.Format.indented, .compact, .terminal])
    func flushWritesWhatIsAppendedAndKeepsTheBytesOfRender(format: JSONWriter.Format) {
        let pieces = Locked<[[UInt8]]>([])
        let stream = JSONArrayStream(format: format, fields: nil) { piece in pieces.withLock { $0.append(piece) } }
        stream.flush()
        #expect(pieces.withLock { $0.isEmpty }, "nothing before the first element")
        stream.append(Self.users.prefix(3))
        stream.flush()
        let first = pieces.withLock { $0 }
        #expect(first.count == 1)
        #expect(String(decoding: first.joined(), as: UTF8.self).contains("login"))
        stream.append(Self.users.dropFirst(3))
        stream.flush()
        stream.finish()
        let text = String(decoding: pieces.withLock { $0 }.joined(), as: UTF8.self)
        #expect(text == JSONWriter.render(Self.users, format: format))
    }

    @Test(arguments: [JSONWriter.Format.indented, .compact])
    func finishAfterFailureClosesWhatWasAppended(format: JSONWriter.Format) {
        let pieces = Locked<[[UInt8]]>([])
        let stream = JSONArrayStream(format: format, fields: nil) { piece in pieces.withLock { $0.append(piece) } }
        stream.append(Self.users.prefix(2))
        stream.flush()
        stream.append(Self.users.dropFirst(2).prefix(3))
        stream.finishAfterFailure()
        let text = String(decoding: pieces.withLock { $0 }.joined(), as: UTF8.self)
        #expect(text == JSONWriter.render(Array(Self.users.prefix(5)), format: format))
        #expect((try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [Any] != nil)
    }

    @Test func finishAfterFailureWithNothingAppendedWritesNothing() {
        let pieces = Locked<[[UInt8]]>([])
        let stream = JSONArrayStream(format: .compact, fields: nil) { piece in pieces.withLock { $0.append(piece) } }
        stream.append([TestRow]())
        stream.finishAfterFailure()
        #expect(pieces.withLock { $0.isEmpty })
    }
}
