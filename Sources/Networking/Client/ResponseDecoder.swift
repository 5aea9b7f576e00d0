import AtomicCore
import Foundation

/// Decodes a response body into the caller's type, turning every failure into a ``NetworkError``.
enum ResponseDecoder {
    /// `body` decoded as `R` with `strategy`.
    ///
    /// `EmptyResponse` accepts any body and `Data` receives the body as it is; a ``JSONBodyDecodable`` type reads
    /// the body itself first, and `JSONDecoder` decodes what it leaves. A body that is not JSON
    /// where JSON was expected is ``NetworkError/invalidResponse(_:)``; JSON that is broken or of the
    /// wrong shape is ``NetworkError/decoding(path:description:)``.
    static func decode<R: Decodable>(
        _ type: R.Type,
        from body: Data,
        contentType: String?,
        strategy: DecodingStrategy
    ) throws(NetworkError) -> R {
        // Type identity, not a dynamic cast: a cast on every call costs microseconds.
        if R.self == EmptyResponse.self, let empty = EmptyResponse() as? R {
            return empty
        }
        if R.self == Data.self, let data = body as? R {
            return data
        }
        guard body.contains(where: { !Self.isWhitespace($0) }) else {
            throw .invalidResponse("The body is empty where JSON was expected.")
        }
        // A type that reads its own body (``JSONBodyDecodable``) answers first; `nil` leaves the body to JSONDecoder.
        if strategy.keys == .useDefaultKeys, let readable = R.self as? any JSONBodyDecodable.Type,
            let value = readable.fastValue(fromJSON: body) as? R
        {
            return value
        }
        do {
            return try strategy.makeDecoder().decode(R.self, from: body)
        } catch let error as DecodingError {
            throw classify(error, body: body, contentType: contentType)
        } catch {
            throw .decoding(path: "", description: String(describing: error))
        }
    }

    private static func classify(_ error: DecodingError, body: Data, contentType: String?) -> NetworkError {
        switch error {
        case .keyNotFound(let key, let context):
            return .decoding(
                path: path(context.codingPath + [key]), description: "the key \"\(key.stringValue)\" is missing.")
        case .typeMismatch(let type, let context):
            return .decoding(path: path(context.codingPath), description: "expected a value of type \(type).")
        case .valueNotFound(let type, let context):
            return .decoding(
                path: path(context.codingPath), description: "expected a value of type \(type), found null.")
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty
                && (try? JSONSerialization.jsonObject(with: body, options: .fragmentsAllowed)) == nil
            {
                guard isJSONExpected(contentType: contentType, body: body) else {
                    let received = contentType.map { "“\($0)”" } ?? "a body without a content type"
                    return .invalidResponse("JSON was expected but the server sent \(received).")
                }
                return .decoding(path: "", description: "the body is not valid JSON (it may be truncated).")
            }
            return .decoding(
                path: path(context.codingPath), description: UntrustedText.oneLine(context.debugDescription))
        @unknown default:
            return .decoding(path: "", description: UntrustedText.oneLine(String(describing: error)))
        }
    }

    /// Whether the content type names JSON, or, without a content type, the body starts like JSON.
    private static func isJSONExpected(contentType: String?, body: Data) -> Bool {
        if let contentType {
            return contentType.lowercased().contains("json")
        }
        let first = body.first(where: { !isWhitespace($0) })
        return first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
    }

    /// A coding path as `items[2].owner.login`.
    static func path(_ keys: [any CodingKey]) -> String {
        var text = ""
        for key in keys {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return text
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}
