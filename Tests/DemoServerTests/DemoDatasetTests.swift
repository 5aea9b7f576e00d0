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
        #expect(user.user.id == 16_011)
        #expect(user.user.login == "luciawalsh94-1000")
        #expect(user.name == "Lucía Walsh")
        #expect(user.company == "Tide Software")
        #expect(user.blog == "")
        #expect(user.location == nil)
        #expect(user.email == nil && user.bio == nil && user.twitterUsername == nil)
        #expect([user.publicRepos, user.publicGists, user.followers, user.following] as [Int] == [0, 26, 38_029, 41])
        #expect(user.createdAt == "2015-06-26T19:49:01Z")
        #expect(dataset.gitHubUsers.last?.user.id == 38_398)
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
        #expect(dataset.gitHubUser(login: "LUCIAWALSH94-1000")?.user.id == 16_011)
        #expect(dataset.gitHubUser(login: "no-such-person-here") == nil)
    }

    @Test("every login ends with its user's position, but the three hostile profiles' logins, which end with a letter")
    func loginsSayWhereTheirUsersAre() {
        for (position, user) in zip(dataset.gitHubUsers.indices, dataset.gitHubUsers) {
            let login = user.user.login
            if [7, 11, 13].contains(position) {
                #expect(login.last?.isLetter == true, "\(login)")
            } else {
                let digits = String(login.reversed().prefix { $0.isASCII && $0.isNumber }.reversed())
                #expect(digits == String(position), "\(login) at \(position)")
            }
        }
        #expect(dataset.gitHubUsers[7].user.login == "mallory-escapes")
        #expect(dataset.gitHubUsers[11].user.login == "family-account")
        #expect(dataset.gitHubUsers[13].user.login == "reversed-text")
    }

    @Test("every user is found by its login in any case, and only by its own login")
    func everyLoginIsFound() {
        let users = dataset.gitHubUsers
        for (position, user) in zip(users.indices, users) {
            let login = user.user.login
            #expect(users.firstIndex(ofLogin: login.uppercased()) == position, "\(login)")
            #expect(dataset.gitHubUser(login: login.lowercased()) == user)
        }
        // The right number with another stem, a number past the end, leading zeros, no number at all.
        #expect(dataset.gitHubUser(login: "zz-not-a-demo-user-1000") == nil)
        #expect(dataset.gitHubUser(login: "someone-\(users.count)") == nil)
        #expect(dataset.gitHubUser(login: "mallory-escapes-007") == nil)
        #expect(dataset.gitHubUser(login: "MALLORY-ESCAPES")?.user.login == "mallory-escapes")
        #expect(dataset.gitHubUser(login: "") == nil)
        #expect(DemoDataset(seed: 1, gitHubUserCount: 5).gitHubUser(login: "reversed-text") == nil)
    }

    @Test("ids computed alone are the profiles' ids, and a page starts at the first id above since")
    func idsWithoutProfiles() {
        let users = dataset.gitHubUsers
        let ids = users.map(\.user.id)
        #expect(users.indices.map { users.id(at: $0) } == ids)
        let sinces = [-5, 0, 1, ids[0] - 1, ids[0], ids[0] + 1, ids[999], ids[999] + 1, ids[2_398], ids[2_399], 99_999]
        for since in sinces {
            #expect(
                users.firstIndex(withIDAbove: since) == (ids.firstIndex { $0 > since } ?? users.endIndex), "\(since)")
        }
        for (position, id) in ids.enumerated() where position % 97 == 0 {
            #expect(users.firstIndex(ofID: id) == position)
            #expect(users.firstIndex(ofID: id + 1) == nil)
        }
        #expect(users.firstIndex(ofID: 0) == nil && users.firstIndex(ofID: ids[2_399] + 16) == nil)
    }

    @Test("the user count can be chosen", arguments: [(5, 5), (0, 0), (-3, 0)])
    func customCount(asked: Int, expected: Int) {
        let small = DemoDataset(seed: 1, gitHubUserCount: asked)
        #expect(small.gitHubUsers.count == expected)
        #expect(small.posts.count == 100)
    }
}
