/// The fields a feature's DTO and entity have, inferred from one or more recorded responses: each top-level member
/// of the resource whose values are all of one scalar type. Objects and arrays inside the resource are left out by
/// name (``ignoredKeys``); a developer adds them by hand.
public struct ResponseShape: Hashable, Sendable {
    /// A field's Swift type.
    public enum FieldType: String, Hashable, Sendable {
        case bool = "Bool"
        case int = "Int"
        case double = "Double"
        case string = "String"

        /// The SQLite column type the field is stored in (`INTEGER`, `REAL`, `TEXT`).
        public var sqliteType: String {
            switch self {
            case .bool, .int: "INTEGER"
            case .double: "REAL"
            case .string: "TEXT"
            }
        }
    }

    /// One field of the resource.
    public struct Field: Hashable, Sendable {
        /// The member's name in the JSON (`html_url`).
        public let jsonKey: String
        /// The Swift property's name (`htmlURL`).
        public let name: String
        /// Its type.
        public let type: FieldType
        /// Whether some sample lacked the member or had `null`: one sample cannot tell, so a field is required only
        /// when every sample has a value.
        public let isOptional: Bool

        /// The Swift type as declared: `String` or `String?`.
        public var declaredType: String { type.rawValue + (isOptional ? "?" : "") }
        /// The name without backticks, for text and SQL (`default`).
        public var bareName: String { SwiftIdentifier.bare(name) }
        /// Whether the field is a web address (text under a key ending in `url`, such as `html_url`): kept only as
        /// an absolute `http(s)` address with a host and no control character, else empty text (or `nil`).
        public var isWebAddress: Bool { type == .string && jsonKey.lowercased().hasSuffix("url") }
        /// The SQLite column's name, the JSON key in lower snake case (`html_url`).
        public var columnName: String {
            SwiftIdentifier.words(of: jsonKey).map { $0.lowercased() }.joined(separator: "_")
        }
    }

    /// The fields, sorted by JSON key, the identity first.
    public let fields: [Field]
    /// The field that identifies a resource (`id`, else `node_id`, `login`, `name` or `slug`).
    public let identity: Field
    /// Members left out: objects, arrays, values of mixed types, keys that make no Swift name, or only `null`s.
    public let ignoredKeys: [String]

    /// The shape of `resources` (each one object of the API's answer).
    ///
    /// - Throws: ``GeneratorError/invalidSample(path:reason:)`` naming `source` when there is no object, or no
    ///   field can identify a resource.
    public init(resources: [[String: JSONValue]], source: String) throws(GeneratorError) {
        guard !resources.isEmpty else {
            throw .invalidSample(path: source, reason: "no resource to infer fields from (an empty array)")
        }
        let (fields, ignored) = Self.scalarFields(of: resources)
        let identityKeys = ["id", "node_id", "login", "name", "slug"]
        guard
            let identity = identityKeys.lazy.compactMap({ key in
                fields.first { $0.jsonKey == key && !$0.isOptional && ($0.type == .int || $0.type == .string) }
            }).first
        else {
            throw .invalidSample(
                path: source, reason: "no field identifies a resource: every sample needs an id, login, name or slug")
        }
        // An `id` that is not the identity would clash with `Identifiable`'s `id` of the identity.
        if identity.jsonKey != "id", fields.contains(where: { $0.name == "id" }) {
            throw .invalidSample(path: source, reason: "the resources' id is neither a whole number nor text")
        }
        self.identity = identity
        self.fields = [identity] + fields.filter { $0 != identity }
        ignoredKeys = ignored
    }

    /// The scalar members of `objects` as fields, in key order (optional when missing or `null` in any), and the keys
    /// left out: objects, arrays, mixed types, and keys that cannot name a distinct Swift property.
    static func scalarFields(of objects: [[String: JSONValue]]) -> (fields: [Field], ignored: [String]) {
        var fields: [Field] = []
        var ignored: [String] = []
        var names: Set<String> = []
        for key in Set(objects.flatMap(\.keys)).sorted() {
            let values = objects.map { $0[key] ?? .null }
            let present = values.filter { $0 != .null }
            guard let name = SwiftIdentifier.propertyName(ofKey: key), names.insert(name).inserted,
                let type = Self.scalarType(of: present)
            else {
                ignored.append(key)
                continue
            }
            fields.append(Field(jsonKey: key, name: name, type: type, isOptional: present.count < values.count))
        }
        return (fields, ignored)
    }

    /// The one scalar type of `values`, with integers widened to `Double` beside fractions; `nil` when empty or mixed.
    static func scalarType(of values: [JSONValue]) -> FieldType? {
        var types: Set<FieldType> = []
        for value in values {
            switch value {
            case .bool: types.insert(.bool)
            case .int: types.insert(.int)
            case .double: types.insert(.double)
            case .string: types.insert(.string)
            case .null, .array, .object: return nil
            }
        }
        if types == [.int, .double] { return .double }
        return types.count == 1 ? types.first : nil
    }
}
