import AtomicCore
import Foundation

// simdjson comes from the system (Debian's libsimdjson-dev, Homebrew's simdjson): on a platform without it (iOS and
// the other Apple platforms but macOS) the Data layer builds all the same, and every page goes to JSONDecoder.
#if canImport(CSimdJSONShim)
    import CSimdJSONShim

    extension GitHubUserDTO {
        /// The keys of a user object this type reads, in the order GitHub sends them: the index of a key is the field
        /// ``users(fromJSON:)`` sets from it.
        private static let keys: [StaticString] = [
            "login", "id", "node_id", "avatar_url", "gravatar_id", "url", "html_url", "followers_url", "following_url",
            "gists_url", "starred_url", "subscriptions_url", "organizations_url", "repos_url", "events_url",
            "received_events_url", "type", "user_view_type", "site_admin",
        ]

        /// The users of a `GET /users` page body, read with simdjson's On-Demand parser (through the C shim
        /// `CSimdJSONShim`): the same value `JSONDecoder().decode([GitHubUserDTO].self, from: body)` gives, or `nil`
        /// where this reader does not decide.
        ///
        /// `nil` covers every body `JSONDecoder` rejects (broken JSON, a missing `id` or `login`, a value of the wrong
        /// type, `null` for a required field, trailing bytes) and a few valid ones it leaves to `JSONDecoder` (an escaped
        /// key, a repeated known key, a number that is not a plain `Int` under a known key, a number simdjson cannot
        /// represent anywhere, such as an integer beyond 64 bits or `1e999`, a byte order mark, nesting deeper than 64
        /// inside a value): the caller decodes those with `JSONDecoder`, so the errors and their messages stay
        /// `JSONDecoder`'s. Unknown keys are checked as JSON and ignored; `null` for an optional field is `nil`, as
        /// `decodeIfPresent` gives it.
        ///
        /// This is the path `HTTPClient` takes for a `[GitHubUserDTO]` response (`JSONBodyDecodable`): it skips the
        /// keyed containers of `JSONDecoder` (decision 0011). Calls on several threads at once are safe: each takes a
        /// parser of its own from the idle ones kept between pages.
        public static func users(fromJSON body: Data) -> [GitHubUserDTO]? {
            SimdJSONParsers.withParser(bodySize: body.count) { parser in users(fromJSON: body, with: parser) } ?? nil
        }

        /// ``users(fromJSON:)`` with `parser`, which no other thread uses meanwhile.
        private static func users(fromJSON body: Data, with parser: OpaquePointer) -> [GitHubUserDTO]? {
            let names: [UnsafePointer<CChar>?] = keys.map {
                UnsafeRawPointer($0.utf8Start).assumingMemoryBound(to: CChar.self)
            }
            let lengths = keys.map { $0.utf8CodeUnitCount }
            return body.withUnsafeBytes { bytes -> [GitHubUserDTO]? in
                var fields: UnsafePointer<atomic_json_field>?
                var objectCount = 0
                let status = names.withUnsafeBufferPointer { names in
                    lengths.withUnsafeBufferPointer { lengths in
                        atomic_json_read_objects(
                            parser, bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count,
                            names.baseAddress, lengths.baseAddress, names.count, &fields, &objectCount)
                    }
                }
                guard status == ATOMIC_JSON_READ else { return nil }
                guard objectCount > 0, let fields else { return [] }
                var users: [GitHubUserDTO] = []
                users.reserveCapacity(objectCount)
                for object in 0..<objectCount {
                    let row = UnsafeBufferPointer(start: fields + object * keys.count, count: keys.count)
                    guard let user = user(from: row) else { return nil }
                    users.append(user)
                }
                return users
            }
        }

        /// The user of one object's fields (in the order of ``keys``), or `nil` when `login` or `id` is missing or
        /// `null`, or a field holds a value of the wrong type.
        private static func user(from fields: UnsafeBufferPointer<atomic_json_field>) -> GitHubUserDTO? {
            guard fields[0].kind == ATOMIC_JSON_STRING, fields[1].kind == ATOMIC_JSON_INT64,
                let login = string(fields[0])
            else { return nil }
            guard let id = Int(exactly: fields[1].integer) else { return nil }
            var user = GitHubUserDTO(login: login, id: id)
            switch fields[18].kind {
            case ATOMIC_JSON_ABSENT, ATOMIC_JSON_NULL: break
            case ATOMIC_JSON_BOOL: user.siteAdmin = fields[18].boolean != 0
            default: return nil
            }
            for index in 2..<18 {
                let field = fields[index]
                switch field.kind {
                case ATOMIC_JSON_ABSENT, ATOMIC_JSON_NULL: continue
                case ATOMIC_JSON_STRING: break
                default: return nil
                }
                guard let text = string(field) else { return nil }
                switch index {
                case 2: user.nodeID = text
                case 3: user.avatarURL = text
                case 4: user.gravatarID = text
                case 5: user.url = text
                case 6: user.htmlURL = text
                case 7: user.followersURL = text
                case 8: user.followingURL = text
                case 9: user.gistsURL = text
                case 10: user.starredURL = text
                case 11: user.subscriptionsURL = text
                case 12: user.organizationsURL = text
                case 13: user.reposURL = text
                case 14: user.eventsURL = text
                case 15: user.receivedEventsURL = text
                case 16: user.type = text
                default: user.userViewType = text
                }
            }
            return user
        }

        /// The text of a string field; `nil` for any other field. simdjson has checked the whole body as UTF-8 and
        /// declines an escape of an unpaired surrogate, so the bytes are valid UTF-8 and `String(decoding:as:)` takes
        /// them as they are (`String(validating:as:)` would check them a second time, and cost a third of the read).
        private static func string(_ field: atomic_json_field) -> String? {
            guard field.kind == ATOMIC_JSON_STRING else { return nil }
            guard let bytes = field.bytes, field.length > 0 else { return "" }
            return String(decoding: UnsafeBufferPointer(start: bytes, count: field.length), as: UTF8.self)
        }
    }

    /// The simdjson parsers kept between pages. A parser's buffers are sized to the largest body it has read, and making
    /// them costs more than reading a page of 100 users (0.2 ms against 0.04 ms here), so a call takes an idle parser or
    /// makes one, and gives it back when done: a parser is only ever used by one thread at a time, and there is no
    /// parser shared by all.
    enum SimdJSONParsers {
        /// A parser handle; it moves between threads only through ``idle``, under its lock.
        private struct Handle: @unchecked Sendable {
            let parser: OpaquePointer
        }

        /// At most this many idle parsers are kept (one per core of a small machine).
        static let keptParsers = 4
        /// A parser that has read a body larger than this many bytes is freed rather than kept.
        static let largestKeptBody = 4 << 20

        private static let idle = Locked<[Handle]>([])

        /// `body`'s answer with a parser no other thread uses meanwhile, or `nil` when no parser can be made (memory ran
        /// out). `bodySize` is the size of the body the parser reads, in bytes.
        static func withParser<Result>(bodySize: Int, _ body: (OpaquePointer) -> Result) -> Result? {
            guard let handle = idle.withLock({ $0.popLast() }) ?? atomic_json_parser_new().map(Handle.init) else {
                return nil
            }
            let result = body(handle.parser)
            let kept =
                bodySize <= largestKeptBody
                && idle.withLock { parsers in
                    guard parsers.count < keptParsers else { return false }
                    parsers.append(handle)
                    return true
                }
            if !kept {
                atomic_json_parser_free(handle.parser)
            }
            return result
        }
    }
#else
    extension GitHubUserDTO {
        /// `nil` on a platform without simdjson: every page of users is decoded by `JSONDecoder`.
        public static func users(fromJSON body: Data) -> [GitHubUserDTO]? { nil }
    }
#endif
