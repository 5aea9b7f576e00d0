import AtomicShell
import Foundation
import ImagePipeline
import TerminalUI

/// The shell's avatars over the run's ``ImagePipeline``: each request loaded off the main actor at the pixel size
/// its cells hold, and drawn as half blocks in the terminal's colours.
@MainActor
final class PipelineAvatars: AvatarSource {
    /// The pipeline the avatars load through.
    let pipeline: ImagePipeline
    /// How the pictures are coloured.
    let mode: ImageColorMode
    private let prefetcher: ImagePrefetcher

    /// Avatars loaded through `pipeline` and drawn in `mode`.
    init(pipeline: ImagePipeline, mode: ImageColorMode) {
        self.pipeline = pipeline
        self.mode = mode
        prefetcher = ImagePrefetcher(pipeline: pipeline)
    }

    /// Avatars for a terminal of `colorDepth`: true colour, else the 256 colours (which the renderer reduces
    /// further on a 16-colour terminal), and shade characters without colour.
    convenience init(pipeline: ImagePipeline, colorDepth: ColorDepth) {
        self.init(pipeline: pipeline, mode: ImageColorMode(colorDepth))
    }

    /// The pipeline's request for `request`, at the pixels its box holds.
    nonisolated static func imageRequest(for request: AvatarRequest) -> ImageRequest {
        ImageRequest(url: request.url, targetSize: PixelSize(width: request.pixelWidth, height: request.pixelHeight))
    }

    func cachedPicture(for request: AvatarRequest) -> HalfBlockImage? {
        pipeline.cachedImage(for: Self.imageRequest(for: request)).map(draw)
    }

    func picture(for request: AvatarRequest) async -> HalfBlockImage? {
        let image = try? await pipeline.image(for: Self.imageRequest(for: request))
        return image.map(draw)
    }

    func startPrefetching(_ requests: [AvatarRequest]) {
        prefetcher.startPrefetching(requests.map(Self.imageRequest))
    }

    func stopPrefetching(_ requests: [AvatarRequest]) {
        prefetcher.stopPrefetching(requests.map(Self.imageRequest))
    }

    private func draw(_ image: RGBAImage) -> HalfBlockImage {
        HalfBlockImage(width: image.width, height: image.height, pixels: image.rgbaPixels, mode: mode)
    }
}
