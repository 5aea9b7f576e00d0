import Foundation
import Testing

@testable import Data

/// The one-pass recognition of plain web addresses: it accepts only text the URL parser keeps as it is, as an
/// `http(s)` URL with a host.
@Suite struct PlainWebURLTests {
    private func isPlain(_ text: String) -> Bool {
        var text = text
        return text.withUTF8(PlainWebURL.isPlain)
    }

    @Test("the plain bytes are the letters, the digits and -._~:/?@!$&'()*+,;=; in a host, not /:?@")
    func plainBytes() {
        let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~:/?@!$&'()*+,;=".utf8)
        let hex = Set("0123456789abcdefABCDEF".utf8)
        let inHost = plain.subtracting("/:?@".utf8)
        for byte in UInt8.min...UInt8.max {
            #expect(PlainWebURL.isPlain(byte) == plain.contains(byte), "byte \(byte)")
            #expect(PlainWebURL.isPlainInHost(byte) == inHost.contains(byte), "byte \(byte)")
            #expect(PlainWebURL.isHexDigit(byte) == hex.contains(byte), "byte \(byte)")
        }
    }

    @Test(
        "plain addresses",
        arguments: [
            "https://avatars.githubusercontent.com/u/1?v=4", "https://github.com/octocat", "http://example.com",
            "https://host:8080/a%20b", "https://8.8.8.8/", "https://host/@user", "https://Host.test/~x/(y)*,!$'+",
            "https://host?q=a&b=c;d",
        ])
    func plain(text: String) {
        #expect(isPlain(text))
        #expect(URL(string: text)?.absoluteString == text)
        #expect(LenientValue.webURL(text) != nil)
    }

    @Test(
        "addresses left to the URL parser",
        arguments: [
            "HTTPS://Example.com/x", " https://github.com/octocat", "https://github.com/octocat\n",
            "https://user@host/", "https://host:80x/", "https://host/a b", "https://host/%zz", "https://host/%2",
            "https://host/a#b",
            "https://host/[x]", "https://h\u{E9}te.test/", "https://host/{x}", "https://host/a|b", "http://[::1]/",
            "https://-host/", "https://host::443/", "https://host:443:/", "https://", "https:///path",
            "ftp://example.com", "https:/host/x", "httpx://host/x", "",
        ])
    func notPlain(text: String) {
        #expect(!isPlain(text))
    }

    @Test("every ASCII byte put at every place of an address: plain exactly when the parser keeps the text")
    func everyByteEverywhere() {
        let bases = ["https://avatars.githubusercontent.com:443/u/1?v=4", "http://a.test/%41"]
        for base in bases {
            let bytes = Array(base.utf8)
            for place in 0...bytes.count {
                for byte in UInt8(0)...UInt8(0x7F) {
                    var changed = bytes
                    changed.insert(byte, at: place)
                    let text = String(decoding: changed, as: UTF8.self)
                    guard isPlain(text) else { continue }
                    let url = URL(string: text)
                    #expect(url?.absoluteString == text, "\(text)")
                    #expect(["http", "https"].contains(url?.scheme) && url?.host?.isEmpty == false, "\(text)")
                }
            }
        }
    }
}
