import AtomicCore
import Foundation

/// The image pipeline's speed goals as functions, for the `atomic-bench` harness to call and print.
///
/// ```swift
/// let benchmarks = try ImagePipelineBenchmarks()
/// let decodeAlone = benchmarks.decodeOnly(iterations: 50)            // libjpeg's full decode
/// let pipelineWay = benchmarks.decodeAndDownscale(iterations: 50)    // what the pipeline does
/// let hit = benchmarks.memoryCacheHit(iterations: 100_000)
/// ```
///
/// Each function returns the median of its `iterations` timings (at least 1) from `ContinuousClock`.
/// Goals: decode and downscale within 1.5× of the full decode alone; a memory-cache hit under 10 µs.
public struct ImagePipelineBenchmarks: Sendable {
    /// The avatar used: a 460 × 460 baseline JPEG (quality 85) of smooth gradients and sharp shapes.
    public let jpeg: Data
    /// The box the avatar is drawn into: 32 × 32 pixels, that is 32 columns by 16 rows of half-block cells.
    public let targetSize = PixelSize(width: 32, height: 32)

    /// Builds the 460 × 460 JPEG in memory.
    ///
    /// - Throws: ``ImageEncodingError`` when libjpeg refuses to encode it.
    public init() throws(ImageEncodingError) {
        let side = 460
        var pixels = [UInt8](repeating: 255, count: side * side * 4)
        for y in 0..<side {
            for x in 0..<side {
                let index = (y * side + x) * 4
                let ring = ((x - 230) * (x - 230) + (y - 230) * (y - 230)) / 900 % 2 == 0
                pixels[index] = UInt8(x * 255 / side)
                pixels[index + 1] = ring ? 200 : 40
                pixels[index + 2] = UInt8(y * 255 / side)
            }
        }
        // The byte count is side × side × 4 by construction.
        let image =
            RGBAImage(width: side, height: side, pixels: pixels)
            ?? RGBAImage(
                width: side, height: side, filledWith: RGBAPixel(red: 0, green: 0, blue: 0))
        jpeg = try JPEGEncoder(quality: 85).encode(image)
    }

    /// The median time of libjpeg decoding the whole 460 × 460 avatar to RGBA (the alternative).
    public func decodeOnly(iterations: Int) -> Duration {
        let decoder = JPEGDecoder()
        let jpeg = jpeg
        return Self.median(iterations) { _ = try? decoder.decode(jpeg) }
    }

    /// The median time of the pipeline's way: decode for a 32 × 32 box (DCT-scaled) and downscale in linear light.
    public func decodeAndDownscale(iterations: Int) -> Duration {
        let decoder = JPEGDecoder()
        let downscaler = ImageDownscaler()
        let (jpeg, box) = (jpeg, targetSize)
        return Self.median(iterations) {
            if let image = try? decoder.decode(jpeg, minimumSize: box) {
                _ = downscaler.downscale(image, toFit: box)
            }
        }
    }

    /// The median time of one hit in an ``ImageMemoryCache`` holding 200 avatars of 32 × 32.
    public func memoryCacheHit(iterations: Int) -> Duration {
        let cache = ImageMemoryCache()
        let avatar = RGBAImage(width: 32, height: 32, filledWith: RGBAPixel(red: 9, green: 9, blue: 9))
        for index in 0..<200 {
            cache.store(avatar, forKey: "https://avatars.githubusercontent.com/u/\(index)?s=32 @32x32")
        }
        let key = "https://avatars.githubusercontent.com/u/100?s=32 @32x32"
        return Self.median(iterations) { _ = cache.image(forKey: key) }
    }

    private static func median(_ iterations: Int, _ body: () -> Void) -> Duration {
        let clock = ContinuousClock()
        var timings: [Duration] = []
        timings.reserveCapacity(max(1, iterations))
        for _ in 0..<max(1, iterations) {
            let start = clock.now
            body()
            timings.append(clock.now - start)
        }
        timings.sort()
        return timings[timings.count / 2]
    }
}
