import AtomicCommandLine

/// A command whose first argument the shell completes by asking `atomic __complete` (declared
/// ``CompletionKind/dynamic``): the command says what its argument may be, from what the cache holds.
protocol CompletingCommand: ParsableCommand {
    /// The candidates for an argument that begins with `word`, from `cache`; most likely first, at most
    /// ``DynamicCompletion/limit``.
    static func candidates(beginningWith word: String, in cache: CompletionCache) async
        -> [CompletionReply.Candidate]
}

/// A command whose first argument is a GitHub login: it is completed with the logins the cache holds.
protocol LoginCompletingCommand: CompletingCommand {}

extension LoginCompletingCommand {
    /// The logins the cache holds.
    static func candidates(beginningWith word: String, in cache: CompletionCache) async
        -> [CompletionReply.Candidate]
    {
        await cache.logins(beginningWith: word).map { CompletionReply.Candidate($0) }
    }
}

extension UserCommand: LoginCompletingCommand {}
extension FollowersCommand: LoginCompletingCommand {}
extension FollowingCommand: LoginCompletingCommand {}
extension UserRepositoriesCommand: LoginCompletingCommand {}

extension PostCommand: CompletingCommand {
    /// The ids of the posts the cache holds, each with its title.
    static func candidates(beginningWith word: String, in cache: CompletionCache) async
        -> [CompletionReply.Candidate]
    {
        await cache.posts(beginningWith: word).map { CompletionReply.Candidate(String($0.id), description: $0.title) }
    }
}

extension AuthorCommand: CompletingCommand {
    /// The ids of the post authors the cache holds, each with the author's name.
    static func candidates(beginningWith word: String, in cache: CompletionCache) async
        -> [CompletionReply.Candidate]
    {
        await cache.authors(beginningWith: word).map { CompletionReply.Candidate(String($0.id), description: $0.name) }
    }
}

extension OpenCommand: CompletingCommand {
    /// The link forms `open` reads (`atomic://users`, `atomic://posts`, …, `https://github.com/`), then the links
    /// of the profiles and posts the cache holds; for a word without `:` or `/`, the logins the cache holds as
    /// they are (`open octocat`), and after `@` with it (`open @octocat`).
    static func candidates(beginningWith word: String, in cache: CompletionCache) async
        -> [CompletionReply.Candidate]
    {
        let forms: [(String, String)] = [
            ("atomic://home", "the home screen"), ("atomic://users", "the users list"),
            ("atomic://search/users?q=", "a search of users"), ("atomic://posts", "the posts list"),
            ("https://github.com/", "a GitHub profile"),
        ]
        var candidates = forms.filter { $0.0.hasPrefix(word) }.map {
            CompletionReply.Candidate($0.0, description: $0.1)
        }
        for scheme in ["atomic://users/", "https://github.com/"] where word.hasPrefix(scheme) {
            let logins = await cache.logins(beginningWith: String(word.dropFirst(scheme.count)))
            candidates += logins.map { CompletionReply.Candidate(scheme + $0) }
        }
        if word.hasPrefix("@") {
            let logins = await cache.logins(beginningWith: String(word.dropFirst()))
            candidates += logins.map { CompletionReply.Candidate("@" + $0) }
        } else if !word.isEmpty, !word.contains(":"), !word.contains("/") {
            candidates += await cache.logins(beginningWith: word).map { CompletionReply.Candidate($0) }
        }
        if word.hasPrefix("atomic://posts/") {
            let posts = await cache.posts(beginningWith: String(word.dropFirst("atomic://posts/".count)))
            candidates += posts.map { CompletionReply.Candidate("atomic://posts/\($0.id)", description: $0.title) }
        }
        return Array(candidates.prefix(DynamicCompletion.limit))
    }
}
