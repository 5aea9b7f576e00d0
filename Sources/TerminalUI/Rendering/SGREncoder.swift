/// Writes a ``Style`` as one SGR (Select Graphic Rendition) sequence for a terminal of a given ``ColorDepth``.
///
/// Each sequence starts from SGR 0, so it fully describes the style whatever was set before:
/// `ESC [ 0 ; 1 ; 31 m` is bold red. Colours are reduced to the depth; under ``ColorDepth/none`` only the
/// attributes are written.
public struct SGREncoder: Sendable, Hashable {
    /// The depth colours are written at.
    public let colorDepth: ColorDepth

    /// An encoder for `colorDepth`.
    public init(colorDepth: ColorDepth) {
        self.colorDepth = colorDepth
    }

    /// The SGR sequence that sets `style`, as bytes.
    public func sequence(for style: Style) -> [UInt8] {
        var parameters = ["0"]
        if style.attributes.contains(.bold) { parameters.append("1") }
        if style.attributes.contains(.dim) { parameters.append("2") }
        if style.attributes.contains(.underline) { parameters.append("4") }
        if style.attributes.contains(.reverse) { parameters.append("7") }
        if let foreground = colorParameters(style.foreground, background: false) { parameters.append(foreground) }
        if let background = colorParameters(style.background, background: true) { parameters.append(background) }
        return Array("\u{1B}[\(parameters.joined(separator: ";"))m".utf8)
    }

    private func colorParameters(_ color: Color, background: Bool) -> String? {
        let reduced: Color
        switch colorDepth {
        case .none: return nil
        case .ansi16: reduced = color.ansiApproximation
        case .indexed256: reduced = color.indexedApproximation
        case .trueColor: reduced = color
        }
        switch reduced {
        case .default:
            return nil
        case .ansi(let index):
            let index = Int(index % 16)
            let base = index < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
            return String(base + index % 8)
        case .indexed(let index):
            return "\(background ? 48 : 38);5;\(index)"
        case .rgb(let red, let green, let blue):
            return "\(background ? 48 : 38);2;\(red);\(green);\(blue)"
        }
    }
}
