import AtomicCore

/// One JSON array written as its elements arrive, in batches, possibly from another thread: the bytes of
/// ``JSONWriter/render(_:format:fields:)`` for the array of all the elements appended, handed to `write` in pieces of
/// about `chunkSize` bytes as they are made, so that a long list is never held whole, neither as values nor as text.
///
/// Nothing is written before the first piece is full or ``finish()`` is called, so an array given up before either
/// (an error before any element) leaves no output at all.
public final class JSONArrayStream: Sendable {
    // Read by the inlinable `append(_:)`, which is specialised where it is called: a generic function of another
    // module otherwise walks the elements through their metadata, row by row.
    @usableFromInline let state: Locked<JSONWriter>
    @usableFromInline let chunkSize: Int
    @usableFromInline let write: @Sendable ([UInt8]) -> Void

    /// An array in `format` keeping only the keys `fields` selects (every key when nil), written through `write`.
    public init(
        format: JSONWriter.Format, fields: Set<String>?, chunkSize: Int = 64 * 1024,
        write: @escaping @Sendable ([UInt8]) -> Void
    ) {
        var writer = JSONWriter(capacity: chunkSize + 4096, fields: fields, format: format)
        writer.beginArray()
        state = Locked(writer)
        self.chunkSize = chunkSize
        self.write = write
    }

    /// Adds `items` to the array, in order.
    @inlinable
    public func append<Items: Sequence>(_ items: Items) where Items.Element: JSONWritable {
        let (chunkSize, write) = (chunkSize, write)
        state.withLock { writer in
            for item in items {
                item.write(to: &writer)
                if writer.byteCount >= chunkSize { writer.drain(into: write) }
            }
        }
    }

    /// Closes the array, ends it with a newline and writes what is left; nothing may be appended after it.
    public func finish() {
        let write = write
        state.withLock { writer in
            writer.endArray()
            writer.newline()
            writer.drain(into: write)
        }
    }
}
