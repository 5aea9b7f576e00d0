/// A mouse event a terminal reports in xterm's SGR mode (DEC private mode 1006): which button, what it did, the
/// cell it happened on and the modifier keys held.
public struct MouseEvent: Sendable, Hashable {
    /// The button of a mouse event; the wheel's two directions count as buttons, as xterm reports them.
    public enum Button: Sendable, Hashable {
        /// The primary (left) button.
        case left
        /// The middle button (or pressing the wheel).
        case middle
        /// The secondary (right) button.
        case right
        /// The wheel turned up (away from the person): one event per notch.
        case wheelUp
        /// The wheel turned down (towards the person): one event per notch.
        case wheelDown
        /// No button: the pointer moved with every button up (reported only in any-event mode 1003).
        case none
    }

    /// What the button did.
    public enum Kind: Sendable, Hashable {
        /// The button went down (a wheel notch is a press).
        case press
        /// The button went up.
        case release
        /// The pointer moved with the button held (button-event mode 1002).
        case drag
        /// The pointer moved with no button held.
        case move
    }

    /// The modifier keys held during the event, as the terminal reports them (many terminals keep Shift for
    /// their own selection and never report it).
    public struct Modifiers: OptionSet, Sendable, Hashable {
        /// The bits, as in xterm's button code shifted right by 2: Shift 1, Alt (Meta) 2, Control 4.
        public let rawValue: Int

        /// The modifiers of `rawValue`'s bits.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// Shift.
        public static let shift = Modifiers(rawValue: 1)
        /// Alt (Meta).
        public static let alt = Modifiers(rawValue: 2)
        /// Control.
        public static let control = Modifiers(rawValue: 4)
    }

    /// The button.
    public var button: Button
    /// What it did.
    public var kind: Kind
    /// The cell's column, counted from 0 at the left edge.
    public var column: Int
    /// The cell's row, counted from 0 at the top edge.
    public var row: Int
    /// The modifier keys held.
    public var modifiers: Modifiers

    /// An event of `button` doing `kind` at zero-based `column` and `row`, with `modifiers` held.
    public init(button: Button, kind: Kind, column: Int, row: Int, modifiers: Modifiers = []) {
        self.button = button
        self.kind = kind
        self.column = column
        self.row = row
        self.modifiers = modifiers
    }
}
