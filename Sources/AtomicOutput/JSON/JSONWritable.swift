/// A value that ``JSONWriter`` can write: a JSON shape (an object the caller lays out) or a plain value shapes are
/// built of.
public protocol JSONWritable {
    /// Writes the value as one JSON value.
    func write(to writer: inout JSONWriter)
}

extension String: JSONWritable {
    /// A JSON string.
    public func write(to writer: inout JSONWriter) { writer.string(self) }
}

extension Int: JSONWritable {
    /// A JSON number.
    public func write(to writer: inout JSONWriter) { writer.int(self) }
}

extension Bool: JSONWritable {
    /// `true` or `false`.
    public func write(to writer: inout JSONWriter) { writer.bool(self) }
}

extension Array: JSONWritable where Element: JSONWritable {
    /// A JSON array of the elements, in order.
    public func write(to writer: inout JSONWriter) {
        writer.reserveCapacity(count * 160)
        writer.beginArray()
        for element in self { element.write(to: &writer) }
        writer.endArray()
    }
}

extension Dictionary: JSONWritable where Key == String, Value: JSONWritable {
    /// A JSON object with the keys in sorted order.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        for key in keys.sorted() {
            writer.key(named: key)
            self[key]?.write(to: &writer)
        }
        writer.endObject()
    }
}
