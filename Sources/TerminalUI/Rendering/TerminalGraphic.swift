/// A picture the terminal draws itself from an image protocol, covering a box of cells.
///
/// The picture is carried as the finished bytes of one image sequence (a kitty-graphics APC or a sixel DCS) that
/// draws it with its top-left corner at the cursor and covers ``columns`` × ``rows`` cells. The toolkit never
/// looks inside ``sequence`` and writes it as it is, so it must come from trusted code that made it for this
/// size (an encoder of the app's own pixels), never from remote text.
///
/// Two graphics are equal when their ``imageProtocol``, ``columns``, ``rows`` and ``identity`` are: the renderer
/// compares them every frame, and comparing the large ``sequence`` each time would cost more than drawing. Give
/// two different pictures of the same size different identities (a hash of the pixels or of their source).
///
/// Put one in a frame with ``CellBuffer/place(_:x:y:)``; the ``DiffRenderer`` writes it when it appears or must
/// be drawn again.
public struct TerminalGraphic: Sendable, Hashable {
    /// The protocol a ``TerminalGraphic/sequence`` speaks, which decides how the renderer keeps it on screen.
    public enum ImageProtocol: Sendable, Hashable {
        /// The kitty graphics protocol: the picture lies on a layer of its own, which text does not erase;
        /// it goes only when deleted.
        case kitty
        /// Sixel: the pixels are painted into the cells, and writing any cell over them erases them there.
        case sixel
    }

    /// The protocol ``sequence`` speaks.
    public let imageProtocol: ImageProtocol
    /// The number of cells across the picture covers, at least 1.
    public let columns: Int
    /// The number of cells down the picture covers, at least 1.
    public let rows: Int
    /// Names the picture: two graphics with the same identity, protocol and size are the same picture.
    public let identity: UInt64
    /// The complete bytes that draw the picture with its top-left corner at the cursor; they may leave the cursor
    /// anywhere.
    public let sequence: [UInt8]

    /// A graphic drawn by `sequence` in `imageProtocol`, covering `columns` × `rows` cells (each at least 1: a
    /// smaller value becomes 1), named by `identity`.
    public init(imageProtocol: ImageProtocol, columns: Int, rows: Int, identity: UInt64, sequence: [UInt8]) {
        self.imageProtocol = imageProtocol
        self.columns = max(1, columns)
        self.rows = max(1, rows)
        self.identity = identity
        self.sequence = sequence
    }

    /// Whether the two graphics are the same picture: the same protocol, size and identity (``sequence`` is not
    /// compared).
    public static func == (lhs: TerminalGraphic, rhs: TerminalGraphic) -> Bool {
        lhs.imageProtocol == rhs.imageProtocol && lhs.columns == rhs.columns && lhs.rows == rhs.rows
            && lhs.identity == rhs.identity
    }

    /// Hashes the protocol, size and identity, the parts ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(imageProtocol)
        hasher.combine(columns)
        hasher.combine(rows)
        hasher.combine(identity)
    }
}

/// A ``TerminalGraphic`` placed in a ``CellBuffer``: its top-left corner at column ``x`` and row ``y`` (both from
/// 0), its box wholly inside the buffer. Made by ``CellBuffer/place(_:x:y:)``.
public struct GraphicPlacement: Sendable, Hashable {
    /// The picture placed.
    public let graphic: TerminalGraphic
    /// The column of the picture's left edge, from 0.
    public let x: Int
    /// The row of the picture's top edge, from 0.
    public let y: Int

    /// The cells the picture covers: ``x``, ``y`` and the graphic's columns × rows.
    public var area: Rect { Rect(x: x, y: y, width: graphic.columns, height: graphic.rows) }
}
