import Domain

/// What the posts feature runs on in one run of `atomic`: its use cases over its repository, built once by
/// ``PostsFeature/makeServices(context:)`` and handed to its commands (through ``AppServices``) and its screens
/// (through their builder's initialiser).
struct PostsServices: Sendable {
    /// The whole feed (`atomic posts`, the feed screen, the overview).
    let listPosts: ListPostsUseCase
    /// One post with its author and comments (`atomic post`, the post screen).
    let getPost: GetPostDetailUseCase
    /// One author's page (`atomic author`, the author screen).
    let getAuthor: GetPostAuthorUseCase

    /// The feature's use cases over `repository` and `authors` (from the cache and the API, or the demo data).
    init(repository: any PostsRepository, authors: any PostAuthorsRepository) {
        listPosts = ListPostsUseCase(repository: repository)
        getPost = GetPostDetailUseCase(repository: repository)
        getAuthor = GetPostAuthorUseCase(repository: authors)
    }
}
