/// A rectangle of cells: `x` and `y` are the zero-based column and row of its top-left cell.
public struct Rect: Sendable, Hashable {
    /// The column of the left edge, from 0.
    public var x: Int
    /// The row of the top edge, from 0.
    public var y: Int
    /// The number of columns; never negative.
    public var width: Int
    /// The number of rows; never negative.
    public var height: Int

    /// A rectangle; a negative width or height becomes 0.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// One past the rightmost column.
    public var maxX: Int { x + width }
    /// One past the bottom row.
    public var maxY: Int { y + height }
    /// Whether the rectangle holds no cell.
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// Whether the cell at zero-based `column` and `row` is inside the rectangle.
    public func contains(column: Int, row: Int) -> Bool {
        column >= x && column < maxX && row >= y && row < maxY
    }

    /// The part of this rectangle inside `other`; empty when they do not overlap.
    public func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        return Rect(x: left, y: top, width: min(maxX, other.maxX) - left, height: min(maxY, other.maxY) - top)
    }

    /// This rectangle shrunk by `amount` cells on every side.
    public func inset(by amount: Int) -> Rect {
        Rect(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
    }

    /// The row `offset` rows below the top, one row high; empty when outside the rectangle.
    public func row(_ offset: Int) -> Rect {
        guard offset >= 0, offset < height else { return Rect(x: x, y: y, width: 0, height: 0) }
        return Rect(x: x, y: y + offset, width: width, height: 1)
    }

    /// A rectangle of `width` × `height` centred in this one, shrunk to fit.
    public func centered(width: Int, height: Int) -> Rect {
        let width = min(width, self.width)
        let height = min(height, self.height)
        return Rect(x: x + (self.width - width) / 2, y: y + (self.height - height) / 2, width: width, height: height)
    }
}
