import AtomicOutput
import Foundation
import Testing

/// Numbers with a fraction are written in the shortest form that reads back as the same `Double`, and `null` when
/// absent or when JSON has no way to write them.
@Suite struct JSONWriterDoubleTests {
    private static func member(_ value: Double?, fields: Set<String>? = nil) -> String {
        var writer = JSONWriter(fields: fields, format: .compact)
        writer.object(["n": .double(value), "kept": .int(1)])
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    @Test(arguments: [0.1, 1.5, -2.25, 1e-7, 5e20, 3.0, Double.leastNonzeroMagnitude, Double.greatestFiniteMagnitude])
    func aFiniteNumberReadsBackAsItself(_ value: Double) throws {
        let text = Self.member(value)
        let object = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect((object["n"] as? NSNumber)?.doubleValue == value, "\(text)")
    }

    @Test(arguments: [Double?.none, .infinity, -.infinity, .nan])
    func absentOrUnwritableIsNull(_ value: Double?) {
        #expect(Self.member(value).contains(#""n":null"#))
    }

    @Test func aMemberLeftOutByTheFieldsIsDropped() {
        #expect(Self.member(0.5, fields: ["kept"]) == #"{"kept":1}"#)
    }
}
