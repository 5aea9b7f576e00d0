import Domain
import Foundation

/// The JSON shapes `atomic --json` prints: a stable public interface (camelCase keys, null for missing values,
/// ISO-8601 dates). Fields may be added; none is renamed or removed.
///
/// Keys come in the order of the API's own response (GitHub's `login, id, avatar_url, …`; JSONPlaceholder's
/// `userId, id, title, body`), then the fields `atomic` adds (a post's author and comments); the README lists
/// each shape in that order.
///
/// Each shape writes itself through ``JSONWriter``, which escapes as it writes: there is no pass over the text
/// afterwards.
enum JSONOutput {
    /// `atomic` without a command, with `--json`: the first users and posts.
    struct Overview: JSONWritable {
        let users: [UserItem]
        let posts: [PostItem]

        func write(to writer: inout JSONWriter) {
            writer.beginObject()
            writer.key("users")
            users.write(to: &writer)
            writer.key("posts")
            posts.write(to: &writer)
            writer.endObject()
        }
    }

    /// `atomic cache info --json`.
    struct CacheInfo: JSONWritable {
        let report: CacheReport

        func write(to writer: inout JSONWriter) {
            writer.beginObject()
            writer.key("path")
            writer.string(report.path)
            writer.key("sizeBytes")
            writer.int(report.sizeBytes)
            writer.key("endpoints")
            report.endpoints.map(Endpoint.init).write(to: &writer)
            writer.endObject()
        }

        struct Endpoint: JSONWritable {
            let endpoint: CacheReport.Endpoint

            func write(to writer: inout JSONWriter) {
                writer.beginObject()
                writer.key("key")
                writer.string(endpoint.key)
                writer.key("fetchedAt")
                writer.date(endpoint.fetchedAt)
                writer.key("ageSeconds")
                writer.int(endpoint.ageSeconds)
                writer.key("fresh")
                writer.bool(endpoint.isFresh)
                writer.key("etag")
                writer.string(endpoint.etag)
                writer.endObject()
            }
        }
    }

    /// The keys `--json=FIELDS` keeps in the objects the running command prints (see ``JSONWriter/fields``);
    /// nil keeps every key.
    @TaskLocal static var fields: Set<String>?

    /// `value` as JSON in `format` (see ``JSONWriter`` for the layouts and escaping), ending in a newline, with
    /// only the keys ``fields`` selects.
    static func render(_ value: some JSONWritable, format: JSONWriter.Format = .indented) -> String {
        var writer = JSONWriter(capacity: 4096, fields: fields, format: format)
        value.write(to: &writer)
        return writer.text
    }
}
