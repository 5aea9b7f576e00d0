/// A key press decoded from the bytes a terminal sends.
public enum Key: Sendable, Hashable {
    /// A printable character, as typed (one Unicode scalar per key press).
    case character(Character)
    /// A letter typed with Ctrl held, in lower case: Ctrl-C is `.control("c")`, Ctrl-L is `.control("l")`.
    /// Ctrl-H, Ctrl-I, Ctrl-J and Ctrl-M arrive as ``backspace``, ``tab`` and ``enter``, as terminals send them.
    case control(Character)
    /// A printable ASCII character typed with Alt (Meta) held, as terminals send it: `ESC` followed by the
    /// character. Alt-1 is `.alt("1")`.
    case alt(Character)
    /// Arrow up (`ESC [ A` or `ESC O A`).
    case up
    /// Arrow down (`ESC [ B` or `ESC O B`).
    case down
    /// Arrow right (`ESC [ C` or `ESC O C`).
    case right
    /// Arrow left (`ESC [ D` or `ESC O D`).
    case left
    /// Home (`ESC [ H`, `ESC O H`, `ESC [ 1 ~` or `ESC [ 7 ~`).
    case home
    /// End (`ESC [ F`, `ESC O F`, `ESC [ 4 ~` or `ESC [ 8 ~`).
    case end
    /// Page Up (`ESC [ 5 ~`).
    case pageUp
    /// Page Down (`ESC [ 6 ~`).
    case pageDown
    /// Insert (`ESC [ 2 ~`).
    case insert
    /// Forward delete (`ESC [ 3 ~`).
    case delete
    /// Enter or Return (CR, LF, or `ESC O M` from the keypad).
    case enter
    /// Escape on its own, recognised once no further byte follows it for a short pause.
    case escape
    /// Backspace (DEL 0x7F or BS 0x08).
    case backspace
    /// Tab (HT 0x09).
    case tab
    /// Shift-Tab, back tab (`ESC [ Z`, CBT).
    case backTab
}
