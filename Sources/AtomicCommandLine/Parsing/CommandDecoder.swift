/// The decoder that builds a command from the properties the parser read: the command's synthesized
/// `init(from:)` asks it for each wrapper by its key, and gets the wrapper as read. It decodes nothing else, so
/// a command's stored properties are all wrappers (as in swift-argument-parser, which decodes commands too).
struct CommandDecoder: Decoder {
    /// The properties read, by key.
    let properties: [String: any CommandProperty]

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(Container(properties: properties))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw PropertyDecoder.notAProperty([])
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw PropertyDecoder.notAProperty([])
    }

    /// The keyed container over the properties; only wrappers may be decoded from it.
    struct Container<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let properties: [String: any CommandProperty]

        var codingPath: [any CodingKey] { [] }
        var allKeys: [Key] { properties.keys.compactMap { Key(stringValue: $0) } }

        func contains(_ key: Key) -> Bool { properties[key.stringValue] != nil }
        func decodeNil(forKey key: Key) throws -> Bool { false }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            guard let property = properties[key.stringValue] else { throw PropertyDecoder.notAProperty([key]) }
            return try T(from: PropertyDecoder(property: property, key: key))
        }

        func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { throw PropertyDecoder.notAProperty([key]) }
        func decode(_ type: String.Type, forKey key: Key) throws -> String {
            throw PropertyDecoder.notAProperty([key])
        }
        func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
            throw PropertyDecoder.notAProperty([key])
        }
        func decode(_ type: Float.Type, forKey key: Key) throws -> Float { throw PropertyDecoder.notAProperty([key]) }
        func decode(_ type: Int.Type, forKey key: Key) throws -> Int { throw PropertyDecoder.notAProperty([key]) }
        func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { throw PropertyDecoder.notAProperty([key]) }
        func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { throw PropertyDecoder.notAProperty([key]) }
        func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { throw PropertyDecoder.notAProperty([key]) }
        func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { throw PropertyDecoder.notAProperty([key]) }
        func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { throw PropertyDecoder.notAProperty([key]) }
        func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { throw PropertyDecoder.notAProperty([key]) }
        func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
            throw PropertyDecoder.notAProperty([key])
        }
        func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
            throw PropertyDecoder.notAProperty([key])
        }
        func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
            throw PropertyDecoder.notAProperty([key])
        }

        func nestedContainer<NestedKey: CodingKey>(
            keyedBy type: NestedKey.Type, forKey key: Key
        ) throws -> KeyedDecodingContainer<NestedKey> {
            throw PropertyDecoder.notAProperty([key])
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            throw PropertyDecoder.notAProperty([key])
        }

        func superDecoder() throws -> any Decoder { throw PropertyDecoder.notAProperty([]) }
        func superDecoder(forKey key: Key) throws -> any Decoder { throw PropertyDecoder.notAProperty([key]) }
    }
}

/// The decoder one wrapper property is decoded from: it hands the wrapper the copy the parser read.
struct PropertyDecoder: Decoder {
    /// The wrapper as read.
    let property: any CommandProperty
    /// Its key.
    let key: any CodingKey

    var codingPath: [any CodingKey] { [key] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        throw Self.notAProperty([key])
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw Self.notAProperty([key]) }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { throw Self.notAProperty([key]) }

    /// The wrapper `decoder` holds, when it is a ``PropertyDecoder`` holding a `Property`; else the error that
    /// says only the command parser decodes wrappers.
    static func property<Property>(from decoder: any Decoder) throws -> Property {
        guard let decoder = decoder as? PropertyDecoder, let property = decoder.property as? Property else {
            throw notAProperty(decoder.codingPath)
        }
        return property
    }

    /// The error for decoding anything but a wrapper the parser read.
    static func notAProperty(_ path: [any CodingKey]) -> DecodingError {
        DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: path,
                debugDescription: "only @Option, @Flag and @Argument properties are read from a command line"))
    }
}
