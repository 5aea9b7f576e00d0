import Foundation
import Testing

@testable import Networking

/// How the request log writes a request: credential-like query values hidden whatever the letter case of their
/// names, before the logger's own redaction ever sees the line.
@Suite struct RequestLogObserverTests {
    @Test(
        "credential-like query parameters are hidden in any letter case",
        arguments: [
            ("Access_Token=a1&page=2", "Access_Token=[REDACTED]&page=2"), ("API_KEY=a1", "API_KEY=[REDACTED]"),
            ("Client_Secret=a1", "Client_Secret=[REDACTED]"), ("PassWord=a1", "PassWord=[REDACTED]"),
            ("X-Amz-Signature=a1", "X-Amz-Signature=[REDACTED]"),
            ("X-Amz-Credential=a1", "X-Amz-Credential=[REDACTED]"),
            ("AUTH=a1&since=46", "AUTH=[REDACTED]&since=46"), ("token=a1", "token=[REDACTED]"),
            // An OAuth authorization code, and a signed URL's short signature.
            ("code=xyz&state=s", "code=[REDACTED]&state=s"), ("sig=a1&page=2", "sig=[REDACTED]&page=2"),
        ])
    func secretQueryNamesInAnyCase(query: String, shown: String) throws {
        let url = try #require(URL(string: "http://127.0.0.1:8080/users?\(query)"))
        #expect(RequestLogObserver.describe(TransportRequest(url: url)) == "GET http://127.0.0.1:8080/users?\(shown)")
    }
}
