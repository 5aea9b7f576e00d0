import AtomicCore
import AtomicLogger
import Data
import DemoServer
import Foundation
import ImagePipeline
import Networking
import Persistence

/// Builds the one ``ImagePipeline`` of a run, which loads every avatar the commands and screens draw.
///
/// | part | value |
/// | --- | --- |
/// | disk cache | `<cache dir>/avatars`, ``diskCacheSizeLimit`` (50 MiB) plus a trim margin of 1/16, least recently used evicted; none when the folder cannot be made or is a symbolic link, another user's or writable by others |
/// | memory cache | at most ``memoryCostLimit`` (32 MiB) of decoded pixels |
/// | HTTP client | the GitHub client's transport, with no credentials: avatars are on another host, so the token is never sent there |
/// | retries | none: an avatar is drawn again later anyway, and a failed one is tried again after ``failureRetryInterval`` (10 minutes), not at each draw |
/// | `--offline` | an ``OfflineTransport``: avatars come from the caches or not at all |
/// | body limit | ``ImageDecodingLimits/maximumByteCount`` (20 MiB), the most the decoder would read anyway |
/// | `s=N` hosts | `avatars.githubusercontent.com` and the demo avatar host |
enum AvatarAssembly {
    /// The most bytes the avatar files in `<cache dir>/avatars` take together right after a trim: 50 MiB.
    static let diskCacheSizeLimit = 50 * 1024 * 1024
    /// The most bytes of decoded pixels kept in memory: 32 MiB.
    static let memoryCostLimit = 32 * 1024 * 1024
    /// How long an avatar that failed to load is shown as its placeholder before it is tried again: 10 minutes.
    static let failureRetryInterval = Duration.seconds(600)
    /// The name of the avatar folder inside the cache folder.
    static let folderName = "avatars"

    /// The pipeline for one run: downloads through `transport` (no `Authorization` adapter at all) unless
    /// `offline`, caches in `<cache dir>/avatars` when `cacheLocation` is given and usable, reports to `logger`.
    static func makePipeline(
        transport: any HTTPTransport,
        offline: Bool,
        cacheLocation: CacheLocation?,
        clock: any AppClock,
        logger: Logger,
        observers: [any ResponseObserver],
        deadline: Duration
    ) -> ImagePipeline {
        let limits = ImageDecodingLimits.standard
        // Only the User-Agent: no AuthorizationAdapter, so no credential can ever reach an avatar host.
        let configuration = HTTPClient.Configuration(
            adapters: [UserAgentAdapter()], observers: observers,
            retryPolicy: .never,
            limits: TransportLimits(maximumBodySize: limits.maximumByteCount), deadline: deadline, clock: clock)
        let client = HTTPClient(transport: offline ? OfflineTransport() : transport, configuration: configuration)
        return ImagePipeline(
            configuration: .init(
                httpClient: client,
                decoder: ImageDecoder(limits: limits),
                memoryCache: ImageMemoryCache(costLimit: memoryCostLimit),
                diskCache: diskCache(in: cacheLocation, clock: clock, logger: logger),
                failureCache: ImageFailureCache(retryInterval: failureRetryInterval, clock: clock),
                sizeParameterHosts: sizeParameterHosts,
                logger: logger))
    }

    /// The hosts asked for the drawn size with `s=N`: GitHub's avatar host and the demo one.
    static var sizeParameterHosts: Set<String> {
        AvatarURLSizing.gitHubHosts.union([DemoTransport.avatarBaseURL.host].compactMap { $0 })
    }

    /// Demo avatars: the identicon of each login as PNG, at the side the URL asks for. The pipeline decodes
    /// and scales them like any downloaded avatar.
    static let demoRenderer: DemoAvatarAPI.Renderer = { login, side in
        try? IdenticonGenerator(side: side).png(for: login)
    }

    /// The disk cache in `<cache dir>/avatars`, or none (logged) when there is no cache folder or it cannot be
    /// made; the cache folder itself is created as the database's is (`0700` when new).
    static func diskCache(in location: CacheLocation?, clock: any AppClock, logger: Logger) -> ImageDiskCache? {
        guard let location else { return nil }
        do {
            try location.createDirectory()
            return try ImageDiskCache(
                folder: URL(fileURLWithPath: location.directoryPath, isDirectory: true)
                    .appendingPathComponent(folderName, isDirectory: true),
                sizeLimit: diskCacheSizeLimit, clock: clock, logger: logger)
        } catch {
            logger.notice(
                "the avatar cache folder cannot be used; avatars are kept in memory only",
                metadata: ["error": "\(error)"])
            return nil
        }
    }
}
