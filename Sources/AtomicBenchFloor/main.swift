// atomic-bench-floor: the floor programs of `atomic-bench`, as small as the work allows.
//
//   atomic-bench-floor users-json <database> <limit>
//       Prints, with raw sqlite3 and no Foundation, the first <limit> users of `github_users` in id order (of the
//       database's one API origin, as the benchmarks fill it), in the
//       exact bytes of `atomic users --json` into a pipe (compact, one line): what `atomic --offline users --limit N --json` is compared with.
//
// Bad usage exits 2; a database failure prints one line on standard error and exits 1.

import CSQLite

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Buffered standard output.
struct Output {
    private var buffer: [UInt8] = []

    init() {
        buffer.reserveCapacity(1 << 16)
    }

    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { buffer.append(contentsOf: $0) }
        flushIfFull()
    }

    mutating func append(_ integer: Int64) {
        buffer.append(contentsOf: String(integer).utf8)
    }

    /// A JSON string of `count` UTF-8 bytes at `bytes` (quote, backslash and C0 controls escaped), or `null`.
    mutating func appendString(_ bytes: UnsafePointer<UInt8>?, count: Int) {
        guard let bytes else { return append("null") }
        buffer.append(UInt8(ascii: "\""))
        for byte in UnsafeBufferPointer(start: bytes, count: count) {
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                buffer.append(UInt8(ascii: "\\"))
                buffer.append(byte)
            } else if byte < 0x20 {
                let hex = Array("0123456789abcdef".utf8)
                buffer.append(contentsOf: Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            } else {
                buffer.append(byte)
            }
        }
        buffer.append(UInt8(ascii: "\""))
        flushIfFull()
    }

    private mutating func flushIfFull() {
        if buffer.count >= 1 << 16 { flush() }
    }

    mutating func flush() {
        var offset = 0
        while offset < buffer.count {
            let written = buffer[offset...].withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
            guard written > 0 else { exit(1) }
            offset += written
        }
        buffer.removeAll(keepingCapacity: true)
    }
}

func fail(_ message: String, status: Int32) -> Never {
    let line = Array("atomic-bench-floor: \(message)\n".utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(status)
}

let arguments = CommandLine.arguments
guard arguments.count == 4, arguments[1] == "users-json", let limit = Int64(arguments[3]), limit >= 0 else {
    fail("usage: atomic-bench-floor users-json <database> <limit>", status: 2)
}
var handle: OpaquePointer?
guard sqlite3_open_v2(arguments[2], &handle, SQLITE_OPEN_READONLY, nil) == SQLITE_OK else {
    fail("cannot open \(arguments[2])", status: 1)
}
var statement: OpaquePointer?
guard
    sqlite3_prepare_v2(
        handle,
        """
        SELECT id, login, avatar_url, html_url FROM github_users
        WHERE origin_id = (SELECT min(id) FROM github_origins) ORDER BY id LIMIT ?
        """, -1, &statement, nil) == SQLITE_OK
else {
    fail(String(cString: sqlite3_errmsg(handle)), status: 1)
}
sqlite3_bind_int64(statement, 1, limit)

func column(_ statement: OpaquePointer?, _ index: Int32) -> (UnsafePointer<UInt8>?, Int) {
    (sqlite3_column_text(statement, index), Int(sqlite3_column_bytes(statement, index)))
}

var output = Output()
var first = true
while sqlite3_step(statement) == SQLITE_ROW {
    output.append(first ? "[{\"login\":" : ",{\"login\":")
    first = false
    let login = column(statement, 1)
    output.appendString(login.0, count: login.1)
    output.append(",\"id\":")
    output.append(sqlite3_column_int64(statement, 0))
    output.append(",\"avatarUrl\":")
    let avatar = column(statement, 2)
    output.appendString(avatar.0, count: avatar.1)
    output.append(",\"htmlUrl\":")
    let html = column(statement, 3)
    output.appendString(html.0, count: html.1)
    output.append("}")
}
output.append(first ? "[]\n" : "]\n")
output.flush()
sqlite3_finalize(statement)
sqlite3_close(handle)
