import Domain
import Foundation
import Networking
import Persistence

/// Translates failures of the lower layers into ``DomainError``s, the user's terms.
enum DomainErrorMapping {
    /// The domain error for `error`; `resource` names what a 404 was about, `service` the API that was asked.
    static func domainError(
        for error: any Error, resource: DomainError.Resource? = nil, service: DomainError.Service? = nil
    ) -> DomainError {
        switch error {
        case let error as DomainError:
            return error
        case let error as NetworkError:
            return domainError(for: error, resource: resource, service: service)
        case let error as CachePolicyError:
            switch error {
            case .notCached: return .notCached
            case .unreadable: return .cacheUnreadable
            case .notModifiedWithoutCache, .missingAfterSave: return .storage(error.message)
            }
        case let error as PersistenceError:
            return .storage(error.message)
        case is CancellationError:
            return .cancelled
        case let error as DecodingError:
            return .badData(DecodingErrorText.describe(error))
        default:
            return .badData(String(describing: error))
        }
    }

    /// The domain error for `error`; a failure the server answered keeps the budget its response reported.
    private static func domainError(
        for error: NetworkError, resource: DomainError.Resource?, service: DomainError.Service?
    ) -> DomainError {
        let rateLimit = error.rateLimit.map(RateLimitBudget.init(reported:))
        switch error {
        case .noConnection:
            return .offline
        case .connectionRefused(let host):
            return .cannotConnect(host: host, service: service)
        case .connectionLost:
            return .connectionLost
        case .secureConnectionFailed(let host):
            return .secureConnectionFailed(host: host)
        case .timedOut:
            return .timedOut(after: nil)
        case .deadlineExceeded(let budget):
            return .timedOut(after: budget.timeInterval)
        case .unauthorized(let credentialSent, let message, _):
            return .unauthorized(
                tokenSent: credentialSent, message: message.isEmpty ? nil : message, rateLimit: rateLimit)
        case .cancelled:
            return .cancelled
        case .rateLimited(let resetAt, _):
            return .rateLimited(until: resetAt, rateLimit: rateLimit)
        case .http(let status, let message, _):
            if status == 404, let resource {
                return .notFound(resource, rateLimit: rateLimit)
            }
            return .server(status: status, message: message.isEmpty ? nil : message, rateLimit: rateLimit)
        case .retryLater(let status, let message, let retryAt, _):
            if status == 404, let resource {
                return .notFound(resource, rateLimit: rateLimit)
            }
            return .serverAskedToWait(
                status: status, message: message.isEmpty ? nil : message, until: retryAt, rateLimit: rateLimit)
        case .decoding(let path, let description):
            return .badData(path.isEmpty ? description : "\(path): \(description)")
        case .invalidResponse(let detail):
            return .badData(detail)
        case .unsupportedRedirect(let location):
            return .unsupportedRedirect(location: location)
        case .tooManyRedirects(let limit):
            return .tooManyRedirects(limit: limit)
        case .responseTooLarge(let limit):
            return .responseTooLarge(limit: limit)
        case .invalidRequest(let detail):
            return .server(status: nil, message: detail)
        case .transportUnavailable(let message):
            return .networkUnavailable(message)
        }
    }
}

/// One-line descriptions of `DecodingError`s, with the coding path.
enum DecodingErrorText {
    /// `error` as "path: what went wrong".
    static func describe(_ error: DecodingError) -> String {
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            let location = path(context.codingPath)
            return location.isEmpty ? context.debugDescription : "\(location): \(context.debugDescription)"
        case .keyNotFound(let key, let context):
            return "\(path(context.codingPath + [key])): missing"
        @unknown default:
            return "unreadable data"
        }
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            .trimmingCharacters(in: CharacterSet(charactersIn: "."))
    }
}
