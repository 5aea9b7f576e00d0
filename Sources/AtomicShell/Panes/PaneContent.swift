import Presentation

/// What a feature tells the shell about one of its screens, so that a pane the shell owns draws it: a
/// ``ListPaneContent`` for a list over a `PagedListModel`, a ``DetailPaneContent`` for a value over a
/// `DetailModel`. A feature's ``FeaturePanes`` lists its contents.
@MainActor
public protocol PaneContent {
    /// The pane of `screen` when its view model is the one this content draws, else `nil`.
    static func pane(for screen: Screen, context: PaneContext) -> (any Pane)?
}
