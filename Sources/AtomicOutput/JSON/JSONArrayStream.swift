import AtomicCore

/// One JSON array written as its elements arrive, in batches, possibly from another thread: the bytes of
/// ``JSONWriter/render(_:format:fields:)`` for the array of all the elements appended, handed to `write` in pieces of
/// about `chunkSize` bytes as they are made, so that a long list is never held whole, neither as values nor as text.
///
/// Nothing is written before the first piece is full, ``flush()`` or ``finish()`` is called, so an array given up
/// before any element leaves no output at all; one given up after some (``finishAfterFailure()``) is still closed,
/// valid JSON holding the elements appended.
public final class JSONArrayStream: Sendable {
    // Read by the inlinable `append(_:)`, which is specialised where it is called: a generic function of another
    // module otherwise walks the elements through their metadata, row by row.
    @usableFromInline let state: Locked<JSONWriter>
    /// Whether any element was appended.
    @usableFromInline let started = Locked(false)
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
        let (chunkSize, write, started) = (chunkSize, write, started)
        state.withLock { writer in
            var appended = false
            for item in items {
                appended = true
                item.write(to: &writer)
                if writer.byteCount >= chunkSize { writer.drain(into: write) }
            }
            if appended { started.withLock { $0 = true } }
        }
    }

    /// Writes the elements appended so far, without waiting for a full piece: for a list whose elements come slowly
    /// (a page at a time from the network), so that each shows as soon as it arrives. Nothing before the first
    /// element, so that an array given up before any still leaves no output.
    public func flush() {
        let (write, started) = (write, started)
        state.withLock { writer in
            guard started.withLock({ $0 }) else { return }
            writer.drain(into: write)
        }
    }

    /// Closes the array as ``finish()`` does when any element was appended, so that a list given up part way (a
    /// later page failed) leaves valid JSON holding the elements appended; writes nothing when none was, so that a
    /// failure before any element leaves no output at all.
    public func finishAfterFailure() {
        guard started.withLock({ $0 }) else { return }
        finish()
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
