import Foundation
import Testing

@testable import Networking

@Suite("Link header parsing")
struct LinkHeaderTests {
    @Test("reads GitHub's pagination header")
    func gitHubHeader() throws {
        let value =
            #"<https://api.github.com/users?per_page=30&since=46>; rel="next", "#
            + #"<https://api.github.com/users{?since}>; rel="first""#
        let links = LinkHeader(parsing: value)
        #expect(links.next == URL(string: "https://api.github.com/users?per_page=30&since=46"))
        #expect(links.first?.absoluteString.hasPrefix("https://api.github.com/users") == true)
        #expect(links.prev == nil)
        #expect(links.last == nil)
    }

    @Test("finds next, prev, first and last in any order")
    func allRelations() {
        let value = [
            #"<https://x.test/p?page=9>; rel="last""#,
            #"<https://x.test/p?page=3>; rel="next""#,
            #"<https://x.test/p?page=1>; rel="first""#,
            #"<https://x.test/p?page=2>; rel="prev""#,
        ].joined(separator: ", ")
        let links = LinkHeader(parsing: value)
        #expect(links.next?.absoluteString == "https://x.test/p?page=3")
        #expect(links.prev?.absoluteString == "https://x.test/p?page=2")
        #expect(links.first?.absoluteString == "https://x.test/p?page=1")
        #expect(links.last?.absoluteString == "https://x.test/p?page=9")
    }

    @Test("tolerates spacing, missing quotes, letter case and extra parameters")
    func tolerantSyntax() {
        let value = #"  < https://x.test/a >;REL = NEXT ;title="Page, two",<https://x.test/b>;   rel='x'; rel="Last""#
        let links = LinkHeader(parsing: value)
        #expect(links.next?.absoluteString == "https://x.test/a")
        #expect(links.last?.absoluteString == "https://x.test/b")
        #expect(links["NEXT"]?.absoluteString == "https://x.test/a")
    }

    @Test("keeps unknown relations and files a link under each of its relations")
    func unknownAndMultipleRelations() {
        let value = #"<https://x.test/z>; rel="next last", <https://x.test/h>; rel="help""#
        let links = LinkHeader(parsing: value)
        #expect(links.next?.absoluteString == "https://x.test/z")
        #expect(links.last?.absoluteString == "https://x.test/z")
        #expect(links["help"]?.absoluteString == "https://x.test/h")
        #expect(links.links.count == 3)
    }

    @Test("skips malformed parts and keeps the good ones")
    func malformedParts() {
        let value = [
            #"https://x.test/no-angles; rel="prev""#,
            #"<https://x.test/no-rel>"#,
            #"<>; rel="first""#,
            #"<https://x.test/ok>; rel="next""#,
            #"<https://x.test/unterminated; rel="last""#,
            "garbage",
            "",
        ].joined(separator: ",")
        let links = LinkHeader(parsing: value)
        #expect(links.links == ["next": URL(string: "https://x.test/ok")!])
    }

    @Test("a comma inside the URL does not split the link")
    func commaInsideURL() {
        let links = LinkHeader(parsing: #"<https://x.test/list?ids=1,2,3>; rel="next""#)
        #expect(links.next?.absoluteString == "https://x.test/list?ids=1,2,3")
    }

    @Test("resolves relative targets against the response URL; the first link for a relation wins")
    func relativeTargets() {
        let base = URL(string: "https://x.test/api/users?page=1")!
        let links = LinkHeader(parsing: #"</api/users?page=2>; rel=next, </other>; rel=next"#, relativeTo: base)
        #expect(links.next?.absoluteString == "https://x.test/api/users?page=2")
    }

    @Test("no header means no links")
    func emptyHeader() {
        #expect(LinkHeader(parsing: nil).links.isEmpty)
        #expect(LinkHeader(parsing: "   ").links.isEmpty)
        #expect(LinkHeader(parsing: "<relative>; rel=next").next == nil)
    }
}
