import CJPEG
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Encodes an ``RGBAImage`` as an RGB JPEG through the system libjpeg-turbo (alpha is dropped), for benchmarks and
/// tests that need a realistic avatar file.
public struct JPEGEncoder: Sendable {
    /// The quality, 1–100; 85 by default.
    public var quality: Int
    /// Whether the scans are progressive; `false` (baseline) by default.
    public var progressive: Bool

    /// An encoder with `quality` (clamped to 1–100) and scan mode.
    public init(quality: Int = 85, progressive: Bool = false) {
        self.quality = min(100, max(1, quality))
        self.progressive = progressive
    }

    /// The JPEG bytes of `image`'s colour samples.
    ///
    /// - Throws: ``ImageEncodingError``.
    public func encode(_ image: RGBAImage) throws(ImageEncodingError) -> Data {
        var rgb = [UInt8]()
        rgb.reserveCapacity(image.width * image.height * 3)
        for index in stride(from: 0, to: image.pixels.count, by: 4) {
            rgb.append(contentsOf: image.pixels[index..<index + 3])
        }
        return try CodecCall.encoded(ok: Int32(ATOMIC_JPEG_OK), noMemory: Int32(ATOMIC_JPEG_NO_MEMORY)) {
            bytes, count, message in
            rgb.withUnsafeBufferPointer { samples in
                atomic_jpeg_encode(
                    samples.baseAddress, UInt32(image.width), UInt32(image.height), 3, Int32(quality),
                    progressive ? 1 : 0, &bytes, &count, &message, message.count)
            }
        }
    }
}
