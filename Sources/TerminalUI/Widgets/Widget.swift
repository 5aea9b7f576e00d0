/// An immediate-mode widget: it draws its current state into an area of a buffer and keeps nothing between
/// frames. Drawing never reaches outside `area`.
public protocol Widget {
    /// Draws the widget into `area` of `buffer`.
    func render(into buffer: inout CellBuffer, area: Rect)
}
