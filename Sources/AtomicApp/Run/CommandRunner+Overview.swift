import Domain
import Foundation
import Presentation
import TerminalUI

extension CommandRunner {
    /// The first users and posts, for `atomic` without a command when output is not a terminal.
    ///
    /// When one of the two cannot be had (offline with only the other cached, say), the other is still printed and
    /// a warning on standard error says why the missing one is not; only when neither can be had does the command
    /// fail, with the users' error.
    func overview(services: AppServices) async throws {
        let users: Fetched<UserPage>?
        let posts: Fetched<[PostSummary]>?
        var failures: [(what: String, error: DomainError)] = []
        do {
            users = try await services.gitHubUsers.collectUsers(limit: 10, pageSize: 10, context: context)
        } catch {
            users = nil
            failures.append((what: "GitHub users", error: error))
        }
        do {
            posts = try await services.posts.listPosts(context: context)
        } catch {
            posts = nil
            failures.append((what: "posts", error: error))
        }
        if users == nil, posts == nil, let first = failures.first {
            throw first.error
        }
        for failure in failures {
            console.writeError(
                "warning: no \(failure.what) shown: \(Self.describe(failure.error, now: clock.now, token: token))\n")
        }
        warnAboutStaleness(users: users, posts: posts)
        if let users { warnIfBudgetIsLow(of: users) }
        let shownUsers = users?.value.users ?? []
        let firstPosts = Array((posts?.value ?? []).prefix(10))
        if options.json {
            console.write(
                output.json(
                    JSONOutput.Overview(
                        users: shownUsers.map(JSONOutput.UserItem.init), posts: firstPosts.map(JSONOutput.PostItem.init)
                    )
                ))
            return
        }
        if users != nil {
            console.write(output.style.bold("GitHub users (first \(CountText.grouped(shownUsers.count)))") + "\n")
            console.write(output.plain.users(shownUsers))
        }
        if let posts {
            let postsShown = "first \(CountText.grouped(firstPosts.count)) of \(CountText.grouped(posts.value.count))"
            console.write((users != nil ? "\n" : "") + output.style.bold("Posts (\(postsShown))") + "\n")
            console.write(output.plain.posts(firstPosts))
        }
        let more = "More: atomic users, atomic user LOGIN, atomic posts, atomic post ID; atomic --help"
        // Wrapped for a terminal; a pipe gets the line whole.
        let lines = console.isTerminal ? TextWrapper.wrap(more, toWidth: console.width) : [more]
        console.write("\n" + lines.joined(separator: "\n") + "\n")
    }

    /// The stale warnings of an overview: the users' own (which says their age, and whether the list stops early)
    /// and the posts' on its own when the users list is incomplete, else one for both.
    private func warnAboutStaleness(users: Fetched<UserPage>?, posts: Fetched<[PostSummary]>?) {
        switch (users, posts) {
        case (let users?, let posts?) where users.value.isIncomplete:
            warnAboutList(users)
            warnIfStale(posts)
        case (let users?, let posts?):
            warnIfStale(
                Fetched(
                    value: (), freshness: users.freshness.combined(with: posts.freshness), fetchedAt: nil,
                    staleReason: users.staleReason ?? posts.staleReason))
        case (let users?, nil):
            warnAboutList(users)
        case (nil, let posts?):
            warnIfStale(posts)
        case (nil, nil):
            break
        }
    }
}
