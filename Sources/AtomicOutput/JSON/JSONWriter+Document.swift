import Foundation

extension JSONWriter {
    /// The value of one member written by `object(_:)`: a string, a number, a boolean, a date, or any value that
    /// writes itself; the optional ones are written as `null` when `nil`.
    public enum Value {
        /// A JSON string, or `null`.
        case string(String?)
        /// A JSON number, or `null`.
        case int(Int?)
        /// A JSON number with a fraction, or `null` (also for a value JSON cannot write, such as infinity).
        case double(Double?)
        /// `true` or `false`, or `null`.
        case bool(Bool?)
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
        beginObject()
        for (key, value) in members { member(key, value) }
        endObject()
    }

    /// Writes one member of the innermost object: `key` and then `value`, as `key(_:)` and
    /// ``value(_:)`` do.
    @inlinable
    public mutating func member(_ key: StaticString, _ value: Value) {
        self.key(key)
        self.value(value)
    }

    /// Writes one member of the innermost object whose key was quoted once beforehand (see ``Key``): for the rows
    /// of a long list, which it writes without making anything on the heap.
    ///
    /// Inlinable, like ``value(_:)``, so that the compiler may write the value's case directly where it is called.
    @inlinable
    public mutating func member(_ key: Key, _ value: Value) {
        self.key(key)
        self.value(value)
    }

    /// Writes `value` as one JSON value.
    @inlinable
    public mutating func value(_ value: Value) {
        switch value {
        case .string(let text): string(text)
        case .int(let number): int(number)
        case .double(let number): double(number)
        case .bool(let flag?): bool(flag)
        case .bool(nil): string(nil)
        case .date(let date): self.date(date)
        case .value(let value?): value.write(to: &self)
        case .value(nil): string(nil)
        }
    }
}
