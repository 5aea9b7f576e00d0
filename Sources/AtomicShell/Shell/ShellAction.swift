import Domain
import Foundation
import Presentation
import TerminalUI

/// Everything that can change the shell's state, as a value: what the person does, what the terminal and the
/// clock say, and what the work the shell started came back with. ``AppShell/send(_:)`` is the one way in.
public enum ShellAction: Sendable, Equatable {
    /// The remembered place was read from the store at start (empty when nothing is remembered): the shell opens
    /// its route (or the remembered one, when asked to) and starts the first load.
    case placeLoaded(AppState)
    /// A key was pressed.
    case key(Key)
    /// The mouse did something, at `date` (a double click is two presses on one row within
    /// ``AppShell/doubleClickInterval`` of each other, measured with these dates).
    case mouse(MouseEvent, at: Date)
    /// The terminal changed size.
    case resize(TerminalSize)
    /// Time passed: the time now, and the spinners' frame number.
    case clock(now: Date, tick: Int)
    /// A view model's state changed (a load answered, a page arrived): the selection follows its item again.
    case screensChanged
    /// An avatar's load ended: the picture, or `nil` when there is none.
    case avatarLoaded(AvatarRequest, TerminalPicture?)
    /// A save of the remembered place ended.
    case placeSaved
    /// The wait before the selections not yet saved may be saved is over.
    case selectionSaveDue
    /// `o` started the browser on the page, or there was none to start (the page is then shown instead).
    case browserStarted(BrowserLauncher.Outcome, URL)
    /// The browser `o` started ended: `nil` when it ended well, else how it failed.
    case browserFinished(BrowserFailure?)
    /// `y` put the page on the clipboard.
    case copied(URL)
    /// The loop put the text called `noun` (an e-mail address) on the clipboard.
    case copiedText(noun: String)
    /// The selection rested on the row that opens `route` long enough for the preview beside the list to load it.
    case previewSettled(Route)
    /// The jump of the list shown on `route` (`gg`, `G`, `10G` across a window of pages) ended: the selection goes
    /// where `landing` says.
    case listJumped(Route, ListLanding)
    /// The selection of the list on `route` rested on row `selected` for the preview's delay: the avatars below it
    /// are prefetched now.
    case selectionRested(Route, selected: Int?)
}

/// Where the selection goes when a list's jump ends.
public enum ListLanding: Sendable, Hashable {
    /// The last row held.
    case last
    /// The row with this number in the whole list (0 for the first), when the rows held include it; a jump that
    /// did not reach it leaves the selection where it was.
    case row(Int)
}
