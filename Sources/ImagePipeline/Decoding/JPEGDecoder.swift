import CJPEG
import Foundation

/// Decodes JPEG through the system libjpeg-turbo: baseline and progressive, grey, YCbCr, RGB, and CMYK/YCCK
/// (Adobe's inverted CMYK when the Adobe marker is present), to 8-bit RGBA with alpha 255.
///
/// libjpeg's `error_exit` is caught on the C side (`setjmp` in `CJPEG/shim.h`) and arrives here as a code, so a
/// damaged file never unwinds through Swift. A progressive file of more than 500 scans is refused as corrupt
/// and libjpeg's working memory is capped at 256 MiB, so no file can hold the CPU or memory. A file that ends
/// early is ``ImageDecodingError/truncated(format:)`` (libjpeg alone would pad it with grey and only warn). When the caller gives a `minimumSize`, libjpeg's DCT
/// scaling decodes at 1/2, 1/4 or 1/8 of the size when that still covers it — much cheaper than decoding
/// everything and throwing most of it away.
public struct JPEGDecoder: ImageDecoding {
    /// The limits enforced; ``ImageDecodingLimits/standard`` by default.
    public let limits: ImageDecodingLimits
    /// The most scans a file may have; a progressive JPEG has about 10, and libjpeg-turbo's own tools stop at 500.
    var maximumScanCount = 500
    /// The most working memory libjpeg may take, in bytes: 256 MiB, enough for a 4096 × 4096 progressive CMYK file.
    var maximumWorkingMemory = 256 * 1024 * 1024

    /// A decoder enforcing `limits`.
    public init(limits: ImageDecodingLimits = .standard) {
        self.limits = limits
    }

    /// Decodes `data`, at a reduced size when `minimumSize` allows one.
    ///
    /// - Throws: ``ImageDecodingError``: `.unsupportedFormat(nil)` when `data` is not JPEG, `.truncated`,
    ///   `.corrupt`, `.unsupportedFeature`, `.tooLarge`, `.dataTooLarge`, `.empty`, `.outOfMemory`.
    public func decode(_ data: Data, minimumSize: PixelSize?) throws(ImageDecodingError) -> RGBAImage {
        try CodecCall.checkSize(of: data, limits: limits)
        var width: UInt32 = 0
        var height: UInt32 = 0
        var output: UnsafeMutablePointer<UInt8>?
        var message = [CChar](repeating: 0, count: 256)
        let denominator = minimumSize.map { Self.scaleDenominator(for: $0, data: data) } ?? 1
        let status = data.withUnsafeBytes { raw -> Int32 in
            let base = raw.bindMemory(to: UInt8.self).baseAddress
            return atomic_jpeg_decode_rgba(
                base, raw.count, CodecCall.clamp(limits.maximumWidth), CodecCall.clamp(limits.maximumHeight),
                denominator, Int32(maximumScanCount), maximumWorkingMemory, &width, &height, &output, &message,
                message.count)
        }
        let detail = CodecCall.text(message)
        switch Int(status) {
        case Int(ATOMIC_JPEG_OK):
            return try CodecCall.adopt(output, width: width, height: height, format: .jpeg)
        case Int(ATOMIC_JPEG_NOT_JPEG): throw .unsupportedFormat(ImageFormat(sniffing: data))
        case Int(ATOMIC_JPEG_TRUNCATED): throw .truncated(format: .jpeg)
        case Int(ATOMIC_JPEG_TOO_LARGE): throw .tooLarge(width: Int(width), height: Int(height))
        case Int(ATOMIC_JPEG_NO_MEMORY): throw .outOfMemory
        case Int(ATOMIC_JPEG_UNSUPPORTED): throw .unsupportedFeature(format: .jpeg, detail: detail)
        default: throw .corrupt(format: .jpeg, detail: detail.isEmpty ? "unreadable data" : detail)
        }
    }

    /// The largest of 1, 2, 4, 8 that keeps both sides of the decoded image at least `minimumSize`
    /// (libjpeg rounds scaled sides up), read from the frame header; 1 when the header cannot be found.
    static func scaleDenominator(for minimumSize: PixelSize, data: Data) -> UInt32 {
        guard let size = JPEGFrameHeader.size(in: data) else { return 1 }
        var chosen: UInt32 = 1
        for denominator in [2, 4, 8] {
            let scaledWidth = (size.width + denominator - 1) / denominator
            let scaledHeight = (size.height + denominator - 1) / denominator
            if scaledWidth >= minimumSize.width && scaledHeight >= minimumSize.height {
                chosen = UInt32(denominator)
            }
        }
        return chosen
    }
}
