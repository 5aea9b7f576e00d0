import Data
import DemoServer
import Domain
import Foundation
import Persistence
import TerminalUI

/// What completion reads: the cache file opened only to read (never created, migrated or moved aside; see
/// ``SQLiteCacheStore/openReadingOnly(at:featureMigrations:)``), or the demo dataset with `--demo`; never the
/// network. Remote text (titles, names) comes back cleaned to one line of at most ``descriptionWidth`` columns.
struct CompletionCache {
    /// The widest description, in columns.
    static let descriptionWidth = 60

    /// The store, nil when there is no cache that can be read as it is (then nothing is offered from it).
    let store: SQLiteCacheStore?
    /// The API whose users are offered: the cache keeps users apart by API.
    let gitHubAPIURL: URL
    /// Whether `--demo` was typed: the demo dataset answers instead of the cache.
    let demo: Bool

    /// The cache for a command line with `optionValues` and `flags` (``CompletionRequest``) in `environment`:
    /// `--cache-dir`, else `ATOMIC_CACHE_DIR`, else the usual folder; `--github-api-url`, else
    /// `ATOMIC_GITHUB_API_URL`, else `GH_HOST`'s API.
    static func open(optionValues: [String: String], flags: Set<String>, environment: [String: String]) async
        -> CompletionCache
    {
        let host = GitHubHost(environment: environment)
        let configured = (optionValues["--github-api-url"] ?? environment["ATOMIC_GITHUB_API_URL"])
            .flatMap { $0.isEmpty ? nil : URL(string: $0) }
        let apiURL = host.apiURL(configured: configured)
        guard !flags.contains("--demo") else { return CompletionCache(store: nil, gitHubAPIURL: apiURL, demo: true) }
        let folder = optionValues["--cache-dir"] ?? environment["ATOMIC_CACHE_DIR"].flatMap { $0.isEmpty ? nil : $0 }
        let location =
            folder.map { CacheLocation(directoryPath: $0) } ?? (try? CacheLocation.resolve(environment: environment))
        let store: SQLiteCacheStore? =
            if let location {
                await SQLiteCacheStore.openReadingOnly(at: location, featureMigrations: FeatureList.migrations)
            } else {
                nil
            }
        return CompletionCache(store: store, gitHubAPIURL: apiURL, demo: false)
    }

    /// The logins that begin with `prefix` (any letter case), in alphabetical order.
    func logins(beginningWith prefix: String) async -> [String] {
        if demo {
            let logins = DemoDataset.standard.gitHubUsers.map(\.user.login)
                .filter { $0.lowercased().hasPrefix(prefix.lowercased()) }
            return Array(logins.sorted { $0.lowercased() < $1.lowercased() }.prefix(DynamicCompletion.limit))
        }
        let apiURL = gitHubAPIURL
        return
            (try? await store?.read { db in
                try GitHubUserCompletions.logins(
                    beginningWith: prefix, apiURL: apiURL, limit: DynamicCompletion.limit, in: db)
            }) ?? []
    }

    /// The posts whose id begins with `prefix`, with their titles, in the order of their ids.
    func posts(beginningWith prefix: String) async -> [(id: Int, title: String)] {
        let posts: [(id: Int, title: String)]
        if demo {
            posts = DemoDataset.standard.posts.filter { String($0.id).hasPrefix(prefix) }.prefix(
                DynamicCompletion.limit
            )
            .map { ($0.id, $0.title) }
        } else {
            posts =
                (try? await store?.read { db in
                    try PostCompletions.posts(beginningWith: prefix, limit: DynamicCompletion.limit, in: db)
                }) ?? []
        }
        return posts.map { ($0.id, Self.clean($0.title)) }
    }

    /// The post authors whose id begins with `prefix`, with their names, in the order of their ids.
    func authors(beginningWith prefix: String) async -> [(id: Int, name: String)] {
        let authors: [(id: Int, name: String)]
        if demo {
            authors = DemoDataset.standard.postAuthors.filter { String($0.id).hasPrefix(prefix) }
                .prefix(DynamicCompletion.limit).map { ($0.id, $0.name) }
        } else {
            authors =
                (try? await store?.read { db in
                    try PostCompletions.authors(beginningWith: prefix, limit: DynamicCompletion.limit, in: db)
                }) ?? []
        }
        return authors.map { ($0.id, Self.clean($0.name)) }
    }

    /// `text` on one line without control characters or escape sequences, cut to ``descriptionWidth`` columns.
    static func clean(_ text: String) -> String {
        TextWidth.truncate(TerminalSanitizer.sanitize(text, keepNewlines: false), toWidth: descriptionWidth)
    }
}
