import Data
import Domain
import Foundation
import Networking
import Testing

/// `GitHubUserDTO.users(fromJSON:)`, the page reader the HTTP client uses, against `JSONDecoder`: where it answers,
/// it answers what `JSONDecoder` gives; where `JSONDecoder` fails, it declines, and the client's error is still
/// `JSONDecoder`'s.
@Suite("GitHubUserDTO fast page reader")
struct GitHubUserDTOFastReadingTests {
    private static let full = #"""
        {"login":"marisol-dev","id":5830011,"node_id":"MDQ6VXNlcjU4MzAwMTE=",
         "avatar_url":"https://avatars.githubusercontent.com/u/5830011?v=4","gravatar_id":"",
         "url":"https://api.github.com/users/marisol-dev","html_url":"https://github.com/marisol-dev",
         "followers_url":"https://api.github.com/users/marisol-dev/followers",
         "following_url":"https://api.github.com/users/marisol-dev/following{/other_user}",
         "gists_url":"https://api.github.com/users/marisol-dev/gists{/gist_id}",
         "starred_url":"https://api.github.com/users/marisol-dev/starred{/owner}{/repo}",
         "subscriptions_url":"https://api.github.com/users/marisol-dev/subscriptions",
         "organizations_url":"https://api.github.com/users/marisol-dev/orgs",
         "repos_url":"https://api.github.com/users/marisol-dev/repos",
         "events_url":"https://api.github.com/users/marisol-dev/events{/privacy}",
         "received_events_url":"https://api.github.com/users/marisol-dev/received_events",
         "type":"User","user_view_type":"public","site_admin":false}
        """#

    /// Bodies the fast reader answers, each the same as `JSONDecoder`'s value.
    private static let answered: [String] = [
        "[]",
        " \t\r\n[ \n ] \n",
        "[\(full)]",
        "[\(full),\(full.replacingOccurrences(of: "5830011", with: "5830012"))]",
        #"[{"id":1,"login":"only-required"}]"#,
        #"[{"login":"n","id":2,"node_id":null,"avatar_url":null,"type":null,"site_admin":null}]"#,
        #"[{"login":"t","id":3,"site_admin":true}]"#,
        #"[ { "login" : "spaced" , "id" : 4 , "type" : "User" } ]"#,
        // Escapes: the short ones, \u escapes of one and two code units, an escaped NUL.
        #"[{"login":"q\"b\\s\/n\nt\tr\rb\bf\f","id":5}]"#,
        #"[{"login":"\u00e9\u4e2d\ud83d\ude00\u0000","id":6}]"#,
        "[{\"login\":\"Zoë 中 😀\",\"id\":7,\"type\":\"é\\u00e9\"}]",
        // Numbers at the edges of Int.
        #"[{"login":"max","id":9223372036854775807},{"login":"min","id":-9223372036854775808},{"login":"z","id":0}]"#,
        // Unknown fields of every kind, nested, with numbers of every shape: checked, then ignored.
        #"[{"login":"x","id":8,"extra":{"a":[1,-2.5e10,0.0,1E+2,true,false,null,"s\u0041"]},"more":[],"e":{}}]"#,
        #"[{"login":"x","id":9,"tiny":1e-999,"small":-1e-300,"unsigned":18446744073709551615}]"#,
        // A repeated unknown key does not matter.
        #"[{"login":"d","id":10,"z":1,"z":2}]"#,
    ]

    /// Bodies the fast reader leaves to `JSONDecoder`: `true` where `JSONDecoder` fails as well.
    private static let declined: [(body: String, decoderFails: Bool)] = [
        ("", true),
        ("{}", true),
        ("[", true),
        ("[]x", true),
        ("[],", true),
        (#"[{"id":1}]"#, true),
        (#"[{"login":"a"}]"#, true),
        (#"[{"login":null,"id":1}]"#, true),
        (#"[{"login":"a","id":null}]"#, true),
        (#"[{"login":"a","id":"1"}]"#, true),
        (#"[{"login":"a","id":1,"avatar_url":5}]"#, true),
        (#"[{"login":"a","id":1,"site_admin":"yes"}]"#, true),
        (#"[{"login":"a","id":1,"type":["User"]}]"#, true),
        (#"[{"login":"a","id":9223372036854775808}]"#, true),
        (#"[{"login":"a","id":01}]"#, true),
        (#"[{"login":"a","id":1,"x":tru}]"#, true),
        ("[{\"login\":\"a\u{01}\",\"id\":1}]", true),
        ("[{\"login\":\"a\",\"id\":1}", true),
        // JSON the reader leaves to JSONDecoder, which decides: JSONDecoder takes a trailing comma, the first of
        // repeated keys, an integral number with a fraction or an exponent for an Int, and a malformed number or
        // escape in a field it does not read.
        (#"[{"login":"a","id":1,}]"#, false),
        (#"[{"login":"a","id":1},]"#, false),
        (#"[{"login":"a","id":1,"x":01}]"#, false),
        (#"[{"login":"a","id":1,"x":1.5e}]"#, false),
        (#"[{"login":"a","id":1,"x":-}]"#, false),
        (#"[{"login":"a","id":1,"x":1.}]"#, false),
        (#"[{"login":"a","id":1,"x":"\q"}]"#, false),
        // Numbers simdjson cannot represent, in a field the reader does not read: valid JSON, left to JSONDecoder.
        (#"[{"login":"x","id":9,"huge":123456789012345678901234567890}]"#, false),
        (#"[{"login":"x","id":9,"big":1e999}]"#, false),
        (#"[{"login":"a","id":1,"login":"b"}]"#, false),
        (#"[{"\u006cogin":"a","id":1}]"#, false),
        (#"[{"login":"\ud800","id":1}]"#, false),
        (#"[{"login":"a","id":1.0}]"#, false),
        (#"[{"login":"a","id":1e2}]"#, false),
        (#"[{"login":"a","id":-0}]"#, false),
        ("\u{FEFF}[]", false),
    ]

    @Test("where the fast reader answers, JSONDecoder gives the same users, string bytes included")
    func answersAsJSONDecoder() throws {
        for body in Self.answered {
            let data = Data(body.utf8)
            let reference = try JSONDecoder().decode([GitHubUserDTO].self, from: data)
            let fast = try #require(GitHubUserDTO.users(fromJSON: data), "declined \(body)")
            #expect(fast == reference, "\(body)")
            #expect(fast.map { Array($0.login.utf8) } == reference.map { Array($0.login.utf8) }, "\(body)")
            #expect(fast.map { $0.type.map { Array($0.utf8) } } == reference.map { $0.type.map { Array($0.utf8) } })
        }
    }

    @Test("bodies JSONDecoder rejects, and a few valid ones, are left to JSONDecoder")
    func declines() {
        for (body, decoderFails) in Self.declined {
            let data = Data(body.utf8)
            #expect(GitHubUserDTO.users(fromJSON: data) == nil, "answered \(body)")
            let reference = try? JSONDecoder().decode([GitHubUserDTO].self, from: data)
            if decoderFails {
                #expect(reference == nil, "JSONDecoder decoded \(body)")
            }
        }
    }

    @Test("invalid UTF-8 inside a string is left to JSONDecoder")
    func invalidUTF8() {
        var data = Data(#"[{"login":"a"#.utf8)
        data.append(contentsOf: [0xC3, 0x28])
        data.append(contentsOf: Data(#"","id":1}]"#.utf8))
        #expect(GitHubUserDTO.users(fromJSON: data) == nil)
    }

    @Test("nesting deeper than the reader goes is left to JSONDecoder")
    func deepNesting() throws {
        let depth = 100
        let body =
            #"[{"login":"a","id":1,"x":"# + String(repeating: "[", count: depth)
            + String(repeating: "]", count: depth) + "}]"
        let data = Data(body.utf8)
        #expect(GitHubUserDTO.users(fromJSON: data) == nil)
        #expect(try JSONDecoder().decode([GitHubUserDTO].self, from: data).count == 1)
    }

    @Test("mutated pages: whenever the fast reader answers, JSONDecoder agrees")
    func mutatedPagesAgree() {
        let page = Data("[\(Self.full),\(Self.answered[9].dropFirst().dropLast())]".utf8)
        let alphabet = Array(#"{}[]:,"\ u0aA9.-+eE ntrfl"#.utf8) + [0x00, 0x80, 0xC3, 0xFF]
        var random = SplitMix64(seed: 26)
        var answered = 0
        for _ in 0..<3_000 {
            var bytes = [UInt8](page)
            for _ in 0...(random.next() % 3) {
                let index = Int(random.next() % UInt64(bytes.count))
                switch random.next() % 3 {
                case 0: bytes[index] = alphabet[Int(random.next() % UInt64(alphabet.count))]
                case 1: bytes.remove(at: index)
                default: bytes.insert(alphabet[Int(random.next() % UInt64(alphabet.count))], at: index)
                }
            }
            let data = Data(bytes)
            guard let fast = GitHubUserDTO.users(fromJSON: data) else { continue }
            answered += 1
            let reference = try? JSONDecoder().decode([GitHubUserDTO].self, from: data)
            #expect(fast == reference, "\(String(decoding: bytes, as: UTF8.self))")
        }
        // Most single changes inside a string's text still read.
        #expect(answered > 100)
    }

    @Test("pages read on many tasks at once each give their own users, as JSONDecoder does")
    func concurrentPages() async throws {
        let pages = (0..<12).map { page in
            Data(
                "[\(Self.full.replacingOccurrences(of: "5830011", with: "\(page + 1)")),\(Self.answered[9].dropFirst())"
                    .utf8)
        }
        let references = try pages.map { try JSONDecoder().decode([GitHubUserDTO].self, from: $0) }
        let results = await withTaskGroup(of: (Int, [GitHubUserDTO]?).self) { group in
            for _ in 0..<6 {
                for (index, page) in pages.enumerated() {
                    group.addTask { (index, GitHubUserDTO.users(fromJSON: page)) }
                }
            }
            var results: [(Int, [GitHubUserDTO]?)] = []
            for await result in group { results.append(result) }
            return results
        }
        #expect(results.count == 72)
        for (index, users) in results {
            #expect(users == references[index], "page \(index)")
        }
    }

    @Test("a page the reader declines fails in the client with JSONDecoder's path and message")
    func clientKeepsDecoderErrors() async throws {
        let body = Data(#"[{"login":"a","id":1},{"id":2}]"#.utf8)
        let transport = StubTransport { _ in
            StubResponse(headers: ["Content-Type": "application/json"], body: body)
        }
        let gitHub = GitHub(baseURL: URL(string: "https://api.github.com")!)
        let client = HTTPClient(transport: transport)
        await #expect(throws: NetworkError.decoding(path: "[1].login", description: "the key \"login\" is missing.")) {
            _ = try await client.send(gitHub.users(since: nil, perPage: 2))
        }
    }

    @Test("the client reads a page through the fast reader to the same users as JSONDecoder")
    func clientReadsPage() async throws {
        let body = Data("[\(Self.full)]".utf8)
        let transport = StubTransport { _ in
            StubResponse(headers: ["Content-Type": "application/json"], body: body)
        }
        let gitHub = GitHub(baseURL: URL(string: "https://api.github.com")!)
        let users = try await HTTPClient(transport: transport).send(gitHub.users(since: nil, perPage: 1))
        #expect(users == (try JSONDecoder().decode([GitHubUserDTO].self, from: body)))
        #expect([GitHubUserDTO].fastValue(fromJSON: body) == users)
    }
}

/// A small deterministic generator (SplitMix64), so that the mutations are the same on every run.
private struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
