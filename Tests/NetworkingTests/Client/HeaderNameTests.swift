import Testing

@testable import Networking

@Suite("Header field names")
struct HeaderNameTests {
    @Test(
        "lowering gives what lowercased() gives, for ASCII and other names",
        arguments: ["content-type", "Content-Type", "X-RATELIMIT-LIMIT", "", "x-ÄÖ", "ÉTAG", "a1-_~"])
    func lowering(name: String) {
        #expect(HeaderName.lowercased(name) == name.lowercased())
    }

    @Test("names match in any letter case, as their lowercased forms do")
    func matching() {
        let pairs = [
            ("Authorization", "authorization"), ("X-Trace", "x-trace"), ("X-Trace", "X-Tracf"), ("Accept", "Accep"),
            ("", ""), ("x-ÄÖ", "X-äö"), ("x-Ä", "x-a"), ("[", "{"), ("@", "`"),
        ]
        for (first, second) in pairs {
            let expected = first.lowercased() == second.lowercased()
            #expect(HeaderName.matches(first, second) == expected, "\(first) \(second)")
        }
        #expect(HeaderName.matches("Authorization", "AUTHORIZATION"))
        #expect(!HeaderName.matches("X-Trace", "X-Tracf"))
    }
}
