import Testing

@testable import Persistence

/// A stored validator that cannot be sent as a header field value counts as absent; any other is sent unchanged.
@Suite struct CacheValidatorsFieldValueTests {
    @Test(arguments: [
        "\"v1\"\r\nX-Injected: yes", "\"v1\"\n", "\r\"v1\"", "\"v1\0\"", "", " \"v1\"", "\"v1\"\t", "\"v\u{7F}1\"",
    ])
    func aValueThatCannotBeSentCountsAsAbsent(value: String) {
        #expect(!CacheValidators.isSendableFieldValue(value))
        #expect(CacheValidators(etag: value).conditionalRequestHeaders.isEmpty)
        #expect(CacheValidators(etag: value).isEmpty)
        #expect(
            CacheValidators(etag: value, lastModified: "Tue, 01 Dec 2026 09:00:00 GMT").conditionalRequestHeaders
                == ["If-Modified-Since": "Tue, 01 Dec 2026 09:00:00 GMT"])
    }

    @Test(arguments: ["\"v1\"", "W/\"v1\"", "Tue, 01 Dec 2026 09:00:00 GMT", "\"ümlaut\"", "a\tb"])
    func aValueThatCanBeSentIsSentAsItIs(value: String) {
        #expect(CacheValidators.isSendableFieldValue(value))
        #expect(CacheValidators(etag: value).conditionalRequestHeaders == ["If-None-Match": value])
    }
}
