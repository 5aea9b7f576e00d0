import Persistence

/// The interactive app's remembered state, in the cache database: one `app_state` row per remembered piece.
///
/// `name` is `route` for the last route, or `selection:<list>` for a list's selected item; `value` is the text
/// the presentation layer gave. `atomic cache clear` forgets it along with everything cached.
public enum AppStateSchema {
    /// The migration that creates the table; its version lies between the two of ``GitHubUsersSchema/migrations``.
    public static let migrations = [
        Migration(
            version: SQLiteCacheStore.coreSchemaVersion + 3,
            name: "create app_state",
            sql: """
                CREATE TABLE app_state (
                    name TEXT PRIMARY KEY NOT NULL,
                    value TEXT NOT NULL
                );
                """)
    ]

    /// The row name of the last route.
    static let routeName = "route"
    /// The prefix of a list's selection row name.
    static let selectionPrefix = "selection:"
}
