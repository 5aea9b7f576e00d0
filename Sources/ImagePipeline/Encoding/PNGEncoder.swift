import CPNG
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Encodes an ``RGBAImage`` as an 8-bit RGBA PNG through the system libpng.
///
/// The output carries no time stamp or text chunk, so one image always gives the same bytes (with the same
/// libpng and zlib): the demo avatars rely on it.
public struct PNGEncoder: Sendable {
    /// An encoder with libpng's default compression and filtering.
    public init() {}

    /// The PNG bytes of `image` (colour type 6, RGBA, 8 bits a sample, not interlaced).
    ///
    /// - Throws: ``ImageEncodingError``.
    public func encode(_ image: RGBAImage) throws(ImageEncodingError) -> Data {
        try CodecCall.encoded(ok: Int32(ATOMIC_PNG_OK), noMemory: Int32(ATOMIC_PNG_NO_MEMORY)) {
            bytes, count, message in
            image.pixels.withUnsafeBufferPointer { pixels in
                atomic_png_encode(
                    pixels.baseAddress, UInt32(image.width), UInt32(image.height), image.width * 4,
                    PNG_COLOR_TYPE_RGB_ALPHA, 8, nil, 0, nil, 0, 0, &bytes, &count, &message, message.count)
            }
        }
    }
}
