import AtomicShell
import Foundation
import ImagePipeline
import TerminalUI

/// The shell's avatars over the run's ``ImagePipeline``: each request loaded off the main actor at the pixel size
/// its painter wants for the cells, and drawn by the ``AvatarPainter`` (libchafa's symbols, or an image protocol
/// over them) off the main actor too.
@MainActor
final class PipelineAvatars: AvatarSource {
    /// The pipeline the avatars load through.
    let pipeline: ImagePipeline
    /// How the pictures are drawn.
    let painter: AvatarPainter
    private let prefetcher: ImagePrefetcher

    /// Avatars loaded through `pipeline` and drawn by `painter`.
    init(pipeline: ImagePipeline, painter: AvatarPainter) {
        self.pipeline = pipeline
        self.painter = painter
        prefetcher = ImagePrefetcher(pipeline: pipeline)
    }

    /// The pipeline's request for `request`, at the pixels `painter` wants for its box.
    nonisolated static func imageRequest(for request: AvatarRequest, painter: AvatarPainter) -> ImageRequest {
        ImageRequest(url: request.url, targetSize: painter.pixelSize(for: request.cells))
    }

    func cachedPicture(for request: AvatarRequest) -> TerminalPicture? {
        pipeline.cachedImage(for: Self.imageRequest(for: request, painter: painter)).map {
            painter.picture(of: $0, cells: request.cells)
        }
    }

    func picture(for request: AvatarRequest) async -> TerminalPicture? {
        guard let image = try? await pipeline.image(for: Self.imageRequest(for: request, painter: painter)) else {
            return nil
        }
        let painter = painter
        return await Task.detached { painter.picture(of: image, cells: request.cells) }.value
    }

    func startPrefetching(_ requests: [AvatarRequest]) {
        prefetcher.startPrefetching(requests.map { Self.imageRequest(for: $0, painter: painter) })
    }

    func stopPrefetching(_ requests: [AvatarRequest]) {
        prefetcher.stopPrefetching(requests.map { Self.imageRequest(for: $0, painter: painter) })
    }
}
