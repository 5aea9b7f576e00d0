import Foundation

/// What a conditional fetch brought back.
public enum RevalidationResult<Payload: Sendable>: Sendable {
    /// The server confirmed that the cached data is still current (`304 Not Modified`).
    case notModified
    /// The server sent new data (`200 OK`) with the validators to use next time.
    case modified(Payload, validators: CacheValidators)
}
