import Domain

/// What the relations feature runs on in one run of `atomic`: its use case over its repository, built
/// once by ``UserRelationsFeature/makeServices(context:)``.
struct UserRelationsServices: Sendable {
    /// The list, page by page (`atomic followers`, its screen).
    let listUserRelations: ListUserRelationsUseCase

    /// The feature's use case over `repository` (from the cache and the API, or the demo data).
    init(repository: any UserRelationsRepository) {
        listUserRelations = ListUserRelationsUseCase(repository: repository)
    }
}
