import Foundation
import ImageCodecs

/// libFuzzer entry point: decodes the input as an image (PNG, JPEG, or anything else the decoder must refuse),
/// at full size and with a small minimum size (JPEG's DCT scaling), checks the decoded shape, and scales what
/// decodes down to a 32 × 32 box as the pipeline does. Arbitrary bytes must give an image or an
/// `ImageDecodingError`, never a trap, a hang or unbounded memory.
///
/// The limits are 1024 × 1024 pixels (not the app's 4096) so that each input decodes quickly; the checks that
/// enforce them are the same code.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImageDecoding(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    let decoder = ImageDecoder(limits: ImageDecodingLimits(maximumWidth: 1024, maximumHeight: 1024))
    for minimum in [nil, PixelSize(width: 8, height: 8)] {
        guard let image = try? decoder.decode(data, minimumSize: minimum) else { continue }
        if image.width < 1 || image.height < 1 || image.width > 1024 || image.height > 1024
            || image.pixels.count != image.width * image.height * 4
        {
            fatalError("decoded a \(image.width)x\(image.height) image with \(image.pixels.count) bytes")
        }
        let box = PixelSize(width: 32, height: 32)
        let scaled = ImageDownscaler().downscale(image, toFit: box)
        if scaled.size != image.size.fitting(in: box) {
            fatalError("scaled \(image.size) to \(scaled.size), not \(image.size.fitting(in: box))")
        }
    }
    return 0
}
