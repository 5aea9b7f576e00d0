import AtomicCore
import AtomicLogger
import Data
import Domain
import Foundation
import ImagePipeline
import Networking
import Persistence

/// The one place that knows concrete types: builds the logger, HTTP clients, cache and repositories
/// for the options the user gave.
struct CompositionRoot {
    /// The parsed options.
    let options: GlobalOptions
    /// The process environment (tokens, cache location).
    let environment: [String: String]
    /// Where warnings go, one line each, without the `warning:` prefix.
    let warn: @Sendable (String) -> Void
    /// The time source for the cache and logs.
    var clock: any AppClock = SystemClock()

    /// The services for one run of `atomic`. A cache that cannot be opened — or that fails later in the
    /// run — is replaced by an in-memory one, with a warning, so the command still works over the network.
    ///
    /// - Throws: ``PersistenceError`` only when not even an in-memory database can be created.
    func makeServices() async throws -> AppServices {
        let location = cacheLocation()
        let token = Self.gitHubToken(in: environment)
        let logger = makeLogger(location: location, token: token)

        let store: SQLiteCacheStore
        if options.demo {
            store = try await inMemoryStore()
        } else if let location {
            do {
                store = try await SQLiteCacheStore.openOrRecover(
                    at: location, featureMigrations: FeatureMigrations.all, logger: logger.child(label: "cache"),
                    clock: clock, warn: warn)
            } catch {
                warn("the cache cannot be used (\(error.message)); continuing without it")
                logger.warning("cache unavailable", metadata: ["error": error.message])
                store = try await inMemoryStore()
            }
        } else {
            warn("no cache folder (set ATOMIC_CACHE_DIR or HOME); continuing without a cache")
            store = try await inMemoryStore()
        }

        let transport: any HTTPTransport
        var gitHubURL = options.gitHubAPIURL
        var postsURL = options.postsAPIURL
        if options.demo {
            gitHubURL = DemoTransport.gitHubBaseURL
            postsURL = DemoTransport.postsBaseURL
            transport = DemoTransport.make(avatars: AvatarAssembly.demoRenderer)
        } else {
            // libcurl on Linux (docs/decisions/0001-linux-http-transport.md), URLSession elsewhere.
            #if os(Linux)
                transport = CurlTransport()
            #else
                transport = URLSessionTransport()
            #endif
        }
        let networkLogger = logger.child(label: "network")
        let observers: [any ResponseObserver] = [RequestLogObserver(logger: networkLogger)]
        let budget = RateLimitTracker()
        // Each command sets its own deadline (--timeout); this one covers a call made outside any command.
        let configuration = HTTPClient.Configuration(
            adapters: [UserAgentAdapter()], observers: observers,
            deadline: .saturating(seconds: options.timeout), warningHandler: warn, clock: clock)
        var gitHubConfiguration = configuration
        gitHubConfiguration.adapters.append(AuthorizationAdapter(tokenProvider: StaticTokenProvider(token)))
        gitHubConfiguration.observers.append(budget)
        let gitHubClient = HTTPClient(transport: transport, configuration: gitHubConfiguration)
        // The posts API gets no token: a GitHub credential is never sent to another host.
        let postsClient = HTTPClient(transport: transport, configuration: configuration)
        // Demo data never comes from the network, so --offline has nothing to forbid there.
        let (mode, timeToLive) = (options.offline && !options.demo ? CacheMode.offline : .online, options.ttl)
        let cacheLogger = logger.child(label: "cache")
        let usersLogger = logger.child(label: "users")
        let repositories: @Sendable (SQLiteCacheStore) -> CacheFallback.Repositories = {
            [clock, gitHubURL, postsURL, usersLogger] store in
            let policy = CachePolicy(
                store: store, clock: clock, timeToLive: timeToLive, mode: mode, logger: cacheLogger)
            return CacheFallback.Repositories(
                users: CachedGitHubUsersRepository(
                    client: gitHubClient, baseURL: gitHubURL, policy: policy, logger: usersLogger),
                posts: CachedPostsRepository(client: postsClient, baseURL: postsURL, policy: policy))
        }
        let images = AvatarAssembly.makePipeline(
            transport: transport, offline: mode == .offline, cacheLocation: location, clock: clock,
            logger: logger.child(label: "images"),
            observers: observers, deadline: .saturating(seconds: options.timeout))
        let onDisk = repositories(store)
        let fallback = CacheFallback(warn: warn) {
            repositories(try await SQLiteCacheStore.inMemory(featureMigrations: FeatureMigrations.all))
        }
        return AppServices(
            users: FallbackGitHubUsersRepository(primary: onDisk.users, fallback: fallback),
            posts: FallbackPostsRepository(primary: onDisk.posts, fallback: fallback),
            cache: StoreCacheAdministration(store: store, avatars: images.configuration.diskCache),
            gitHubBudget: {
                budget.latest.map { GitHubBudget(remaining: $0.remaining, limit: $0.limit, resetAt: $0.reset) }
            },
            cacheStatus: StoreFeatureCacheStatus(store: store, gitHubBaseURL: gitHubURL, postsBaseURL: postsURL),
            rateLimitBudget: TrackedRateLimitBudget(tracker: budget),
            appState: SQLiteAppStateStore(store: store, ignoresStoredState: options.freshStart),
            images: images)
    }

    private func cacheLocation() -> CacheLocation? {
        if let directory = options.cacheDirectory {
            return CacheLocation(directoryPath: directory)
        }
        return try? CacheLocation.resolve(environment: environment)
    }

    /// A file logger in the cache folder at the chosen level, with the token registered as a secret;
    /// no logger when there is no usable folder (the cache then says why) or the level is unknown.
    private func makeLogger(location: CacheLocation?, token: String?) -> Logger {
        guard let location, let level = LogLevel(parsing: options.logLevel), (try? location.createDirectory()) != nil
        else {
            return .disabled
        }
        let file = URL(fileURLWithPath: location.directoryPath).appendingPathComponent("atomic.log")
        var logger = Logger(label: "atomic", level: level, sinks: [FileLogSink(url: file)], clock: clock)
        if let token {
            logger = logger.registering(secret: token)
        }
        return logger
    }

    private func inMemoryStore() async throws -> SQLiteCacheStore {
        try await SQLiteCacheStore.inMemory(featureMigrations: FeatureMigrations.all)
    }

    /// `GITHUB_TOKEN`, else `GH_TOKEN`; empty values count as unset.
    static func gitHubToken(in environment: [String: String]) -> String? {
        for name in ["GITHUB_TOKEN", "GH_TOKEN"] {
            if let value = environment[name]?.trimmingCharacters(in: .whitespacesAndNewlines), !value.isEmpty {
                return value
            }
        }
        return nil
    }
}
