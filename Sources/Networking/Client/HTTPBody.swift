import Foundation

/// The body a request carries: nothing, a value encoded as JSON when the request is built, or bytes as they are.
public enum HTTPBody: Sendable {
    /// No body.
    case none
    /// A value encoded as JSON (`Content-Type: application/json`).
    case json(any Encodable & Sendable)
    /// Raw bytes with their content type.
    case data(Data, contentType: String)

    /// The encoded bytes and their content type, or `nil` for ``none``.
    ///
    /// - Throws: ``NetworkError/invalidRequest(_:)`` when the JSON value cannot be encoded.
    public func encoded() throws(NetworkError) -> (data: Data, contentType: String)? {
        switch self {
        case .none:
            return nil
        case .json(let value):
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            do {
                return (try encoder.encode(value), "application/json")
            } catch let error as EncodingError {
                guard case .invalidValue(_, let context) = error else { throw .invalidRequest(Self.unencodable) }
                throw .invalidRequest("\(Self.unencodable) \(context.debugDescription)")
            } catch {
                throw .invalidRequest(Self.unencodable)
            }
        case .data(let data, let contentType):
            return (data, contentType)
        }
    }

    private static let unencodable = "The request body cannot be encoded as JSON."
}
