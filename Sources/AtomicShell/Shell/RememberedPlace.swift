import Domain
import Foundation
import Presentation

/// What the shell remembers between runs, as part of its state: each list's selection remembered at start and
/// not yet restored, and what was saved last, so that the same route or selection is not saved twice.
///
/// The saving itself is an effect of the shell (through Domain's `AppStateStore`): each save runs after the one
/// before it, and its end arrives as ``ShellAction/placeSaved``.
public struct RememberedPlace: Sendable, Hashable {
    /// Each list's remembered item id, until the list has loaded that item or the person moves.
    public internal(set) var pendingSelections: [String: String] = [:]
    /// The route text saved last.
    public internal(set) var savedRoute: String?
    /// Each list's item id saved last.
    public internal(set) var savedSelections: [String: String] = [:]
    /// The saves started and not yet ended.
    public internal(set) var savesInFlight = 0
    /// Selections the person made that are not saved yet, by list (`nil`: no item): a list's selection is saved at
    /// most once per ``AppShell/selectionSaveInterval``, and what waits is saved when the screen changes, when the
    /// wait is over and at quit.
    public internal(set) var unsavedSelections: [String: String?] = [:]
    /// When a selection was last saved, by the shell's clock; nil before the first.
    public internal(set) var lastSelectionSave: Date?
    /// Whether a save of ``unsavedSelections`` is due to arrive as ``ShellAction/selectionSaveDue``.
    public internal(set) var selectionSaveScheduled = false

    /// Nothing remembered.
    public init() {}

    /// The place `remembered` describes, as the store had it at start.
    init(remembered: AppState) {
        pendingSelections = remembered.selections
        savedRoute = remembered.route
        savedSelections = remembered.selections
    }
}

/// A save the shell asks of its `AppStateStore`.
enum PlaceSave: Sendable, Equatable {
    /// The route shown, as its remembered text.
    case route(String?)
    /// A list's selected item id.
    case selection(String?, list: String)
}

extension RememberedPlace {
    /// Records `route` as shown; the save to make, unless it is the route saved last.
    mutating func remember(route: Route) -> PlaceSave? {
        let text = route.rememberedText
        guard text != savedRoute else { return nil }
        savedRoute = text
        return .route(text)
    }

    /// Records `itemID` as the selection of `list`; the person chose it, so a selection remembered at start no
    /// longer applies. The save to make, unless it is the one saved last.
    mutating func remember(selection itemID: String?, inList list: String) -> PlaceSave? {
        pendingSelections[list] = nil
        guard itemID != savedSelections[list] else { return nil }
        savedSelections[list] = itemID
        return .selection(itemID, list: list)
    }
}
