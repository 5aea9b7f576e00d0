import Domain

/// What the search users feature runs on in one run of `atomic`: its use case over its repository, built
/// once by ``SearchUsersFeature/makeServices(context:)``.
struct SearchUsersServices: Sendable {
    /// The list, page by page (`atomic search users`, its screen).
    let listSearchUsers: ListSearchUsersUseCase

    /// The feature's use case over `repository` (from the cache and the API, or the demo data).
    init(repository: any SearchUsersRepository) {
        listSearchUsers = ListSearchUsersUseCase(repository: repository)
    }
}
