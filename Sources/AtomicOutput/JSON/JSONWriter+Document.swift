import Foundation

extension JSONWriter {
    /// The value of one member written by `object(_:)`: a string, a number, a boolean, a date, or any value that
    /// writes itself; the optional ones are written as `null` when `nil`.
    public enum Value {
        /// A JSON string, or `null`.
        case string(String?)
        /// A JSON number, or `null`.
        case int(Int?)
        /// `true` or `false`.
        case bool(Bool)
        /// An ISO 8601 string in UTC (`2011-01-25T18:44:36Z`), or `null`.
        case date(Date?)
        /// The JSON of a value that writes itself (an object, an array…), or `null`.
        case value((any JSONWritable)?)
    }

    /// `value` as a JSON document in `format`, ending in a newline, with only the keys `fields` selects in the
    /// selected objects (every key when `nil`; see ``fields``).
    public static func render(
        _ value: some JSONWritable, format: Format = .indented, fields: Set<String>? = nil
    ) -> String {
        var writer = JSONWriter(capacity: 4096, fields: fields, format: format)
        value.write(to: &writer)
        return writer.text
    }

    /// Writes an object of `members`, in their order (a key may repeat, as JSON allows, though no shape should).
    public mutating func object(_ members: KeyValuePairs<StaticString, Value>) {
        object(members) { $0.key($1) }
    }

    /// Writes an object of `members` whose keys were quoted once beforehand (see ``Key``), in their order: for the
    /// rows of a long list.
    public mutating func object(_ members: KeyValuePairs<Key, Value>) {
        object(members) { $0.key($1) }
    }

    /// Writes `value` as one JSON value.
    public mutating func value(_ value: Value) {
        switch value {
        case .string(let text): string(text)
        case .int(let number): int(number)
        case .bool(let flag): bool(flag)
        case .date(let date): self.date(date)
        case .value(let value?): value.write(to: &self)
        case .value(nil): string(nil)
        }
    }

    /// The object of `members`, each key written by `writeKey`.
    private mutating func object<MemberKey>(
        _ members: KeyValuePairs<MemberKey, Value>, writeKey: (inout JSONWriter, MemberKey) -> Void
    ) {
        beginObject()
        for (key, member) in members {
            writeKey(&self, key)
            value(member)
        }
        endObject()
    }
}
