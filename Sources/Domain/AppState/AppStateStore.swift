/// Where the interactive app keeps its ``AppState`` between runs (the data layer keeps it in the cache
/// database).
///
/// Saving is by piece, so that a screen records only what changed: the route on each navigation, a list's
/// selection when it moves.
public protocol AppStateStore: Sendable {
    /// What was remembered; an empty ``AppState`` when nothing was, or when the app was started to ignore it
    /// (`--fresh-start`).
    ///
    /// - Throws: ``DomainError/storage(_:)`` when the database cannot be read.
    func load() async throws(DomainError) -> AppState

    /// Remembers `route` as the last route shown; `nil` forgets it.
    ///
    /// - Throws: ``DomainError/storage(_:)`` when the database cannot be written.
    func saveRoute(_ route: String?) async throws(DomainError)

    /// Remembers `itemID` as the selected item of the list called `list`; `nil` forgets it.
    ///
    /// - Throws: ``DomainError/storage(_:)`` when the database cannot be written.
    func saveSelection(_ itemID: String?, inList list: String) async throws(DomainError)
}
