/// An HTTP request method; whether it is idempotent decides whether a failed request may be sent again.
public enum HTTPMethod: String, Sendable, Hashable, CaseIterable {
    /// `GET`: reads a resource.
    case get = "GET"
    /// `HEAD`: reads a resource's headers only.
    case head = "HEAD"
    /// `POST`: creates a resource or runs an action.
    case post = "POST"
    /// `PUT`: replaces a resource.
    case put = "PUT"
    /// `PATCH`: partially updates a resource.
    case patch = "PATCH"
    /// `DELETE`: removes a resource.
    case delete = "DELETE"
    /// `OPTIONS`: asks what a resource supports.
    case options = "OPTIONS"

    /// Whether sending the request twice has the same effect as sending it once,
    /// which makes it safe to retry automatically (`GET`, `HEAD`, `PUT`, `DELETE`, `OPTIONS`).
    public var isIdempotent: Bool {
        switch self {
        case .get, .head, .put, .delete, .options: true
        case .post, .patch: false
        }
    }
}
