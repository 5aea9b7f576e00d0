import AtomicLogger
import Networking

extension ImagePipeline {
    /// Everything an ``ImagePipeline`` works with, each part with its default.
    ///
    /// | setting | default |
    /// | --- | --- |
    /// | ``httpClient`` | required: downloads go through it, with its limits, deadline and retries |
    /// | ``decoder`` | ``ImageDecoder``: PNG and JPEG, 4096 × 4096 pixels and 20 MiB at most, GIF refused |
    /// | ``memoryCache`` | an ``ImageMemoryCache`` of 32 MiB |
    /// | ``diskCache`` | none; the app passes one in its cache folder |
    /// | ``failureCache`` | an ``ImageFailureCache``: a failed image is tried again after 10 minutes, not before |
    /// | ``sizeParameterHosts`` | ``AvatarURLSizing/gitHubHosts`` |
    /// | ``logger`` | `Logger.disabled` |
    /// | ``decodedByteLimit`` | 32 MiB of decoded pixels held at once by the decodes running together |
    public struct Configuration: Sendable {
        /// Downloads the image data.
        public var httpClient: HTTPClient
        /// Turns downloaded data into pixels; ``ImageDecoder`` by default.
        public var decoder: any ImageDecoding
        /// Scaled images ready to draw, per URL and box; `nil` keeps none.
        public var memoryCache: ImageMemoryCache?
        /// Downloaded data, per sized URL; `nil` (the default) keeps none.
        public var diskCache: ImageDiskCache?
        /// The images that failed lately, answered with their failure without a request until their retry time;
        /// `nil` tries every time.
        public var failureCache: ImageFailureCache?
        /// Hosts whose URLs get `s=N` for the size that will be drawn; ``AvatarURLSizing/gitHubHosts`` by default.
        public var sizeParameterHosts: Set<String>
        /// Where damaged cache entries and failed loads are reported; `Logger.disabled` by default.
        public var logger: Logger
        /// The most bytes of decoded pixels the decodes running at once may hold (see ``DecodedByteBudget``);
        /// 32 MiB by default.
        public var decodedByteLimit: Int

        /// A configuration; see the table above for the defaults.
        public init(
            httpClient: HTTPClient,
            decoder: any ImageDecoding = ImageDecoder(),
            memoryCache: ImageMemoryCache? = ImageMemoryCache(),
            diskCache: ImageDiskCache? = nil,
            failureCache: ImageFailureCache? = ImageFailureCache(),
            sizeParameterHosts: Set<String> = AvatarURLSizing.gitHubHosts,
            logger: Logger = .disabled,
            decodedByteLimit: Int = 32 * 1024 * 1024
        ) {
            self.httpClient = httpClient
            self.decoder = decoder
            self.memoryCache = memoryCache
            self.diskCache = diskCache
            self.failureCache = failureCache
            self.sizeParameterHosts = sizeParameterHosts
            self.logger = logger
            self.decodedByteLimit = decodedByteLimit
        }
    }
}
