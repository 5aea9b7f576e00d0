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

    /// The bytes an encoding shim wrote: `call` gets the output pointer, its byte count and a message buffer, and
    /// returns the shim's status; `ok` is its success and `noMemory` its allocation failure. The malloc'd output
    /// is copied and freed, also when the call failed after allocating it.
    static func encoded(
        ok: Int32, noMemory: Int32,
        _ call: (inout UnsafeMutablePointer<UInt8>?, inout Int, inout [CChar]) -> Int32
    ) throws(ImageEncodingError) -> Data {
        var bytes: UnsafeMutablePointer<UInt8>?
        var count = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = call(&bytes, &count, &message)
        guard status == ok, let bytes else {
            if let bytes { free(bytes) }
            if status == noMemory { throw .outOfMemory }
            throw .rejected(detail: text(message))
        }
        defer { free(bytes) }
        return Data(bytes: bytes, count: count)
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
