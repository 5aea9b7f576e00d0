import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The Swift side shared by the C codec shims: size checks before the call, and taking over the buffer after.
enum CodecCall {
    /// Refuses empty data and data over the byte limit before any codec sees it.
    static func checkSize(of data: Data, limits: ImageDecodingLimits) throws(ImageDecodingError) {
        guard !data.isEmpty else { throw .empty }
        guard data.count <= limits.maximumByteCount else {
            throw .dataTooLarge(byteCount: data.count, limit: limits.maximumByteCount)
        }
    }

    /// A limit as the C side's `uint32_t`.
    static func clamp(_ value: Int) -> UInt32 {
        UInt32(clamping: max(0, value))
    }

    /// The text of a NUL-terminated message buffer.
    static func text(_ buffer: [CChar]) -> String {
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Copies the malloc'd RGBA buffer the shim returned into an ``RGBAImage`` and frees it.
    static func adopt(
        _ output: UnsafeMutablePointer<UInt8>?,
        width: UInt32,
        height: UInt32,
        format: ImageFormat
    ) throws(ImageDecodingError) -> RGBAImage {
        guard let output else { throw .corrupt(format: format, detail: "the codec returned no pixels") }
        defer { free(output) }
        let count = Int(width) * Int(height) * 4
        let pixels = [UInt8](UnsafeBufferPointer(start: output, count: count))
        guard let image = RGBAImage(width: Int(width), height: Int(height), pixels: pixels) else {
            throw .corrupt(format: format, detail: "the image has no pixels")
        }
        return image
    }
}
