import Foundation

/// Watches every attempt the client makes: for logging, metrics, rate-limit tracking.
///
/// Every method has an empty default, so an observer implements only what it needs. Calls happen on
/// the task that sends the request; keep them short. The request still carries its credentials:
/// an observer must not write header values anywhere.
public protocol ResponseObserver: Sendable {
    /// Called with each response that arrived, whatever its status, and how long the attempt took.
    func didReceive(_ response: TransportResponse, for request: TransportRequest, attempt: Int, duration: Duration)

    /// Called when an attempt ended without a response; `attempt` is 0 when the request was not sent at all
    /// because its host was recently unreachable.
    func didFail(_ error: NetworkError, for request: TransportRequest, attempt: Int, duration: Duration)

    /// Called when attempt number `attempt` failed with `error` and the request will be sent again after `delay`.
    func willRetry(_ request: TransportRequest, after error: NetworkError, attempt: Int, delay: Duration)
}

extension ResponseObserver {
    /// Does nothing.
    public func didReceive(
        _ response: TransportResponse, for request: TransportRequest, attempt: Int, duration: Duration
    ) {}

    /// Does nothing.
    public func didFail(_ error: NetworkError, for request: TransportRequest, attempt: Int, duration: Duration) {}

    /// Does nothing.
    public func willRetry(_ request: TransportRequest, after error: NetworkError, attempt: Int, delay: Duration) {}
}
