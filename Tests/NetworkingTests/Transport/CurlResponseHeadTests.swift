import Foundation
import Testing

@testable import Networking

@Suite("libcurl response head parsing")
struct CurlResponseHeadTests {
    private func parse(_ lines: [String]) -> CurlResponseHead {
        var head = CurlResponseHead()
        for line in lines {
            head.consume(line)
        }
        return head
    }

    @Test("status, fields with any letter case, values trimmed of spaces and line endings")
    func basic() {
        let head = parse(["HTTP/1.1 200 OK\r\n", "Content-Type:  application/json \r\n", "ETag: \"x\"\r\n", "\r\n"])
        #expect(head.status == 200)
        #expect(head.isComplete)
        #expect(head.headers["content-type"] == "application/json")
        #expect(head.headers["ETAG"] == "\"x\"")
    }

    @Test("only the last response's head remains after an interim 100 Continue")
    func interimResponse() {
        let head = parse([
            "HTTP/1.1 100 Continue\r\n", "X-Interim: 1\r\n", "\r\n",
            "HTTP/2 201\r\n", "Location: /users/9\r\n", "\r\n",
        ])
        #expect(head.status == 201)
        #expect(head.headers["x-interim"] == nil)
        #expect(head.headers["location"] == "/users/9")
    }

    @Test("repeated fields are joined, folded lines continue, trailers are ignored")
    func repeatedFoldedAndTrailers() {
        let head = parse([
            "HTTP/1.1 200 OK\r\n", "Vary: Accept\r\n", "vary: Accept-Encoding\r\n", "X-Long: first\r\n",
            "\t second\r\n", "\r\n", "X-Trailer: late\r\n",
        ])
        #expect(head.headers["vary"] == "Accept, Accept-Encoding")
        #expect(head.headers["x-long"] == "first second")
        #expect(head.headers["x-trailer"] == nil)
    }

    @Test("lines without a status line, without a colon or with an unparsable status are harmless")
    func garbage() {
        #expect(parse(["Content-Type: text/plain\r\n"]).headers.isEmpty)
        let head = parse(["HTTP/1.1 abc\r\n", "no colon here\r\n", ": empty name\r\n", "A: b\r\n", "\r\n"])
        #expect(head.status == nil)
        #expect(head.headers.fields == ["a": "b"])
    }

    @Test("bytes read the same as text, ASCII or not, whatever the line ending")
    func bytesReadAsText() {
        let heads: [[String]] = [
            ["HTTP/1.1 200 OK\r\n", "Content-Type:  application/json \r\n", "ETag: \"x\"\r\n", "\r\n"],
            ["HTTP/1.1 100 Continue\r\n", "X-Interim: 1\r\n", "\r\n", "HTTP/2 201\r\n", "Location: /u/9\r\n", "\r\n"],
            [
                "HTTP/1.1 200 OK\r\n", "Vary: Accept\r\n", "vary: Accept-Encoding\r\n", "X-Long: first\r\n",
                "\t second\r\n", "\r\n", "X-Trailer: late\r\n",
            ],
            ["HTTP/1.1 abc\r\n", "no colon here\r\n", ": empty name\r\n", "A: b\r\n", "\r\n"],
            ["HTTP/1.1   404   Not Found\n", "X-Tab:\tvalue\t\n", "X-Feed: v\u{0C}\r\n", "\n"],
            ["HTTP/1.1 200\r\n", "X-Name: Zoë\r\n", "X-Upper: ÄB\r\n", "\r\n"],
            ["HTTP/1.1 +200 OK\r\n", "Content-Length: 12\r\n", "\r\n"],
        ]
        for lines in heads {
            var fromText = CurlResponseHead()
            var fromBytes = CurlResponseHead()
            for line in lines {
                fromText.consume(line)
                Array(line.utf8).withUnsafeBytes { fromBytes.consume(bytes: $0) }
            }
            #expect(fromBytes.status == fromText.status)
            #expect(fromBytes.isComplete == fromText.isComplete)
            #expect(fromBytes.headers == fromText.headers)
        }
    }

    @Test("a line that is not UTF-8 is read as Latin-1")
    func latin1() {
        var head = CurlResponseHead()
        for line in [Array("HTTP/1.1 200 OK\r\n".utf8), Array("X-Name: Zo".utf8) + [0xEB] + Array("\r\n".utf8)] {
            line.withUnsafeBytes { head.consume(bytes: $0) }
        }
        #expect(head.headers["x-name"] == "Zoë")
    }

    @Test("random lines of header bytes read the same as bytes and as text")
    func randomLinesReadAsText() {
        let pieces: [[UInt8]] = [
            Array("HTTP/1.1 ".utf8), Array("HTTP/2 ".utf8), Array("200".utf8), Array(" OK".utf8), Array("X-A".utf8),
            Array("vary".utf8), Array(":".utf8), Array(" ".utf8), Array("\t".utf8), Array("\r".utf8), Array("\n".utf8),
            [0x0B], [0x0C], [0x00], Array("value".utf8), Array("Zoë".utf8), [0xEB], [0xC3], Array("+4".utf8),
        ]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<2_000 {
            var fromText = CurlResponseHead()
            var fromBytes = CurlResponseHead()
            for lineIndex in 0..<(1 + next(6)) {
                var line = lineIndex == 0 && next(4) > 0 ? Array("HTTP/1.1 200 OK".utf8) : []
                for _ in 0..<next(6) {
                    line += pieces[next(pieces.count)]
                }
                line += next(5) == 0 ? [] : Array("\r\n".utf8)
                fromText.consume(
                    String(bytes: line, encoding: .utf8) ?? String(bytes: line, encoding: .isoLatin1) ?? "")
                line.withUnsafeBytes { fromBytes.consume(bytes: $0) }
            }
            #expect(fromBytes.status == fromText.status)
            #expect(fromBytes.isComplete == fromText.isComplete)
            #expect(fromBytes.headers == fromText.headers)
        }
    }
}
