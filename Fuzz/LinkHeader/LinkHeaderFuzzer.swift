import Foundation
import Networking

/// libFuzzer entry point: parses the input as a `Link` header value, alone and against a base URL, and
/// checks what the parser promises: every relation it reports is one it also lists.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLinkHeader(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    let base = URL(string: "https://api.github.test/users?per_page=30")
    for header in [LinkHeader(parsing: text), LinkHeader(parsing: text, relativeTo: base)] {
        if let next = header.next, header.links["next"] != next {
            fatalError("next is \(next) but the links say \(String(describing: header.links["next"]))")
        }
        for (relation, url) in header.links {
            _ = relation.count + url.absoluteString.count
        }
    }
    return 0
}
