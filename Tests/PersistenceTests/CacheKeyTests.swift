import Foundation
import Testing

@testable import Persistence

private func key(_ text: String, method: String = "GET") throws -> CacheKey {
    CacheKey(method: method, url: try #require(URL(string: text)))
}

@Suite struct CacheKeyTests {
    @Test(arguments: [
        "https://api.github.com/users?since=0&per_page=30",
        "https://api.github.com/users?per_page=30&since=0",
        "HTTPS://API.GitHub.com/users?per_page=30&since=0#top",
    ])
    func theSameRequestAlwaysGivesTheSameKey(_ url: String) throws {
        #expect(try key(url).rawValue == "GET https://api.github.com/users?per_page=30&since=0")
    }

    @Test func theMethodIsPartOfTheKeyAndIsUppercased() throws {
        #expect(try key("https://x.test/a", method: "get") == key("https://x.test/a"))
        #expect(try key("https://x.test/a", method: "HEAD") != key("https://x.test/a"))
    }

    @Test func differentValuesOrPathsGiveDifferentKeys() throws {
        #expect(try key("https://x.test/users?since=1") != key("https://x.test/users?since=2"))
        #expect(try key("https://x.test/users/octocat") != key("https://x.test/users/OctoCat"))
        #expect(try key("https://x.test/a?flag") != key("https://x.test/a?flag="))
    }

    @Test func repeatedNamesAreOrderedByValueWhateverTheInputOrder() throws {
        let forward = try key("https://x.test/s?tag=b&tag=a&flag&flag=")
        let backward = try key("https://x.test/s?flag=&flag&tag=a&tag=b")
        #expect(forward == backward)
        #expect(forward.rawValue == "GET https://x.test/s?flag&flag=&tag=a&tag=b")
    }

    @Test func emptyQueriesAndPathsAreNormalised() throws {
        #expect(try key("https://x.test").rawValue == "GET https://x.test/")
        #expect(try key("https://x.test/a?").rawValue == "GET https://x.test/a")
    }

    @Test func percentEncodingIsKept() throws {
        #expect(try key("https://x.test/search?q=a%20b&page=2").rawValue == "GET https://x.test/search?page=2&q=a%20b")
    }

    @Test func validatorsBecomeConditionalHeaders() {
        #expect(CacheValidators().conditionalRequestHeaders.isEmpty)
        #expect(CacheValidators().isEmpty)
        let both = CacheValidators(etag: "W/\"abc\"", lastModified: "Thu, 01 Jan 2026 00:00:00 GMT")
        #expect(
            both.conditionalRequestHeaders == [
                "If-None-Match": "W/\"abc\"", "If-Modified-Since": "Thu, 01 Jan 2026 00:00:00 GMT",
            ])
    }
}
