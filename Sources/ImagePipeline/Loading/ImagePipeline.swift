import AtomicCore
import Foundation
import Networking

/// Loads images to draw: memory cache → disk cache → download, then decode and scale down to the box asked for.
///
/// ```swift
/// let pipeline = ImagePipeline(configuration: .init(httpClient: client, diskCache: diskCache))
/// let avatar = try await pipeline.image(for: ImageRequest(url: user.avatarURL, targetSize: PixelSize(width: 32, height: 32)))
/// ```
///
/// - **Sizing**: URLs of ``Configuration/sizeParameterHosts`` ask for the longer side of the box (`s=32`), so the
///   server sends a small file; the decoded image is scaled down by ``ImageDownscaler`` to fit the box.
/// - **Caching**: the scaled image goes to the memory cache (one entry per sized URL and box) and the downloaded
///   bytes, once they decoded, to the disk cache (one entry per sized URL). Disk data that no longer decodes is
///   removed and downloaded again.
/// - **Coalescing**: concurrent requests for the same URL and box share one load, hence one download.
/// - **Cancellation**: a caller whose task is cancelled gets ``ImagePipelineError/cancelled`` at once; when every
///   caller of a load has gone, the load is cancelled, and with it the download and its connection.
/// - **Errors** are typed (``ImagePipelineError``); nothing is retried here beyond the `HTTPClient`'s own policy. A
///   failed download or decode is kept in ``Configuration/failureCache``, which answers for the image, without a
///   request, until its retry time.
public final class ImagePipeline: Sendable {
    /// What this pipeline works with.
    public let configuration: Configuration

    private let loads = TaskCoalescer<String, RGBAImage, ImagePipelineError>(cancelled: .cancelled)
    private let downscaler = ImageDownscaler()
    /// Bounds the decoded bytes of the decodes running at once (``Configuration/decodedByteLimit``).
    public let decodeBudget: DecodedByteBudget

    /// A pipeline working with `configuration`.
    public init(configuration: Configuration) {
        self.configuration = configuration
        decodeBudget = DecodedByteBudget(limit: configuration.decodedByteLimit)
    }

    /// The image for `request`, scaled to fit its box.
    ///
    /// - Throws: ``ImagePipelineError``.
    public func image(for request: ImageRequest) async throws(ImagePipelineError) -> RGBAImage {
        let sized = sizedURL(for: request)
        let key = Self.memoryKey(url: sized, size: request.targetSize)
        if let cached = configuration.memoryCache?.image(forKey: key) {
            return cached
        }
        let outcome = await loads.run(key: key) { [self] in
            await load(request, from: sized, memoryKey: key)
        }
        return try outcome.get()
    }

    /// The image for `request` if the memory cache has it, without waiting for anything: for a screen that must
    /// draw now and shows a placeholder otherwise.
    public func cachedImage(for request: ImageRequest) -> RGBAImage? {
        let sized = sizedURL(for: request)
        return configuration.memoryCache?.image(forKey: Self.memoryKey(url: sized, size: request.targetSize))
    }

    /// The URL actually requested for `request`: with `s=N` (N the longer side of the box) on hosts that take it.
    public func sizedURL(for request: ImageRequest) -> URL {
        let pixels = max(request.targetSize.width, request.targetSize.height)
        return AvatarURLSizing.sized(request.url, pixels: pixels, hosts: configuration.sizeParameterHosts)
    }

    /// The number of loads running now (each possibly shared by several callers).
    public var runningLoadCount: Int { loads.runningCount }

    /// The number of ``image(for:)`` calls waiting on a load now, over all loads.
    public var waitingCallerCount: Int { loads.callerCount }

    /// The memory cache key of a sized URL drawn into `size`.
    static func memoryKey(url: URL, size: PixelSize) -> String {
        "\(url.absoluteString) @\(size)"
    }

    private func load(_ request: ImageRequest, from url: URL, memoryKey: String) async -> Result<
        RGBAImage, ImagePipelineError
    > {
        let diskKey = url.absoluteString
        if let data = await configuration.diskCache?.data(forKey: diskKey) {
            do throws(ImageDecodingError) {
                let image = try await prepare(data, for: request)
                configuration.memoryCache?.store(image, forKey: memoryKey)
                return .success(image)
            } catch {
                configuration.logger.notice(
                    "a cached image no longer decodes; downloading it again", metadata: ["error": "\(error)"])
                await configuration.diskCache?.removeData(forKey: diskKey)
            }
        }
        if let failure = configuration.failureCache?.failure(forKey: diskKey) {
            return .failure(failure)
        }
        let data: Data
        do throws(NetworkError) {
            data = try await configuration.httpClient.send(
                HTTPRequest<Data>(url: url, headers: ["Accept": "image/png, image/jpeg, image/*;q=0.8"]))
        } catch .cancelled {
            return .failure(.cancelled)
        } catch {
            configuration.logger.info("an image could not be downloaded", metadata: ["error": "\(error)"])
            configuration.failureCache?.record(.network(error), forKey: diskKey)
            return .failure(.network(error))
        }
        guard !Task.isCancelled else { return .failure(.cancelled) }
        do throws(ImageDecodingError) {
            let image = try await prepare(data, for: request)
            await configuration.diskCache?.store(data, forKey: diskKey)
            configuration.memoryCache?.store(image, forKey: memoryKey)
            return .success(image)
        } catch {
            configuration.logger.info("an image could not be decoded", metadata: ["error": "\(error)"])
            configuration.failureCache?.record(.decoding(error), forKey: diskKey)
            return .failure(.decoding(error))
        }
    }

    /// Decodes `data` (at a reduced size when the codec can) and scales it to fit the request's box, once its
    /// decoded bytes fit in ``decodeBudget``.
    private func prepare(_ data: Data, for request: ImageRequest) async throws(ImageDecodingError) -> RGBAImage {
        let bytes = DecodedByteBudget.estimate(for: data, minimumSize: request.targetSize)
        let result: Result<RGBAImage, ImageDecodingError> = await decodeBudget.withBytes(bytes) {
            do throws(ImageDecodingError) {
                let decoded = try configuration.decoder.decode(data, minimumSize: request.targetSize)
                return .success(downscaler.downscale(decoded, toFit: request.targetSize))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }
}
