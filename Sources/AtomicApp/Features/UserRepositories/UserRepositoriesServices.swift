import Domain

/// What the repositories feature runs on in one run of `atomic`: its use case over its repository, built
/// once by ``UserRepositoriesFeature/makeServices(context:)``.
struct UserRepositoriesServices: Sendable {
    /// The list, page by page (`atomic repos`, its screen).
    let listUserRepositories: ListUserRepositoriesUseCase

    /// The feature's use case over `repository` (from the cache and the API, or the demo data).
    init(repository: any UserRepositoriesRepository) {
        listUserRepositories = ListUserRepositoriesUseCase(repository: repository)
    }
}
