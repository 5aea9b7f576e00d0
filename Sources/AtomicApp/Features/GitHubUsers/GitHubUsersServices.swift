import Domain

/// What the GitHub users feature runs on in one run of `atomic`: its use cases over its repository, built once by
/// ``GitHubUsersFeature/makeServices(context:)`` and handed to its commands (through ``AppServices``) and its
/// screens (through their builder's initialiser).
struct GitHubUsersServices: Sendable {
    /// One page of the list (the screens' pages).
    let listUsers: ListGitHubUsersUseCase
    /// Up to a limit of users, page after page (`atomic users`, the overview).
    let collectUsers: CollectGitHubUsersUseCase
    /// One profile (`atomic user`, the profile screen).
    let getUser: GetGitHubUserUseCase

    /// The feature's use cases over `repository` (from the cache and the API, or the demo data).
    init(repository: any GitHubUsersRepository) {
        listUsers = ListGitHubUsersUseCase(repository: repository)
        collectUsers = CollectGitHubUsersUseCase(repository: repository)
        getUser = GetGitHubUserUseCase(repository: repository)
    }
}
