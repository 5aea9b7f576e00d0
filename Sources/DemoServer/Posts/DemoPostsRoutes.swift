import Foundation
import Networking

/// The Posts feature's requests in the demo, answered from the dataset's feed as JSONPlaceholder answers them; the
/// app lists them in the feature's assembly.
///
/// - `GET /posts`, `GET /users` (the posts' authors) and `GET /comments`: the whole collections the feed stores,
///   as indented JSON.
/// - `GET /users/{id}`: one author's page, the same author as in `GET /users`; an id no author has is `404`.
///
/// What the app never asks for (a single post, nested lists, other collections) is not served: ``DemoAPI``
/// answers it `404` with body `{}`.
public enum DemoPostsRoutes {
    /// Every route of the feature: posts, authors, comments, and one author.
    public static let all: [DemoRoute] = [posts, authors, comments, author]

    /// `GET /posts`: ``DemoDataset/posts``.
    public static let posts = DemoRoute(.posts, path: ["posts"]) { _, _, dataset in
        .jsonPlaceholder(encoding: dataset.posts)
    }

    /// `GET /users`: ``DemoDataset/postAuthors``.
    public static let authors = DemoRoute(.posts, path: ["users"]) { _, _, dataset in
        .jsonPlaceholder(encoding: dataset.postAuthors)
    }

    /// `GET /comments`: ``DemoDataset/comments``.
    public static let comments = DemoRoute(.posts, path: ["comments"]) { _, _, dataset in
        .jsonPlaceholder(encoding: dataset.comments)
    }

    /// `GET /users/{id}`: the author of ``DemoDataset/postAuthors`` with that id, or JSONPlaceholder's `404` (`{}`)
    /// when none has it (or the id is not a number).
    public static let author = DemoRoute(.posts, path: ["users", "*"]) { path, _, dataset in
        guard let id = Int(path[1]), let author = dataset.postAuthors.first(where: { $0.id == id }) else {
            return .jsonPlaceholderNotFound
        }
        return .jsonPlaceholder(encoding: author)
    }
}
