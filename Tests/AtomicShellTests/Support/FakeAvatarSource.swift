import AtomicCore
import TerminalUI

@testable import AtomicShell

/// An avatar source that draws every avatar as red on the left half and blue on the right, at the pixel size the
/// cells hold (or has no picture at all when `fails`); records the loads and what is being prefetched.
@MainActor
final class FakeAvatarSource: AvatarSource {
    /// How the pictures are coloured.
    let mode: ImageColorMode
    /// Whether every load finds no picture (a broken, missing or GIF avatar).
    let fails: Bool
    /// Every load asked for, in order.
    private(set) var loads: [AvatarRequest] = []
    /// The requests being prefetched.
    private(set) var prefetching: Set<AvatarRequest> = []
    /// The image protocol each picture also carries a graphic in, if any.
    let graphic: TerminalGraphic.ImageProtocol?
    /// Whether loads wait for ``release()`` before they answer.
    private var holds: Bool
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// A source drawing in `mode`, or finding no pictures when `fails`; with `holds`, each load waits for
    /// ``release()``, so that a test sees the screen before its avatar arrives.
    /// With `graphic`, every picture also carries a graphic in that protocol (its sequence a few bytes).
    init(
        mode: ImageColorMode = .trueColor, fails: Bool = false, holds: Bool = false,
        graphic: TerminalGraphic.ImageProtocol? = nil
    ) {
        self.mode = mode
        self.fails = fails
        self.holds = holds
        self.graphic = graphic
    }

    /// Lets every load waiting, and every later one, answer.
    func release() {
        holds = false
        for continuation in waiting { continuation.resume() }
        waiting.removeAll()
    }

    func cachedPicture(for request: AvatarRequest) -> TerminalPicture? { nil }

    func picture(for request: AvatarRequest) async -> TerminalPicture? {
        loads.append(request)
        if holds { await withCheckedContinuation { waiting.append($0) } }
        guard !fails else { return nil }
        let picture = Self.halves(request.cells, mode: mode)
        return graphic.map {
            picture.with(
                TerminalGraphic(
                    imageProtocol: $0, columns: picture.columns, rows: picture.rows, identity: 1,
                    sequence: Array("\u{1B}Pq#0!9~\u{1B}\\".utf8)))
        } ?? picture
    }

    func startPrefetching(_ requests: [AvatarRequest]) { prefetching.formUnion(requests) }

    func stopPrefetching(_ requests: [AvatarRequest]) { prefetching.subtract(requests) }

    /// A picture for `cells`: red on the left half, blue on the right.
    static func halves(_ cells: TerminalSize, mode: ImageColorMode) -> TerminalPicture {
        let width = cells.columns
        let height = cells.rows * 2
        let red = RGBAPixel(red: 255, green: 0, blue: 0, alpha: 255)
        let blue = RGBAPixel(red: 0, green: 0, blue: 255, alpha: 255)
        let pixels = (0..<height).flatMap { _ in (0..<width).map { $0 < width / 2 ? red : blue } }
        return TerminalPicture(HalfBlockImage(width: width, height: height, pixels: pixels, mode: mode))
    }
}
