import Foundation

/// What the app loop must do after a key, beyond drawing the next frame.
public enum ShellEffect: Sendable, Hashable {
    /// Restore the terminal and exit 0.
    case quit
    /// Draw every cell again (Ctrl-L).
    case redraw
    /// Restore the terminal, stop the process until the shell continues it, then take the terminal back (Ctrl-Z).
    case suspend
    /// Open the URL in the browser.
    case openInBrowser(URL)
    /// Put the URL on the clipboard with OSC 52.
    case copy(URL)
    /// Put `text` on the clipboard with OSC 52 (a commenter's e-mail address); `noun` says what it is, for the status
    /// bar.
    case copyText(String, noun: String)
}
