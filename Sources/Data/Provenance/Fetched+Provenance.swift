import Domain
import Foundation

extension Fetched {
    /// This answer with its ``Provenance``, made from `log` (the exchanges it took) and its own freshness.
    ///
    /// - Parameters:
    ///   - repository: the answering repository's type name.
    ///   - log: the exchanges recorded while the answer was made.
    ///   - endpoints: the URLs the data comes from, used when no request was made.
    ///   - now: the moment of the answer, for the age.
    func recorded(by repository: String, log: ExchangeLog, endpoints: [URL], now: Date) -> Fetched<Value> {
        let exchanges = log.exchanges
        var urls: [URL] = []
        for url in (exchanges.isEmpty ? endpoints : exchanges.map(\.url)).map(CredentialFreeURL.make)
        where !urls.contains(url) {
            urls.append(url)
        }
        let decision: Provenance.CacheDecision
        switch freshness {
        case .stale:
            decision = .stale(reason: staleReason)
        case .revalidated:
            decision = .revalidated
        case .fresh:
            let refetched = exchanges.contains { ($0.status ?? 0) >= 200 && ($0.status ?? 0) < 300 }
            decision = refetched ? .refetched : .fromDatabase
        }
        let provenance = Provenance(
            repository: repository, endpoints: urls, decision: decision,
            age: fetchedAt.map { Swift.max(0, now.timeIntervalSince($0)) }, requestCount: exchanges.count,
            requestDuration: exchanges.reduce(Duration.zero) { $0 + $1.duration }, rateLimit: log.rateLimit,
            fetchedAt: fetchedAt)
        return with(provenance: provenance)
    }
}
