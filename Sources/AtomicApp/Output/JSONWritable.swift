/// A value that ``JSONWriter`` can write: the shapes of ``JSONOutput`` and the plain values they are built of.
protocol JSONWritable {
    /// Writes the value as one JSON value.
    func write(to writer: inout JSONWriter)
}

extension String: JSONWritable {
    /// A JSON string.
    func write(to writer: inout JSONWriter) { writer.string(self) }
}

extension Int: JSONWritable {
    /// A JSON number.
    func write(to writer: inout JSONWriter) { writer.int(self) }
}

extension Bool: JSONWritable {
    /// `true` or `false`.
    func write(to writer: inout JSONWriter) { writer.bool(self) }
}

extension Array: JSONWritable where Element: JSONWritable {
    /// A JSON array of the elements, in order.
    func write(to writer: inout JSONWriter) {
        writer.reserveCapacity(count * 160)
        writer.beginArray()
        for element in self { element.write(to: &writer) }
        writer.endArray()
    }
}

extension Dictionary: JSONWritable where Key == String, Value: JSONWritable {
    /// A JSON object with the keys in sorted order.
    func write(to writer: inout JSONWriter) {
        writer.beginObject()
        for key in keys.sorted() {
            writer.key(named: key)
            self[key]?.write(to: &writer)
        }
        writer.endObject()
    }
}
