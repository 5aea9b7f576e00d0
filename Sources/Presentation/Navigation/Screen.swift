/// The view model of one screen as navigation keeps it: the one thing every screen's view model can do
/// without its shell knowing its type, cancel its work.
///
/// Every feature's view models conform (`UsersListViewModel`, `PostDetailViewModel`, …); a shell finds the
/// type it draws with `screen.model(UsersListViewModel.self)` or a cast of ``Screen/viewModel``.
@MainActor
public protocol ScreenModel: AnyObject {
    /// Cancels the screen's work; results that arrive later are dropped.
    func disappear()
}

/// The view model of one shown screen: what a shell renders for a ``Route``.
@MainActor
public struct Screen {
    /// The view model, for the shell to draw and for identity checks and weak references.
    public let viewModel: any ScreenModel

    /// The screen of `viewModel`.
    public init(_ viewModel: any ScreenModel) {
        self.viewModel = viewModel
    }

    /// The view model when it is a `Model`, else `nil`.
    public func model<Model: ScreenModel>(_ type: Model.Type) -> Model? {
        viewModel as? Model
    }

    /// Cancels the screen's work (the view model's `disappear()`).
    public func disappear() {
        viewModel.disappear()
    }
}
