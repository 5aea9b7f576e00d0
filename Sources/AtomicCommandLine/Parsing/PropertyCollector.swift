/// The encoder that collects a blank command's wrapper properties: the command's synthesized `encode(to:)`
/// encodes each wrapper under its key, in declaration order, and each wrapper's `encode(to:)` hands itself to
/// the collector. Anything else a command encodes (a stored property that is not a wrapper) is an error.
final class PropertyCollector: Encoder {
    /// The wrappers collected, in order, with their keys.
    private(set) var properties: [KeyedProperty] = []

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// Adds `property`, which `encoder` (a ``PropertyEncoder`` of this collector) encodes; an error for any other
    /// encoder.
    ///
    /// Each wrapper passes itself as the ``CommandProperty`` it statically is: a cast from another protocol's
    /// existential would cost the runtime a search of every protocol conformance of the program, once for each
    /// wrapper type, at start-up.
    static func collect(_ property: any CommandProperty, into encoder: any Encoder) throws {
        guard let encoder = encoder as? PropertyEncoder else {
            throw EncodingError.invalidValue(
                property, EncodingError.Context(codingPath: encoder.codingPath, debugDescription: notAProperty))
        }
        encoder.collector.properties.append((encoder.key, property))
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(Container(collector: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer { Refusing(codingPath: []) }

    func singleValueContainer() -> any SingleValueEncodingContainer { Refusing(codingPath: []) }

    /// Why a command's property cannot be collected.
    static let notAProperty = "only @Option, @Flag and @Argument properties declare a command's options and arguments"

    /// The keyed container a command encodes its properties into: each wrapper goes to the collector.
    struct Container<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let collector: PropertyCollector

        var codingPath: [any CodingKey] { [] }

        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            try value.encode(to: PropertyEncoder(collector: collector, key: key.stringValue))
        }

        mutating func encodeNil(forKey key: Key) throws { throw refused(key) }
        mutating func encode(_ value: Bool, forKey key: Key) throws { throw refused(key) }
        mutating func encode(_ value: String, forKey key: Key) throws { throw refused(key) }
        mutating func encode(_ value: Double, forKey key: Key) throws { throw refused(key) }
        mutating func encode(_ value: Float, forKey key: Key) throws { throw refused(key) }
        mutating func encode(_ value: Int, forKey key: Key) throws { throw refused(key) }
        mutating func encode(_ value: Int8, forKey key: Key) throws { throw refused(key) }
        mutating func encode(_ value: Int16, forKey key: Key) throws { throw refused(key) }
        mutating func encode(_ value: Int32, forKey key: Key) throws { throw refused(key) }
        mutating func encode(_ value: Int64, forKey key: Key) throws { throw refused(key) }
        mutating func encode(_ value: UInt, forKey key: Key) throws { throw refused(key) }
        mutating func encode(_ value: UInt8, forKey key: Key) throws { throw refused(key) }
        mutating func encode(_ value: UInt16, forKey key: Key) throws { throw refused(key) }
        mutating func encode(_ value: UInt32, forKey key: Key) throws { throw refused(key) }
        mutating func encode(_ value: UInt64, forKey key: Key) throws { throw refused(key) }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type, forKey key: Key
        ) -> KeyedEncodingContainer<NestedKey> {
            KeyedEncodingContainer(PropertyCollector.Container<NestedKey>(collector: PropertyCollector()))
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            Refusing(codingPath: [key])
        }

        mutating func superEncoder() -> any Encoder { PropertyCollector() }
        mutating func superEncoder(forKey key: Key) -> any Encoder { PropertyCollector() }

        private func refused(_ key: Key) -> EncodingError {
            EncodingError.invalidValue(
                key.stringValue, EncodingError.Context(codingPath: [key], debugDescription: notAProperty))
        }
    }

    /// The containers no wrapper and no synthesized command encoding asks for: every value refused.
    struct Refusing: UnkeyedEncodingContainer, SingleValueEncodingContainer {
        let codingPath: [any CodingKey]
        var count: Int { 0 }

        private func refused() -> EncodingError {
            EncodingError.invalidValue(
                (), EncodingError.Context(codingPath: codingPath, debugDescription: notAProperty))
        }

        mutating func encodeNil() throws { throw refused() }
        mutating func encode(_ value: Bool) throws { throw refused() }
        mutating func encode(_ value: String) throws { throw refused() }
        mutating func encode(_ value: Double) throws { throw refused() }
        mutating func encode(_ value: Float) throws { throw refused() }
        mutating func encode(_ value: Int) throws { throw refused() }
        mutating func encode(_ value: Int8) throws { throw refused() }
        mutating func encode(_ value: Int16) throws { throw refused() }
        mutating func encode(_ value: Int32) throws { throw refused() }
        mutating func encode(_ value: Int64) throws { throw refused() }
        mutating func encode(_ value: UInt) throws { throw refused() }
        mutating func encode(_ value: UInt8) throws { throw refused() }
        mutating func encode(_ value: UInt16) throws { throw refused() }
        mutating func encode(_ value: UInt32) throws { throw refused() }
        mutating func encode(_ value: UInt64) throws { throw refused() }
        mutating func encode<T: Encodable>(_ value: T) throws { throw refused() }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type
        ) -> KeyedEncodingContainer<NestedKey> {
            KeyedEncodingContainer(PropertyCollector.Container<NestedKey>(collector: PropertyCollector()))
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { self }
        mutating func superEncoder() -> any Encoder { PropertyCollector() }
    }
}

/// The encoder one wrapper property is encoded with: it knows the property's key and the collector.
struct PropertyEncoder: Encoder {
    /// Where the wrapper goes.
    let collector: PropertyCollector
    /// The property's key.
    let key: String

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(PropertyCollector.Container<Key>(collector: PropertyCollector()))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer { PropertyCollector.Refusing(codingPath: []) }

    func singleValueContainer() -> any SingleValueEncodingContainer { PropertyCollector.Refusing(codingPath: []) }
}
