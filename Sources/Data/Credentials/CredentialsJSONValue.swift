import Foundation

/// Any JSON value, kept as it was read: the keys of the credentials file this version does not know, so that a
/// write keeps what a newer `atomic` put there.
enum CredentialsJSONValue: Codable, Sendable, Equatable {
    case null
    case bool(Bool)
    case integer(Int64)
    case number(Double)
    case string(String)
    case array([CredentialsJSONValue])
    case object([String: CredentialsJSONValue])

    init(from decoder: any Decoder) throws {
        if var array = try? decoder.unkeyedContainer() {
            var values: [CredentialsJSONValue] = []
            while !array.isAtEnd {
                values.append(try array.decode(CredentialsJSONValue.self))
            }
            self = .array(values)
            return
        }
        if let object = try? decoder.container(keyedBy: CredentialsCodingKey.self) {
            var values: [String: CredentialsJSONValue] = [:]
            for key in object.allKeys {
                values[key.stringValue] = try object.decode(CredentialsJSONValue.self, forKey: key)
            }
            self = .object(values)
            return
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .null
        } else if let value = try? single.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? single.decode(Int64.self) {
            self = .integer(value)
        } else if let value = try? single.decode(Double.self) {
            self = .number(value)
        } else {
            self = .string(try single.decode(String.self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var single = encoder.singleValueContainer()
            try single.encodeNil()
        case .bool(let value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        case .integer(let value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        case .number(let value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        case .string(let value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        case .array(let values):
            var array = encoder.unkeyedContainer()
            for value in values {
                try array.encode(value)
            }
        case .object(let values):
            var object = encoder.container(keyedBy: CredentialsCodingKey.self)
            for (key, value) in values {
                try object.encode(value, forKey: CredentialsCodingKey(key))
            }
        }
    }
}

/// A key of the credentials file, known or not.
struct CredentialsCodingKey: CodingKey, Hashable {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) {
        stringValue = name
    }

    init?(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) {
        nil
    }
}
