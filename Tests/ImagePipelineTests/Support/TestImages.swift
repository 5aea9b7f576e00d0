import AtomicCore
import CJPEG
import CPNG
import Foundation
import ImagePipeline

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Images the tests make themselves, encoded by libpng and libjpeg in this process.
enum TestImages {
    struct EncodingFailed: Error, CustomStringConvertible {
        let description: String
    }

    /// A PNG of `height` rows in libpng's layout for `colorType` and `bitDepth`.
    static func png(
        rows: [UInt8],
        width: Int,
        height: Int,
        colorType: Int32,
        bitDepth: Int32,
        palette: [UInt8] = [],
        paletteAlpha: [UInt8] = [],
        interlaced: Bool = false
    ) throws -> Data {
        let rowBytes = rows.count / height
        var bytes: UnsafeMutablePointer<UInt8>?
        var count = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = rows.withUnsafeBufferPointer { rows in
            palette.withUnsafeBufferPointer { palette in
                paletteAlpha.withUnsafeBufferPointer { alpha in
                    atomic_png_encode(
                        rows.baseAddress, UInt32(width), UInt32(height), rowBytes, colorType, bitDepth,
                        palette.baseAddress, Int32(palette.count / 3), alpha.baseAddress, Int32(alpha.count),
                        interlaced ? 1 : 0, &bytes, &count, &message, message.count)
                }
            }
        }
        guard status == Int32(ATOMIC_PNG_OK), let bytes else {
            throw EncodingFailed(description: "libpng status \(status): \(text(message))")
        }
        defer { free(bytes) }
        return Data(bytes: bytes, count: count)
    }

    /// An RGBA PNG of `image`.
    static func png(_ image: RGBAImage) throws -> Data {
        try png(
            rows: image.pixels, width: image.width, height: image.height, colorType: PNG_COLOR_TYPE_RGB_ALPHA,
            bitDepth: 8)
    }

    /// A JPEG of `samples` (`components` = 1 grey, 3 RGB, 4 CMYK as stored).
    static func jpeg(
        samples: [UInt8],
        width: Int,
        height: Int,
        components: Int32,
        quality: Int32 = 95,
        progressive: Bool = false
    ) throws -> Data {
        var bytes: UnsafeMutablePointer<UInt8>?
        var count = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = samples.withUnsafeBufferPointer { samples in
            atomic_jpeg_encode(
                samples.baseAddress, UInt32(width), UInt32(height), components, quality, progressive ? 1 : 0,
                &bytes, &count, &message, message.count)
        }
        guard status == Int32(ATOMIC_JPEG_OK), let bytes else {
            throw EncodingFailed(description: "libjpeg status \(status): \(text(message))")
        }
        defer { free(bytes) }
        return Data(bytes: bytes, count: count)
    }

    /// The text of a NUL-terminated message buffer.
    static func text(_ buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// An RGBA image whose pixel at (x, y) is `color(x, y)`.
    static func image(width: Int, height: Int, _ color: (Int, Int) -> RGBAPixel) -> RGBAImage {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let pixel = color(x, y)
                pixels += [pixel.red, pixel.green, pixel.blue, pixel.alpha]
            }
        }
        guard let image = RGBAImage(width: width, height: height, pixels: pixels) else {
            preconditionFailure("the test image's sides must be positive")
        }
        return image
    }

    /// A smooth 64 × 48 RGB image: red grows to the right, blue downwards, green constant.
    static let gradient = image(width: 64, height: 48) { x, y in
        RGBAPixel(red: UInt8(x * 4), green: 128, blue: UInt8(y * 5))
    }

    /// A PNG whose header claims `width` × `height` pixels (CRCs correct), followed by an IDAT of junk that could
    /// never decode: a decoder that reports the size instead of a damaged stream stopped at the header.
    static func pngClaiming(width: UInt32, height: UInt32) -> Data {
        var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = bigEndian(width) + bigEndian(height)
        header += [8, 6, 0, 0, 0]
        data.append(chunk("IHDR", header))
        data.append(chunk("IDAT", [UInt8](repeating: 0xA7, count: 64)))
        data.append(chunk("IEND", []))
        return data
    }

    /// `jpeg` with the size in its first start-of-frame marker replaced by `width` × `height`.
    static func jpeg(_ jpeg: Data, claimingWidth width: UInt16, height: UInt16) -> Data {
        var bytes = [UInt8](jpeg)
        var index = 2
        while index + 9 < bytes.count {
            let marker = bytes[index + 1]
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            if marker == 0xC0 || marker == 0xC2 {
                bytes[index + 5] = UInt8(height >> 8)
                bytes[index + 6] = UInt8(height & 0xFF)
                bytes[index + 7] = UInt8(width >> 8)
                bytes[index + 8] = UInt8(width & 0xFF)
                break
            }
            index += 2 + length
        }
        return Data(bytes)
    }

    private static func chunk(_ type: String, _ payload: [UInt8]) -> Data {
        let typeBytes = Array(type.utf8)
        var data = Data(bigEndian(UInt32(payload.count)))
        data.append(contentsOf: typeBytes)
        data.append(contentsOf: payload)
        data.append(contentsOf: bigEndian(crc32(typeBytes + payload)))
        return data
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 {
                crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1
            }
        }
        return ~crc
    }
}
