import Domain
import Foundation
import Networking
import Persistence

/// Each feature's `FeatureCacheStatus`, read from the cache store's entries.
///
/// An entry belongs to **Posts** when its key is one of the feed's three collections (`/posts`, `/users`,
/// `/comments` under the posts root), and to **GitHub Users** when its key is a list page or a profile under the
/// GitHub root (`/users?…` or `/users/…`), so the two stay apart even when both roots are the same server.
/// The newest entry's fetch time is `FeatureCacheStatus/lastFetchedAt`, the oldest's
/// `FeatureCacheStatus/oldestFetchedAt`; an entry whose time cannot be read is left out.
public struct StoreFeatureCacheStatus: FeatureCacheStatusProvider {
    private let store: SQLiteCacheStore
    private let gitHubBaseURL: URL
    private let postsBaseURL: URL

    /// Statuses from `store`, for the GitHub API at `gitHubBaseURL` and the posts API at `postsBaseURL`.
    public init(store: SQLiteCacheStore, gitHubBaseURL: URL, postsBaseURL: URL) {
        self.store = store
        self.gitHubBaseURL = gitHubBaseURL
        self.postsBaseURL = postsBaseURL
    }

    /// What the cache holds for `feature`.
    public func cacheStatus(of feature: Feature) async throws(DomainError) -> FeatureCacheStatus {
        do {
            let postsKeys = Set(
                try JSONPlaceholderRoute.allCases.map {
                    CacheKey(url: try JSONPlaceholderEndpoint<Data>(baseURL: postsBaseURL, $0).makeURL()).rawValue
                })
            let users = CacheKey(url: gitHubBaseURL.appendingPathComponent("users")).rawValue
            let summaries = try await store.read { try $0.cacheEntrySummaries() }
            let dates = summaries.filter { summary in
                let key = summary.key.rawValue
                switch feature {
                case .posts:
                    return postsKeys.contains(key)
                case .gitHubUsers:
                    return !postsKeys.contains(key) && (key.hasPrefix(users + "?") || key.hasPrefix(users + "/"))
                }
            }.compactMap(\.fetchedAt)
            return FeatureCacheStatus(feature: feature, lastFetchedAt: dates.max(), oldestFetchedAt: dates.min())
        } catch {
            throw DomainErrorMapping.domainError(for: error)
        }
    }
}
