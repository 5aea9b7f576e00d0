import AtomicLogger
import Foundation
import Testing

@Suite struct LogFormatTests {
    private let record = LogRecord(
        date: Date(timeIntervalSince1970: 1_767_225_600.25),
        level: .warning,
        label: "net",
        message: "rate limited",
        metadata: ["zone": "eu", "reason": "too many requests", "empty": "", "path": "/users"],
        file: "Networking/HTTPClient.swift",
        line: 12
    )

    @Test func textLineHasTimestampLevelLabelMessageAndSortedMetadata() {
        #expect(
            LogFormat.text.line(for: record)
                == #"2026-01-01T00:00:00.250Z warning [net] rate limited empty="" path=/users reason="too many requests" zone=eu"#
        )
    }

    @Test func textLineEscapesControlCharactersAndStaysOnOneLine() {
        var hostile = record
        hostile.message = "line1\nline2\u{1B}[2J"
        hostile.metadata = ["bio": "a\"b\nc"]
        let line = LogFormat.text.line(for: hostile)
        #expect(!line.contains("\n"))
        #expect(!line.unicodeScalars.contains("\u{1B}"))
        #expect(line.hasSuffix(#"[net] line1\nline2\u{1B}[2J bio="a\"b\nc""#))
    }

    private struct DecodedLine: Decodable, Equatable {
        var date: String
        var level: String
        var label: String
        var message: String
        var metadata: [String: String]
        var file: String
        var line: UInt
    }

    @Test func jsonLineIsOneDecodableObject() throws {
        var multiline = record
        multiline.message = "first\nsecond"
        let line = LogFormat.jsonLines.line(for: multiline)
        #expect(!line.contains("\n"))
        let decoded = try JSONDecoder().decode(DecodedLine.self, from: Data(line.utf8))
        #expect(
            decoded
                == DecodedLine(
                    date: "2026-01-01T00:00:00.250Z",
                    level: "warning",
                    label: "net",
                    message: "first\nsecond",
                    metadata: record.metadata,
                    file: "Networking/HTTPClient.swift",
                    line: 12
                )
        )
    }

    @Test func jsonLineEscapesDeleteAndC1ControlCharacters() throws {
        var hostile = record
        hostile.message = "a\u{7F}b\u{9B}2Jc\u{85}"
        hostile.metadata = ["bio": "\u{90}x"]
        let line = LogFormat.jsonLines.line(for: hostile)
        #expect(!line.unicodeScalars.contains { (0x7F...0x9F).contains($0.value) })
        let decoded = try JSONDecoder().decode(DecodedLine.self, from: Data(line.utf8))
        #expect(decoded.message == hostile.message)
        #expect(decoded.metadata == hostile.metadata)
    }
}
