import AtomicCore
import AtomicLogger
import Data
import DemoServer
import Domain
import Foundation
import ImagePipeline
import Networking
import Persistence

// Apple platforms only: on Linux the URLSession transport would load libcurl at start-up (decision 0008).
#if !os(Linux)
    import NetworkingURLSession
#endif

/// The one place that knows concrete types: builds the logger, HTTP clients, cache and repositories
/// for the options the user gave.
struct CompositionRoot {
    /// The parsed options.
    let options: GlobalOptions
    /// The process environment (tokens, cache location).
    let environment: [String: String]
    /// Where warnings go, one line each, without the `warning:` prefix.
    let warn: @Sendable (String) -> Void
    /// Where the request trace goes when ``GlobalOptions/debugTrace`` asks for it, one line each, newline
    /// included (standard error); nil for none.
    var trace: (@Sendable (String) -> Void)? = nil
    /// The time source for the cache and logs.
    var clock: any AppClock = SystemClock()

    /// The services for one run of `atomic`. A cache that cannot be opened — or that fails later in the
    /// run — is replaced by an in-memory one by the store itself, with a warning, so the command still works
    /// over the network.
    ///
    /// - Throws: ``PersistenceError`` only when not even an in-memory database can be created.
    func makeServices() async throws -> AppServices {
        let location = cacheLocation()
        let host = GitHubHost(environment: environment)
        let order = GitHubTokenOrder(environment: environment)
        let apiURL = host.apiURL(configured: options.gitHubAPIURL)
        // Demo data and the cache alone need no token: neither the credentials file nor gh is asked.
        let resolution: GitHubTokenOrder.Resolution? =
            options.demo || options.offline
            ? nil : order.resolve(host: host, apiURL: apiURL, configured: options.gitHubAPIURL)
        for warning in resolution?.warnings ?? [] { warn(warning) }
        let token = resolution?.token
        let tokenSource =
            resolution?.source ?? host.tokenSource(in: environment, configured: options.gitHubAPIURL)
        let logger = makeLogger(location: location, token: token, refreshToken: resolution?.stored?.refreshToken)

        let store: SQLiteCacheStore
        if options.demo {
            store = try await inMemoryStore()
        } else if let location {
            store = try await SQLiteCacheStore.open(
                at: location, featureMigrations: FeatureList.migrations, logger: logger.child(label: "cache"),
                clock: clock, warn: warn)
        } else {
            warn("no cache folder (set ATOMIC_CACHE_DIR or HOME); continuing without a cache")
            store = try await inMemoryStore()
        }

        let transport: any HTTPTransport
        var gitHubURL = host.apiURL(configured: options.gitHubAPIURL)
        var postsURL = options.postsAPIURL
        if options.demo {
            gitHubURL = DemoTransport.gitHubBaseURL
            postsURL = DemoTransport.postsBaseURL
            transport = DemoTransport.make(avatars: AvatarAssembly.demoRenderer, routes: FeatureList.demoRoutes)
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
        gitHubConfiguration.authenticator = makeAuthenticator(
            resolution: resolution, order: order, apiURL: gitHubURL,
            refreshClient: HTTPClient(transport: transport, configuration: configuration))
        gitHubConfiguration.observers.append(budget)
        let gitHubClient = HTTPClient(transport: transport, configuration: gitHubConfiguration)
        // The posts API gets no token: a GitHub credential is never sent to another host.
        let postsClient = HTTPClient(transport: transport, configuration: configuration)
        // Demo data never comes from the network, so --offline has nothing to forbid there.
        let (mode, timeToLive) = (options.offline && !options.demo ? CacheMode.offline : .online, options.ttl)
        let policy = CachePolicy(
            store: store, clock: clock, timeToLive: timeToLive, mode: mode, logger: logger.child(label: "cache"))
        let images = AvatarAssembly.makePipeline(
            transport: transport, offline: mode == .offline, cacheLocation: location, clock: clock,
            logger: logger.child(label: "images"),
            observers: observers, deadline: .saturating(seconds: options.timeout))
        let auth = AuthServices(
            environment: environment, configuredAPIURL: options.gitHubAPIURL, order: order, resolution: resolution,
            client: HTTPClient(transport: transport, configuration: configuration), clock: clock)
        let context = FeatureContext(
            gitHub: FeatureContext.API(client: gitHubClient, baseURL: gitHubURL),
            posts: FeatureContext.API(client: postsClient, baseURL: postsURL), policy: policy, logger: logger)
        return AppServices(
            gitHubUsers: GitHubUsersFeature.makeServices(context: context),
            posts: PostsFeature.makeServices(context: context),
            userRelations: UserRelationsFeature.makeServices(context: context),
            userRepositories: UserRepositoriesFeature.makeServices(context: context),
            searchUsers: SearchUsersFeature.makeServices(context: context),
            cache: StoreCacheAdministration(store: store, avatars: images.configuration.diskCache),
            status: GetFeatureStatusUseCase(
                cache: StoreFeatureCacheStatus(store: store, gitHubBaseURL: gitHubURL, postsBaseURL: postsURL),
                budget: TrackedRateLimitBudget(tracker: budget, baseURL: gitHubURL), isDemo: options.demo,
                token: tokenSource),
            appState: SQLiteAppStateStore(store: store, ignoresStoredState: options.freshStart),
            token: tokenSource, isDemo: options.demo, images: images, auth: options.demo ? nil : auth)
    }

    /// What authenticates GitHub requests: the token of `resolution` for the API's origin only; a stored token
    /// that expires is renewed (before it expires, and once after a 401) under the credentials file's lock
    /// (``StoredTokenRenewal``), with `refreshClient`, which sends no token. Nil without a token.
    private func makeAuthenticator(
        resolution: GitHubTokenOrder.Resolution?, order: GitHubTokenOrder, apiURL: URL, refreshClient: HTTPClient
    ) -> (any Authenticator)? {
        guard let resolution, let token = resolution.token, let origin = Origin(apiURL) else { return nil }
        if let stored = resolution.stored, let url = order.credentials?.url {
            // Another process's renewal holds the lock for at most its request's time: waited for that long.
            let file = CredentialsFile(url: url, lockTimeout: .seconds(options.timeout + 5))
            let renewal = StoredTokenRenewal(
                file: file, host: GitHubTokenOrder.hostKey(apiURL: apiURL), client: refreshClient, clock: clock)
            return RefreshingAuthenticator(
                origin: origin, credential: StoredTokenRenewal.credential(stored), clock: clock,
                refresh: { rejected throws(NetworkError) in try await renewal.renew(rejected) })
        }
        return RefreshingAuthenticator(
            origin: origin, credential: AuthenticationCredential(token: token), clock: clock,
            refresh: { rejected throws(NetworkError) in rejected })
    }

    private func cacheLocation() -> CacheLocation? {
        if let directory = options.cacheDirectory {
            return CacheLocation(directoryPath: directory)
        }
        return try? CacheLocation.resolve(environment: environment)
    }

    /// A file logger in the cache folder at the chosen level, with the token (and a stored refresh token)
    /// registered as secrets; and, when ``GlobalOptions/debugTrace`` asks for it, the trace of `debug` records and
    /// above (each request, each cache decision) through ``trace``. No logger when there is neither a usable folder
    /// (the cache then says why) nor a trace.
    private func makeLogger(location: CacheLocation?, token: String?, refreshToken: String?) -> Logger {
        var sinks: [any LogSink] = []
        var level = options.logLevel
        if let location, (try? location.createDirectory()) != nil {
            let file = URL(fileURLWithPath: location.directoryPath).appendingPathComponent("atomic.log")
            sinks.append(LevelFilteredLogSink(minimum: options.logLevel, sink: FileLogSink(url: file)))
        }
        if options.debugTrace, let trace {
            sinks.append(LevelFilteredLogSink(minimum: .debug, sink: ConsoleTraceSink(write: trace)))
            level = min(level, .debug)
        }
        guard !sinks.isEmpty else { return .disabled }
        var logger = Logger(label: "atomic", level: level, sinks: sinks, clock: clock)
        for secret in [token, refreshToken].compactMap(\.self) {
            logger = logger.registering(secret: secret)
        }
        return logger
    }

    private func inMemoryStore() async throws -> SQLiteCacheStore {
        try await SQLiteCacheStore.inMemory(featureMigrations: FeatureList.migrations)
    }
}
