import AtomicChafa
import AtomicCore
import AtomicLogger
import Foundation
import ImagePipeline
import TerminalUI

/// Draws an avatar's pixels for the screen in a resolved ``AvatarMode``: libchafa's symbols, or its kitty or
/// sixel sequence over the same cells as symbols; half blocks when libchafa cannot be loaded (said once in the
/// log at `warning`).
struct AvatarPainter: Sendable {
    /// The mode, resolved (never ``AvatarMode/auto``).
    let mode: AvatarMode
    /// How the cells are coloured.
    let colors: ImageColorMode
    /// A terminal cell's size in pixels, for sixel.
    let cellPixels: PixelBox
    /// Where the one warning about a missing libchafa goes.
    let logger: Logger?

    /// The most pixels a side of an image protocol's picture takes: 400. A sixel picture whose box needs more (at
    /// the terminal's cell size) is drawn as symbols; a kitty picture is sent at most this large, and the terminal
    /// scales it to its cells.
    static let largestGraphicSide = 400

    /// A painter for `mode` (``AvatarMode/auto`` is resolved with `environment`) in `colors`, with the
    /// terminal's `cellPixels` (``PixelBox/typicalCell`` when unknown). With `needsKnownCells` (the app, where a
    /// picture must stay inside its box), sixel with an unknown cell size draws symbols instead: a sixel picture
    /// is as many pixels as it is drawn at, and a guessed cell size would spill it over the text around.
    init(
        mode: AvatarMode, environment: [String: String], colors: ImageColorMode, cellPixels: PixelBox?,
        needsKnownCells: Bool = false, logger: Logger?
    ) {
        let resolved = mode.resolved(environment: environment)
        self.mode = resolved == .sixel && needsKnownCells && cellPixels == nil ? .symbols : resolved
        self.colors = colors
        self.cellPixels = cellPixels ?? .typicalCell
        self.logger = logger
    }

    /// The pixels an image is loaded at for a box of `cells`: 4 across and 8 down a cell, which gives libchafa's
    /// 8 × 8 symbol grid enough to choose from, or the cells' own pixels for an image protocol; at most
    /// ``largestGraphicSide``.
    func pixelSize(for cells: TerminalSize) -> PixelSize {
        let limit = Self.largestGraphicSide
        switch mode {
        case .kitty, .sixel:
            return PixelSize(
                width: min(limit, cells.columns * cellPixels.width), height: min(limit, cells.rows * cellPixels.height))
        default:
            return PixelSize(width: min(limit, cells.columns * 4), height: min(limit, cells.rows * 8))
        }
    }

    /// The cell size the protocol's canvas is made at for `cells`: the terminal's for sixel, `nil` when that makes
    /// a side larger than ``largestGraphicSide``; for kitty, scaled down to keep within it.
    func canvasCell(for cells: TerminalSize) -> PixelBox? {
        let limit = Double(Self.largestGraphicSide)
        let width = Double(cells.columns * cellPixels.width)
        let height = Double(cells.rows * cellPixels.height)
        guard width > limit || height > limit else { return cellPixels }
        guard mode == .kitty else { return nil }
        let factor = min(limit / width, limit / height)
        return PixelBox(
            width: max(1, Int(Double(cellPixels.width) * factor)),
            height: max(1, Int(Double(cellPixels.height) * factor)))
    }

    /// The protocol of ``mode``, if it is one.
    var imageProtocol: ChafaPainter.ImageProtocol? {
        switch mode {
        case .kitty: .kitty
        case .sixel: .sixel
        default: nil
        }
    }

