import Data
import DemoServer
import Domain
import Foundation
import Testing

@Suite("DemoDataset")
struct DemoDatasetTests {
    private let dataset = DemoDataset.standard

    @Test("generating twice gives the same data; another seed gives other data")
    func deterministic() {
        #expect(DemoDataset() == DemoDataset())
        #expect(DemoDataset() == dataset)
        #expect(DemoDataset(seed: 7) != dataset)
    }

    @Test("a fixed sample is pinned, so any change to the generator shows up here")
    func pinnedSample() throws {
        let user = dataset.gitHubUsers[1_000]
        #expect(user.user.id == 17_212)
        #expect(user.user.login == "nadia-jansen")
        #expect(user.name == "Nadia Jansen")
        #expect(user.company == "Harbor Systems")
        #expect(user.blog == "nadia-jansen.example.com")
        #expect(user.location == "Oslo")
        #expect(user.email == nil && user.bio == nil && user.twitterUsername == nil)
        #expect([user.publicRepos, user.publicGists, user.followers, user.following] as [Int] == [49, 12, 1_675, 346])
        #expect(user.createdAt == "2015-06-26T14:05:35Z")
        #expect(dataset.gitHubUsers.last?.user.id == 38_143)
        #expect(dataset.posts[2].title == "notes on compilers in plain words")
        #expect(dataset.postAuthors[0].username == "Priya_Rossi")
        #expect(dataset.comments[7].email == "Mateo@castillo.test")
    }

    @Test("it holds at least 2,000 users, 10 authors, 100 posts and 500 comments")
    func counts() {
        #expect(dataset.gitHubUsers.count >= 2_000)
        #expect(dataset.gitHubUsers.count == DemoDataset.defaultGitHubUserCount)
        #expect(dataset.postAuthors.map(\.id) == Array(1...10))
        #expect(dataset.posts.map(\.id) == Array(1...100))
        #expect(dataset.comments.map(\.id) == Array(1...500))
    }

    @Test("every author has 10 posts and every post 5 comments")
    func feedShape() {
        for author in dataset.postAuthors {
            #expect(dataset.posts.filter { $0.userId == author.id }.count == 10)
        }
        for post in dataset.posts {
            #expect(dataset.comments.filter { $0.postId == post.id }.count == 5)
        }
    }

    @Test("user ids increase with gaps and logins are unique, valid GitHub logins")
    func idsAndLogins() {
        let ids = dataset.gitHubUsers.map(\.user.id)
        #expect(zip(ids, ids.dropFirst()).allSatisfy { $0 < $1 })
        #expect(zip(ids, ids.dropFirst()).contains { $1 - $0 > 1 })
        let logins = dataset.gitHubUsers.map { $0.user.login.lowercased() }
        #expect(Set(logins).count == logins.count)
        for login in dataset.gitHubUsers.map(\.user.login) {
            let valid =
                !login.isEmpty && login.count <= 39 && !login.hasPrefix("-") && !login.hasSuffix("-")
                && login.unicodeScalars.allSatisfy {
                    $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "-")
                }
            #expect(valid, "invalid login \(login)")
        }
        #expect(logins != dataset.gitHubUsers.map(\.user.login), "some logins should use capitals")
    }

    @Test("names use many writing systems and emoji")
    func writingSystems() {
        let names = dataset.gitHubUsers.compactMap(\.name)
        func some(_ range: ClosedRange<UInt32>) -> Bool {
            names.contains { $0.unicodeScalars.contains { range.contains($0.value) } }
        }
        #expect(some(0x3040...0x30FF), "Japanese kana")
        #expect(some(0x4E00...0x9FFF), "Han characters")
        #expect(some(0xAC00...0xD7AF), "Hangul")
        #expect(some(0x0600...0x06FF), "Arabic")
        #expect(some(0x0400...0x04FF), "Cyrillic")
        #expect(some(0x0370...0x03FF), "Greek")
        #expect(some(0x1F300...0x1FAFF), "emoji")
        #expect(
            dataset.gitHubUsers.contains {
                ($0.bio ?? "").unicodeScalars.contains { (0x1F300...0x1FAFF).contains($0.value) }
            })
    }

    @Test("a bio carries terminal escape sequences")
    func escapeSequenceBio() throws {
        let user = try #require(dataset.gitHubUsers.first { $0.bio == DemoDataset.escapeSequenceBio })
        #expect(user.bio?.contains("\u{1B}]0;pwned\u{07}\u{1B}[2J") == true)
        #expect(dataset.gitHubUser(login: user.user.login) == user)
    }

    @Test("profiles have blank fields, long bios and organisations like real ones")
    func realisticGaps() {
        let users = dataset.gitHubUsers
        #expect(users.contains { $0.name == nil })
        #expect(users.contains { $0.bio == nil })
        #expect(users.contains { $0.blog == "" })
        #expect(users.contains { $0.email == nil } && users.contains { $0.email != nil })
        #expect(users.contains { $0.hireable == nil } && users.contains { $0.hireable == true })
        #expect(users.contains { ($0.bio ?? "").count > 300 })
        #expect(users.contains { $0.user.type == "Organization" })
    }

    @Test("every record maps to the domain with its dates and addresses readable")
    func mapsToDomain() {
        for dto in dataset.gitHubUsers {
            let detail = dto.toDomain()
            #expect(detail.createdAt != nil, "created_at of \(dto.user.login)")
            #expect(detail.avatarURL != nil && detail.profileURL != nil)
            #expect(detail.blog != "")
        }
        #expect(dataset.postAuthors.allSatisfy { $0.toDomain().city != nil && $0.toDomain().companyName != nil })
    }

    @Test("login lookup ignores case and misses unknown logins")
    func lookup() {
        #expect(dataset.gitHubUser(login: "NADIA-JANSEN")?.user.id == 17_212)
        #expect(dataset.gitHubUser(login: "no-such-person-here") == nil)
    }

    @Test("the user count can be chosen", arguments: [(5, 5), (0, 0), (-3, 0)])
    func customCount(asked: Int, expected: Int) {
        let small = DemoDataset(seed: 1, gitHubUserCount: asked)
        #expect(small.gitHubUsers.count == expected)
        #expect(small.posts.count == 100)
    }
}
