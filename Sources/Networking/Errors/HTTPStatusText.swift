/// Standard reason phrases for HTTP status codes.
enum HTTPStatusText {
    /// The reason phrase for `status`, or a generic description by class.
    static func reason(for status: Int) -> String {
        switch status {
        case 304: "Not Modified"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 406: "Not Acceptable"
        case 408: "Request Timeout"
        case 409: "Conflict"
        case 410: "Gone"
        case 413: "Content Too Large"
        case 415: "Unsupported Media Type"
        case 422: "Unprocessable Content"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 501: "Not Implemented"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        case 504: "Gateway Timeout"
        case 100...199: "Informational Response"
        case 300...399: "Redirection"
        case 400...499: "Client Error"
        case 500...599: "Server Error"
        default: "Unexpected Status"
        }
    }
}