    /// `image` drawn as symbols in a box of `cells`: in as many of them as the image, loaded at
    /// ``pixelSize(for:)`` with its aspect ratio kept, fills; half blocks without libchafa. In an image protocol's
    /// mode the picture also carries the protocol's graphic over the same cells (a kitty picture with `C=1`, so
    /// the cursor stays and the screen never scrolls), which hides the symbols until something is drawn over it.
    func picture(of image: RGBAImage, cells: TerminalSize) -> TerminalPicture {
        let symbols = symbolPicture(of: image, cells: cells)
        guard let imageProtocol, !symbols.isEmpty, var sequence = sequence(of: image, cells: cells) else {
            return symbols
        }
        if imageProtocol == .kitty { sequence = Self.keepingTheCursor(sequence) }
        var hasher = Hasher()
        hasher.combine(sequence)
        let graphic = TerminalGraphic(
            imageProtocol: imageProtocol == .kitty ? .kitty : .sixel, columns: symbols.columns, rows: symbols.rows,
            identity: UInt64(bitPattern: Int64(hasher.finalize())), sequence: sequence)
        return symbols.with(graphic)
    }

    /// `image` as symbols only (see ``picture(of:cells:)``).
    private func symbolPicture(of image: RGBAImage, cells: TerminalSize) -> TerminalPicture {
        let used = usedCells(by: image, in: cells)
        do {
            return try ChafaPainter(colors: colors).symbols(
                width: image.width, height: image.height, pixels: image.rgbaPixels, columns: used.columns,
                rows: used.rows)
        } catch {
            Self.warnOnce(error, logger: logger)
            let scaled = ImageDownscaler().downscale(
                image, toFit: PixelSize(width: cells.columns, height: cells.rows * 2))
            return TerminalPicture(
                HalfBlockImage(width: scaled.width, height: scaled.height, pixels: scaled.rgbaPixels, mode: colors))
        }
    }

    /// The part of a box of `cells` that `image` covers when it is scaled, up or down, to fit
    /// ``pixelSize(for:)`` of the box with its aspect ratio kept: the whole box for a square avatar, fewer columns
    /// or rows for another shape; at least one cell each way.
    func usedCells(by image: RGBAImage, in cells: TerminalSize) -> TerminalSize {
        let box = pixelSize(for: cells)
        guard image.width > 0, image.height > 0 else { return cells }
        let scale = min(Double(box.width) / Double(image.width), Double(box.height) / Double(image.height))
        func share(_ pixels: Int, of whole: Int, _ count: Int) -> Int {
            max(1, min(count, Int((Double(pixels) * scale * Double(count) / Double(max(1, whole))).rounded())))
        }
        return TerminalSize(
            columns: share(image.width, of: box.width, cells.columns),
            rows: share(image.height, of: box.height, cells.rows))
    }

    /// The bytes that draw `image` over `cells` with ``imageProtocol``; `nil` when the mode is no protocol, the
    /// picture would pass ``largestGraphicSide`` in sixel, or libchafa cannot draw it.
    func sequence(of image: RGBAImage, cells: TerminalSize) -> [UInt8]? {
        let used = usedCells(by: image, in: cells)
        guard let imageProtocol, let canvasCell = canvasCell(for: used) else { return nil }
        do {
            return try ChafaPainter(colors: .trueColor).imageSequence(
                imageProtocol, width: image.width, height: image.height, pixels: image.rgbaPixels,
                columns: used.columns, rows: used.rows, cellPixels: canvasCell)
        } catch {
            Self.warnOnce(error, logger: logger)
            return nil
        }
    }

    /// `sequence`, a kitty picture, with `C=1` in its first command: the terminal leaves the cursor where it was.
    static func keepingTheCursor(_ sequence: [UInt8]) -> [UInt8] {
        let start = Array("\u{1B}_Ga=T,".utf8)
        guard sequence.starts(with: start) else { return sequence }
        return start + Array("C=1,".utf8) + sequence.dropFirst(start.count)
    }

    private static let warned = Locked(false)

    /// Logs a missing libchafa at `warning` the first time in the process; any other error (a picture libchafa
    /// would not draw) at `notice`, each time.
    private static func warnOnce(_ error: ChafaError, logger: Logger?) {
        guard case .unavailable = error else {
            logger?.notice("an avatar could not be drawn by libchafa: \(error.message)")
            return
        }
        let first = warned.withLock { warned in
            defer { warned = true }
            return !warned
        }
        if first { logger?.warning("avatars are drawn in half blocks: \(error.message)") }
    }
}
