import Domain
import Presentation

/// The type names the inspector shows for a screen: its view model and the use case that view model calls.
///
/// The names come from the types themselves, so renaming a type renames its line in the inspector.
enum ScreenNames {
    /// The view model's and the use case's type names for `screen`.
    static func of(_ screen: Screen) -> (viewModel: String, useCase: String) {
        switch screen {
        case .home(let model): (name(of: type(of: model)), name(of: GetFeatureStatusUseCase.self))
        case .usersList(let model): (name(of: type(of: model)), name(of: ListGitHubUsersUseCase.self))
        case .userDetail(let model): (name(of: type(of: model)), name(of: GetGitHubUserUseCase.self))
        case .postsList(let model): (name(of: type(of: model)), name(of: ListPostsUseCase.self))
        case .postDetail(let model): (name(of: type(of: model)), name(of: GetPostDetailUseCase.self))
        }
    }

    private static func name(of type: Any.Type) -> String {
        String(describing: type)
    }
}
