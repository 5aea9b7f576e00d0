import Foundation

/// A response type that reads its own JSON body faster than `JSONDecoder`, for the bodies it is sure of.
///
/// For an endpoint whose ``DecodingStrategy/keys`` are ``DecodingStrategy/Keys/useDefaultKeys``, ``HTTPClient``
/// asks ``fastValue(fromJSON:)`` first; when it answers `nil`, the body is decoded with `JSONDecoder` as for any
/// other type, so a body that fails still fails with `JSONDecoder`'s error, path and message
/// (``NetworkError/decoding(path:description:)``). A conforming type promises that whenever it answers a value, it
/// is the value `JSONDecoder` gives for the same bytes, whatever the date strategy (so it holds no `Date` read
/// through one).
public protocol JSONBodyDecodable: Decodable {
    /// `body` decoded as `JSONDecoder` with `.useDefaultKeys` decodes it, or `nil` to leave `body` to `JSONDecoder`
    /// (always for a body `JSONDecoder` rejects).
    static func fastValue(fromJSON body: Data) -> Self?
}
