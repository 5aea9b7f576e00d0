import AtomicOutput

/// The JSON shapes `atomic --json` prints: a stable public interface (camelCase keys, null for missing values,
/// ISO-8601 dates). Fields may be added; none is renamed or removed.
///
/// Keys come in the order of the API's own response (GitHub's `login, id, avatar_url, …`; JSONPlaceholder's
/// `userId, id, title, body`), then the fields `atomic` adds (a post's author and comments); the README lists
/// each shape in that order. Each feature's shapes are in the feature's folder.
///
/// Each shape writes itself through `JSONWriter`, which escapes as it writes: there is no pass over the text
/// afterwards.
enum JSONOutput {
    /// `atomic` without a command, with `--json`: the first users and posts.
    struct Overview: JSONWritable {
        let users: [UserItem]
        let posts: [PostItem]

        func write(to writer: inout JSONWriter) {
            writer.object(["users": .value(users), "posts": .value(posts)])
        }
    }
}
