import AtomicCore
import CSQLite
import Foundation

/// Everything that can go wrong in the persistence layer, each with a one-line human message.
public enum PersistenceError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The database file could not be opened or created.
    case openFailed(path: String, reason: String)
    /// The file exists but is not an SQLite database.
    case notADatabase(path: String)
    /// The file is an SQLite database whose content is damaged (for example truncated).
    case corrupt(path: String, detail: String)
    /// The file at the cache path is not this app's: a SQLite database of another program (another
    /// `PRAGMA application_id`, or none and tables the app does not know), or not a regular file at all.
    /// It is never written to; ``SQLiteCacheStore/openOrRecover(at:featureMigrations:logger:clock:warn:)``
    /// moves it aside. `detail` says how it was recognised.
    case foreignDatabase(path: String, detail: String)
    /// The database was written by a newer version of the app (`found` is above `supported`).
    case schemaTooNew(found: Int, supported: Int)
    /// The database, its folder or its file system cannot be written.
    case readOnly(path: String)
    /// The disk (or the database's size limit) is full.
    case diskFull(path: String)
    /// A `UNIQUE`, `NOT NULL`, `CHECK` or foreign-key constraint refused a change.
    case constraintViolation(String)
    /// Another connection kept the database locked for longer than the busy timeout.
    case busy(path: String)
    /// A transaction was started inside another one; use ``Database/savepoint(_:)`` to nest.
    case nestedTransaction
    /// The API was used in a way it does not allow; the text says how.
    case misuse(String)
    /// A row has no column with this name (or index, written as `#index`).
    case noSuchColumn(String)
    /// A column holds a value of another type than the one requested.
    case typeMismatch(column: String, expected: String, found: String)
    /// A statement was given a different number of arguments than it has parameters.
    case argumentCountMismatch(expected: Int, given: Int)
    /// A list of migrations is not usable (versions not positive and strictly increasing).
    case invalidMigrations(String)
    /// A migration failed and was rolled back; the database stays at the version before it.
    case migrationFailed(version: Int, reason: String)
    /// The cache folder could not be resolved or created.
    case cacheDirectoryUnavailable(path: String, reason: String)
    /// Any other SQLite failure, with SQLite's (extended) result code and message.
    case sqlite(code: Int32, message: String)

    /// A one-line description for people.
    public var message: String {
        let text: String
        switch self {
        case .openFailed(let path, let reason):
            text = "cannot open the database at \(path): \(reason)"
        case .notADatabase(let path):
            text = "the file at \(path) is not a database"
        case .corrupt(let path, let detail):
            text = "the database at \(path) is damaged: \(detail)"
        case .foreignDatabase(let path, let detail):
            text = "the file at \(path) is not an AtomicArch cache (\(detail))"
        case .schemaTooNew(let found, let supported):
            text =
                "the database was written by a newer version of the app (schema \(found), this app knows \(supported))"
        case .readOnly(let path):
            text = "the database at \(path) cannot be written (read-only file, folder or disk)"
        case .diskFull(let path):
            text = "the disk is full; the database at \(path) cannot grow"
        case .constraintViolation(let detail):
            text = "a database constraint refused the change: \(detail)"
        case .busy(let path):
            text = "the database at \(path) stayed locked by another process; try again"
        case .nestedTransaction:
            text = "a transaction cannot start inside another transaction; use a savepoint to nest"
        case .misuse(let detail):
            text = "database API misuse: \(detail)"
        case .noSuchColumn(let column):
            text = "the row has no column \(column)"
        case .typeMismatch(let column, let expected, let found):
            text = "column \(column) holds \(found), not \(expected)"
        case .argumentCountMismatch(let expected, let given):
            text = "the statement takes \(expected) argument(s) but was given \(given)"
        case .invalidMigrations(let detail):
            text = "invalid migrations: \(detail)"
        case .migrationFailed(let version, let reason):
            text = "migration to schema version \(version) failed and was rolled back: \(reason)"
        case .cacheDirectoryUnavailable(let path, let reason):
            text = "cannot use the cache folder \(path): \(reason)"
        case .sqlite(let code, let message):
            text = "SQLite error \(code): \(message)"
        }
        return UntrustedText.oneLine(text)
    }

    /// The same as ``message``.
    public var description: String { message }

    /// Whether the error says the database file itself cannot be used (not a database, damaged or
    /// from a newer app), so that moving it aside and starting afresh is the right remedy.
    public var isUnusableFile: Bool {
        switch self {
        case .notADatabase, .corrupt, .schemaTooNew: true
        default: false
        }
    }

    /// Whether the error comes from the machine rather than the file or the code (read-only or full disk,
    /// unusable folder, a lock held too long); an app can keep working without the database.
    public var isEnvironmental: Bool {
        switch self {
        case .readOnly, .diskFull, .busy, .openFailed, .cacheDirectoryUnavailable: true
        default: false
        }
    }

    /// Whether the error says that the database as a whole failed — its file, folder or disk (everything
    /// ``isEnvironmental`` or ``isUnusableFile``, and SQLite's I/O and permission errors) — rather than the SQL
    /// or the data of one call. A store that falls back to memory does so for these errors only.
    public var isFailureOfTheDatabase: Bool {
        if isEnvironmental || isUnusableFile {
            return true
        }
        guard case .sqlite(let code, _) = self else { return false }
        return [SQLITE_IOERR, SQLITE_PERM, SQLITE_NOLFS, SQLITE_CANTOPEN].contains(code & 0xFF)
    }

    /// Maps an SQLite result code and message to the matching case.
    init(sqliteCode code: Int32, message: String, path: String) {
        let shortRead = SQLITE_IOERR | (2 << 8)
        switch code & 0xFF {
        case SQLITE_NOTADB:
            self = .notADatabase(path: path)
        case SQLITE_CORRUPT:
            self = .corrupt(path: path, detail: message)
        case SQLITE_IOERR where code == shortRead:
            self = .corrupt(path: path, detail: "the file is shorter than its content says (truncated)")
        case SQLITE_READONLY:
            self = .readOnly(path: path)
        case SQLITE_FULL:
            self = .diskFull(path: path)
        case SQLITE_CONSTRAINT:
            self = .constraintViolation(message)
        case SQLITE_BUSY, SQLITE_LOCKED:
            self = .busy(path: path)
        case SQLITE_MISUSE:
            self = .misuse(message)
        case SQLITE_CANTOPEN:
            self = .openFailed(path: path, reason: message)
        default:
            self = .sqlite(code: code, message: message)
        }
    }
}
