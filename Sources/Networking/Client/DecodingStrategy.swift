import Foundation

/// How a response body is turned into a value: the key and date conventions of one API.
public struct DecodingStrategy: Sendable, Hashable {
    /// How JSON object keys map to property names.
    public enum Keys: Sendable, Hashable {
        /// Keys are used as they are (or through the type's own `CodingKeys`).
        case useDefaultKeys
        /// `snake_case` keys map to `camelCase` properties.
        case convertFromSnakeCase
    }

    /// How dates are read.
    public enum Dates: Sendable, Hashable {
        /// The type's own `Date` decoding (seconds since 2001).
        case deferredToDate
        /// ISO 8601 strings such as `2011-01-25T18:44:36Z`.
        case iso8601
        /// Numbers of seconds since 1970.
        case secondsSince1970
        /// Numbers of milliseconds since 1970.
        case millisecondsSince1970
    }

    /// How JSON object keys map to property names; ``Keys/useDefaultKeys`` unless given.
    public var keys: Keys
    /// How dates are read; ``Dates/iso8601`` unless given.
    public var dates: Dates

    /// Creates a strategy; by default keys are used as they are and dates are ISO 8601.
    public init(keys: Keys = .useDefaultKeys, dates: Dates = .iso8601) {
        self.keys = keys
        self.dates = dates
    }

    /// Keys as they are, ISO 8601 dates.
    public static let standard = DecodingStrategy()

    /// `snake_case` keys to `camelCase` properties, ISO 8601 dates (GitHub's style).
    public static let snakeCase = DecodingStrategy(keys: .convertFromSnakeCase)

    /// A new `JSONDecoder` with this strategy's key and date settings, for decoding outside the client.
    public func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        switch keys {
        case .useDefaultKeys: decoder.keyDecodingStrategy = .useDefaultKeys
        case .convertFromSnakeCase: decoder.keyDecodingStrategy = .convertFromSnakeCase
        }
        switch dates {
        case .deferredToDate: decoder.dateDecodingStrategy = .deferredToDate
        case .iso8601: decoder.dateDecodingStrategy = .iso8601
        case .secondsSince1970: decoder.dateDecodingStrategy = .secondsSince1970
        case .millisecondsSince1970: decoder.dateDecodingStrategy = .millisecondsSince1970
        }
        return decoder
    }
}
