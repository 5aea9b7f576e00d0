import Domain

/// What the posts feature runs on in one run of `atomic`: its repository and its use cases, built once by
/// ``PostsFeature/makeServices(context:)`` and handed to its commands (through ``AppServices``) and its screens
/// (through their builder's initialiser).
struct PostsServices: Sendable {
    /// The feed, from the cache and JSONPlaceholder (or the demo data).
    let repository: any PostsRepository
    /// The whole feed (`atomic posts`, the feed screen, the overview).
    let listPosts: ListPostsUseCase
    /// One post with its author and comments (`atomic post`, the post screen).
    let getPost: GetPostDetailUseCase

    /// The feature's use cases over `repository`.
    init(repository: any PostsRepository) {
        self.repository = repository
        listPosts = ListPostsUseCase(repository: repository)
        getPost = GetPostDetailUseCase(repository: repository)
    }
}
