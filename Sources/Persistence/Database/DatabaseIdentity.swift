import CSQLite
import Foundation

/// Whose SQLite file sits at the cache path, found without changing a byte of it.
///
/// The file's header is read with plain `read(2)`: the 16-byte magic `SQLite format 3\0`, the schema version
/// (`PRAGMA user_version`, offset 60) and the `PRAGMA application_id` (offset 68), both 4-byte big-endian. Only
/// a file without an id is opened, read-only, to list its tables.
///
/// The cache store's files are recognised by default; ``DatabaseQueue/openRecovering(path:applicationID:migrator:configuration:now:)``
/// passes another program id and adopts no file without one.
enum DatabaseIdentity: Equatable {
    /// No file, an empty file, or a database without any table: ours to create.
    case empty
    /// The file carries the application id asked for (``SQLiteCacheStore/applicationID`` by default).
    case ours
    /// A database without an id whose tables are all ours (written before the id existed): adopt it.
    case adoptable
    /// A database of another program: a different non-zero id, or no id and tables we do not know.
    case foreign(detail: String)
    /// Not recognisable as a SQLite database (damaged or another format); opening will tell what is wrong.
    case unknown

    /// The size of the part of the header read here.
    static let headerSize = 72

    /// Looks at the file at `path`; `knownTables` lists every table and view our migrations create. A file with
    /// `applicationID` is ours; a file without an id is adopted only when `adoptableTable` is given and the file
    /// holds it among known tables only.
    static func of(
        path: String,
        applicationID ownID: Int32 = SQLiteCacheStore.applicationID,
        adoptableTable: String? = "cache_entries",
        knownTables: @Sendable () async throws -> Set<String>
    ) async rethrows -> DatabaseIdentity {
        let header: [UInt8]
        switch readHeader(path: path) {
        case .missing: return .empty
        case .notRegularFile: return .foreign(detail: "it is not a regular file")
        case .symbolicLink: return .foreign(detail: "it is a symbolic link")
        case .unreadable: return .unknown
        case .bytes(let bytes): header = bytes
        }
        guard !header.isEmpty else { return .empty }
        guard header.count >= headerSize else { return .unknown }
        guard header.prefix(16).elementsEqual(Array("SQLite format 3\0".utf8)) else { return .unknown }
        let applicationID = bigEndianInt32(header, at: 68)
        if applicationID == ownID {
            return .ours
        }
        if applicationID != 0 {
            return .foreign(detail: "its application_id is \(applicationID), not \(ownID)")
        }
        guard let (tables, loggedID) = schema(path: path) else { return .unknown }
        // In write-ahead-log mode a new file's id may still be only in the log, not yet in the header read above.
        if loggedID == ownID {
            return .ours
        }
        if loggedID != 0 {
            return .foreign(detail: "its application_id is \(loggedID), not \(ownID)")
        }
        if tables.isEmpty {
            return .empty
        }
        guard let adoptableTable else {
            let names = tables.sorted().prefix(3).joined(separator: ", ")
            return .foreign(detail: "it has no application_id and holds tables that are not ours (\(names))")
        }
        let unknown = tables.subtracting(try await knownTables()).sorted()
        guard unknown.isEmpty, tables.contains(adoptableTable) else {
            let names = (unknown.isEmpty ? tables.sorted() : unknown).prefix(3).joined(separator: ", ")
            return .foreign(detail: "it has no application_id and holds tables that are not ours (\(names))")
        }
        return .adoptable
    }

    /// What reading the start of a file found.
    enum Header: Equatable {
        /// Nothing is at the path.
        case missing
        /// Something that is not a regular file (a FIFO, a directory, a device).
        case notRegularFile
        /// A symbolic link: never followed, so that no file outside the cache folder is opened, changed or
        /// has its mode set.
        case symbolicLink
        /// A file that cannot be opened for reading (opening the database will say why).
        case unreadable
        /// The first ``headerSize`` bytes (fewer when the file is shorter).
        case bytes([UInt8])
    }

    /// The start of the file at `path`, opened read-only, non-blocking (so a FIFO never makes it wait) and
    /// without following a symbolic link.
    static func readHeader(path: String) -> Header {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else {
            switch errno {
            case ENOENT: return .missing
            case ELOOP: return .symbolicLink
            default: return .unreadable
            }
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return .notRegularFile }
        var bytes = [UInt8](repeating: 0, count: headerSize)
        var filled = 0
        while filled < headerSize {
            let count = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress.map { $0 + filled }, headerSize - filled)
            }
            guard count > 0 else { break }
            filled += count
        }
        return .bytes(Array(bytes.prefix(filled)))
    }

    /// The `Int32` stored big-endian at `offset` in `bytes`.
    static func bigEndianInt32(_ bytes: [UInt8], at offset: Int) -> Int32 {
        let value = bytes[offset..<offset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        return Int32(bitPattern: value)
    }

    /// The names of the tables and views of the database at `path` (SQLite's own `sqlite_` tables left out) and its
    /// `PRAGMA application_id`, read through a read-only connection, so that what the write-ahead log holds counts
    /// too; nil when it cannot be read. The id is read after the tables: a snapshot never goes back, so a writer
    /// that stamps the id before making tables is never seen with tables and without the id.
    private static func schema(path: String) -> (tables: Set<String>, applicationID: Int32)? {
        var handle: OpaquePointer?
        defer { sqlite3_close_v2(handle) }
        guard sqlite3_open_v2(path, &handle, SQLITE_OPEN_READONLY, nil) == SQLITE_OK, let handle else { return nil }
        let sql = """
            SELECT name FROM sqlite_schema WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'
            """
        guard let names = column(sql, of: handle) else { return nil }
        guard let id = column("PRAGMA application_id", of: handle)?.first.flatMap({ Int32($0) }) else { return nil }
        return (Set(names), id)
    }

    /// The first column of every row of `sql` on `handle`, as text; nil when it cannot be read.
    private static func column(_ sql: String, of handle: OpaquePointer) -> [String]? {
        var statement: OpaquePointer?
        defer { sqlite3_finalize(statement) }
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK else { return nil }
        var values: [String] = []
        while true {
            switch sqlite3_step(statement) {
            case SQLITE_ROW:
                if let text = sqlite3_column_text(statement, 0) {
                    values.append(String(cString: text))
                }
            case SQLITE_DONE:
                return values
            default:
                return nil
            }
        }
    }
}
