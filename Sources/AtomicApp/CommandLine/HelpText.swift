import AtomicCore

/// The text `atomic --help` and `atomic COMMAND --help` print.
enum HelpText {
    /// Help for `topic` (a command name), or the general help when nil.
    static func text(for topic: String?) -> String {
        switch topic {
        case "users": users
        case "user": user
        case "posts": posts
        case "post": post
        case "open": open
        case "cache": cache
        case "help": general
        case "version": "usage: atomic version\n\nPrints the version of atomic.\n"
        default: general
        }
    }

    /// The `--version` line.
    static var version: String { "atomic \(AtomicArchVersion.current)\n" }

    static let general = """
        atomic — browse GitHub users and the JSONPlaceholder posts feed from the terminal.

        usage: atomic [options] [command]

        On a terminal, atomic without a command opens the interactive app at home; 'atomic users',
        'atomic posts' and 'atomic open LINK' open it on that screen (press ? in the app for its keys).
        When output is not a terminal, with --json or with --no-interactive, commands print instead.

        commands:
          users [--since ID] [--limit N] [--per-page N]   GitHub users (N default 30; pages fetched as needed)
          user LOGIN [--avatar]                           one user's profile, with its avatar on a terminal
          posts                                           all posts
          post ID                                         one post with its author and comments
          open LINK                                       the screen a link names (a GitHub profile URL,
                                                          atomic://users/LOGIN, atomic://posts/ID, ...)
          cache info | cache clear                        where the cache is and what it holds; empty it
          help [COMMAND]                                  this help, or a command's

        options (before or after the command):
          --demo                built-in demo data, no network (so --offline changes nothing)
          --offline             never use the network; answer from the cache
          --json                JSON output
          --ttl SECONDS         cache freshness (env ATOMIC_CACHE_TTL, default 300)
          --timeout SECONDS     the most one command may wait on the network, retries included
                                (env ATOMIC_TIMEOUT, default 30)
          --github-api-url URL  (env ATOMIC_GITHUB_API_URL, default https://api.github.com)
          --posts-api-url URL   (env ATOMIC_POSTS_API_URL, default https://jsonplaceholder.typicode.com)
          --cache-dir PATH      (env ATOMIC_CACHE_DIR, default $XDG_CACHE_HOME/atomicarch or ~/.cache/atomicarch)
          --log-level LEVEL     trace, debug, info, notice, warning, error or critical
                                (env ATOMIC_LOG_LEVEL, default warning; logs go to atomic.log in the cache dir)
          --no-color            no colours or styles (NO_COLOR is honoured as well)
          --fresh-start         the app opens at home, ignoring the screen and selections it remembered
          --no-interactive      print, as when output is not a terminal, instead of opening the app
          --help, --version

        environment:
          GITHUB_TOKEN or GH_TOKEN   a GitHub token, sent as a bearer token; never printed or logged
          COLUMNS                    the width plain output is fitted to (default: the terminal's, else 80)
          COLORTERM                  truecolor or 24bit: avatars in 24-bit colour (else the 256 xterm colours)

        exit status: 0 success (also when stale cached data is shown, with a warning), 1 failure,
        2 usage error, 130 interrupted.

        """

    static let users = """
        usage: atomic users [--since ID] [--limit N] [--per-page N] [options]

        Lists GitHub users in id order, fetching pages as needed.

          --since ID      start after the user with this id (default: the first user)
          --limit N       how many users to list (default 30)
          --per-page N    users per request, 1 to 100 (default: the limit, at most 100)

        JSON: [{id, login, avatarUrl, htmlUrl}]

        """

    static let user = """
        usage: atomic user LOGIN [--avatar] [options]

        Shows one GitHub user's profile. LOGIN is any login GitHub has, such as octocat, octocat_acme or
        'dependabot[bot]'; a leading @ is ignored. Empty, ".", "..", "/" and control characters are refused.

          --avatar   when standard output is a terminal, draws the avatar above the profile in half blocks,
                     32 columns by 16 rows (narrower when COLUMNS is): in 24-bit colour when COLORTERM is
                     truecolor or 24bit, else in the 256 xterm colours, and in shades with --no-color or
                     NO_COLOR. An avatar that is missing, broken or a GIF shows a box with the initials; the
                     command still succeeds. When output is not a terminal no image is printed, and with
                     --json the flag is accepted and changes nothing. Avatars are cached in
                     <cache dir>/avatars (at most 50 MiB), and with --offline only a cached one is drawn; the
                     GitHub token is never sent to the avatar host.

        JSON: {id, login, name, company, blog, location, email, bio, twitterUsername, publicRepos,
               publicGists, followers, following, createdAt, avatarUrl, htmlUrl}

        """

    static let posts = """
        usage: atomic posts [options]

        Lists every post with its author's name and its number of comments.
        Posts, authors and comments are kept in the cache and refetched when older than the TTL.

        JSON: [{id, userId, title, author, commentCount}]

        """

    static let post = """
        usage: atomic post ID [options]

        Shows one post with its author and its comments; works offline once the posts were fetched.

        JSON: {id, userId, title, body, author: {id, name, username, email}, comments: [{id, name, email, body}]}

        """

    static let open = """
        usage: atomic open LINK [options]

        Opens the interactive app at the screen LINK names; when output is not a terminal (or with --json or
        --no-interactive) prints what the matching command prints.

          https://github.com/LOGIN, LOGIN, @LOGIN   a user's profile (like 'atomic user LOGIN')
          atomic://users[?since=ID]                 the users list (like 'atomic users')
          atomic://users/LOGIN                      a user's profile
          atomic://posts, atomic://posts/ID         the posts feed, one post
          atomic://home                             home (like 'atomic' without a command)

        """

    static let cache = """
        usage: atomic cache info | atomic cache clear [options]

          info    the cache database's path, its size and every cached endpoint with its age
          clear   deletes everything cached, downloaded avatars included

        JSON (info): {path, sizeBytes, endpoints: [{key, fetchedAt, ageSeconds, fresh, etag}]}

        """
}
