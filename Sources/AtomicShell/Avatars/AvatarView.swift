import TerminalUI

/// An avatar in a box of cells: the picture when it is loaded, else the placeholder — the person's initials in
/// the middle of the box, in the theme's secondary style.
struct AvatarView {
    /// The picture, or `nil` for the placeholder.
    let picture: TerminalPicture?
    /// The initials the placeholder shows (see ``AvatarOutput/initials(name:login:)``).
    let initials: String
    /// The styles the placeholder is drawn with.
    var theme = Theme.dark

    /// Draws into `area` (the inside of the box): the picture from its top-left, clipped to the area, or the
    /// initials centred. A picture with a graphic has the graphic placed over its cells when it fits in the area:
    /// the terminal shows the graphic, and the cells where something drawn later covers part of it.
    func render(into buffer: inout CellBuffer, area: Rect) {
        buffer.fill(area)
        guard let picture, picture.columns > 0 else {
            let width = TextWidth.displayWidth(of: initials)
            let x = area.x + max(0, (area.width - width) / 2)
            _ = buffer.write(
                initials, x: x, y: area.y + (area.height - 1) / 2, maxWidth: area.width, style: theme.secondary)
            return
        }
        for row in 0..<min(picture.rows, area.height) {
            for column in 0..<min(picture.columns, area.width) {
                guard let cell = picture.cell(column: column, row: row) else { continue }
                let style = Style(foreground: Self.color(cell.foreground), background: Self.color(cell.background))
                _ = buffer.write(String(cell.character), x: area.x + column, y: area.y + row, style: style)
            }
        }
        if let graphic = picture.graphic, graphic.columns <= area.width, graphic.rows <= area.height {
            buffer.place(graphic, x: area.x, y: area.y)
        }
    }

    /// The renderer's colour for an image cell's colour; the terminal's own for none.
    static func color(_ color: ImageCellColor?) -> Color {
        switch color {
        case .rgb(let red, let green, let blue)?: .rgb(red, green, blue)
        case .indexed(let index)?: .indexed(index)
        case nil: .default
        }
    }
}
