import AtomicLogger
import Testing

@Suite struct LogRedactorTests {
    private let redactor = LogRedactor.standard

    @Test(arguments: [
        "Authorization", "authorization", "X-Auth-Token", "access_token", "PASSWORD", "clientSecret",
        "api_key", "ApiKey", "x-api-key", "Cookie", "Set-Cookie",
    ])
    func sensitiveKeysAreRedactedCaseInsensitively(key: String) {
        #expect(redactor.isSensitive(key: key))
        #expect(redactor.redact(metadata: [key: "value", "status": "200"]) == [key: "[REDACTED]", "status": "200"])
    }

    @Test(arguments: ["status", "url", "login", "count", "author"])
    func ordinaryKeysAreKept(key: String) {
        #expect(!redactor.isSensitive(key: key))
        #expect(redactor.redact(metadata: [key: "value"]) == [key: "value"])
    }

    @Test func registeredSecretIsRemovedFromMessageAndMetadataValues() {
        let withSecret = redactor.registering(secret: "ghp_abc123").registering(secret: "")
        #expect(withSecret.secrets == ["ghp_abc123"])
        #expect(withSecret.redact(text: "env GITHUB_TOKEN_VALUE ghp_abc123!") == "env GITHUB_TOKEN_VALUE [REDACTED]!")
        #expect(withSecret.redact(metadata: ["curl": "-H x:ghp_abc123"]) == ["curl": "-H x:[REDACTED]"])
        #expect(redactor.redact(text: "ghp_abc123") == "ghp_abc123")
    }

    @Test func aSecretContainingAnotherIsRemovedWhole() {
        let withSecrets = redactor.registering(secret: "ghp_abc").registering(secret: "ghp_abc123")
        #expect(withSecrets.redact(text: "sent ghp_abc123 and ghp_abc") == "sent [REDACTED] and [REDACTED]")
    }

    @Test(arguments: [
        ("Authorization: Bearer abc.def", "Authorization: [REDACTED]"),
        ("sent authorization:token xyz\nnext line", "sent authorization:[REDACTED]\nnext line"),
        ("header Bearer abc.def-ghi, retrying", "header Bearer [REDACTED], retrying"),
        ("using BEARER   q1w2e3", "using BEARER   [REDACTED]"),
        ("token ghp_xyz expired", "token [REDACTED] expired"),
        ("GET /x?access_token=abc&page=2", "GET /x?access_token=[REDACTED]&page=2"),
        (#"{"token": "a b c"}"#, #"{"token": "[REDACTED]"}"#),
        (#"{"Authorization":"Bearer q"}"#, #"{"Authorization":"[REDACTED]"}"#),
    ])
    func credentialPatternsInTextAreRedacted(input: String, expected: String) {
        #expect(redactor.redact(text: input) == expected)
        #expect(redactor.redact(text: expected) == expected)
    }

    @Test(arguments: [
        "tokens are counted", "no credentials here", "mytoken value", "the bearer", "ünïcödé token", "",
    ])
    func ordinaryTextIsUnchanged(text: String) {
        #expect(redactor.redact(text: text) == text)
    }
}
