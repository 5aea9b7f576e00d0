import Foundation
import ImagePipeline
import Observation
import TerminalUI

/// The avatars the interactive app draws: loaded through the image pipeline off the main actor, kept as drawn
/// pictures, and observed, so that the screen showing one is drawn again when it arrives.
///
/// A screen asks ``picture(for:cells:)`` while it renders: the answer is the picture when it is ready (in this
/// holder or in the pipeline's memory cache), else `nil` — and the first time, a load starts. A failed load (a
/// `404`, damaged data, a GIF) is remembered, so the placeholder stays without asking again.
///
/// The users list calls ``prefetch(_:cells:)`` with the avatars of the rows about to appear; rows that left
/// that set stop being prefetched.
@Observable
@MainActor
final class AvatarImages {
    /// What became of a load.
    enum Outcome: Equatable {
        /// The picture, drawn for the cells asked.
        case loaded(HalfBlockImage)
        /// There is no picture: the placeholder shows.
        case failed
    }

    /// The loads that ended, by request.
    private(set) var outcomes: [ImageRequest: Outcome] = [:]

    /// The pipeline the avatars load through.
    @ObservationIgnored let pipeline: ImagePipeline
    /// How the pictures are coloured.
    @ObservationIgnored let mode: ImageColorMode
    @ObservationIgnored private let prefetcher: ImagePrefetcher
    @ObservationIgnored private var running: [ImageRequest: Task<Void, Never>] = [:]
    @ObservationIgnored private var prefetched: Set<ImageRequest> = []

    /// Avatars loaded through `pipeline` and drawn in `mode`.
    init(pipeline: ImagePipeline, mode: ImageColorMode) {
        self.pipeline = pipeline
        self.mode = mode
        prefetcher = ImagePrefetcher(pipeline: pipeline)
    }

    /// Avatars for a terminal of `colorDepth`: true colour, else the 256 colours (which the renderer reduces
    /// further on a 16-colour terminal), and shade characters without colour.
    convenience init(pipeline: ImagePipeline, colorDepth: ColorDepth) {
        self.init(pipeline: pipeline, mode: Self.mode(for: colorDepth))
    }

    /// The image mode for a terminal of `colorDepth`.
    nonisolated static func mode(for colorDepth: ColorDepth) -> ImageColorMode {
        switch colorDepth {
        case .none: .none
        case .ansi16, .indexed256: .palette256
        case .trueColor: .trueColor
        }
    }

    /// The request for the avatar at `url` drawn in `cells`: as many pixels across as columns and two per row.
    nonisolated static func request(for url: URL, cells: TerminalSize) -> ImageRequest {
        ImageRequest(url: url, targetSize: PixelSize(width: cells.columns, height: cells.rows * 2))
    }

    /// The outcome for the avatar at `url` drawn in `cells`, or `nil` while it loads; starts the load the first
    /// time. A URL that is not `http` or `https` fails at once.
    func picture(for url: URL, cells: TerminalSize) -> Outcome? {
        let request = Self.request(for: url, cells: cells)
        if let outcome = outcomes[request] { return outcome }
        if let image = pipeline.cachedImage(for: request) { return .loaded(draw(image)) }
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else { return .failed }
        if running[request] == nil {
            let pipeline = pipeline
            running[request] = Task { [weak self] in
                let image = try? await pipeline.image(for: request)
                self?.finish(request, image: image)
            }
        }
        return nil
    }

    /// Prefetches the avatars at `urls` drawn in `cells`, and stops prefetching those asked before and not now.
    func prefetch(_ urls: [URL], cells: TerminalSize) {
        let wanted = Set(urls.map { Self.request(for: $0, cells: cells) })
        let gone = prefetched.subtracting(wanted)
        if !gone.isEmpty { prefetcher.stopPrefetching(Array(gone)) }
        let new = wanted.subtracting(prefetched).filter { outcomes[$0] == nil && running[$0] == nil }
        if !new.isEmpty { prefetcher.startPrefetching(Array(new)) }
        prefetched = wanted
    }

    /// The requests being prefetched now.
    var prefetching: Set<ImageRequest> { prefetched }

    /// Waits for every load started by ``picture(for:cells:)``.
    func settle() async {
        while let task = running.values.first {
            await task.value
        }
    }

    private func finish(_ request: ImageRequest, image: RGBAImage?) {
        running[request] = nil
        outcomes[request] = image.map { .loaded(draw($0)) } ?? .failed
    }

    private func draw(_ image: RGBAImage) -> HalfBlockImage {
        return HalfBlockImage(width: image.width, height: image.height, pixels: image.rgbaPixels, mode: mode)
    }
}
