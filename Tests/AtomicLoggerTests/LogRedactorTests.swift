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
    @Test(
        "secret parameter and field names are found in free text, in any letter case",
        arguments: [
            ("GET /a.png?API_KEY=k3y&size=2", "GET /a.png?API_KEY=[REDACTED]&size=2"),
            ("apikey=k3y", "apikey=[REDACTED]"), ("Api-Key: k3y", "Api-Key: [REDACTED]"),
            ("X-Api-Key: k3y", "X-Api-Key: [REDACTED]"),
            ("failed: client_secret=s3cr3t", "failed: client_secret=[REDACTED]"),
            ("CLIENT_SECRET=s3cr3t", "CLIENT_SECRET=[REDACTED]"),
            ("?Access_Token=t0k&page=2", "?Access_Token=[REDACTED]&page=2"),
            ("refresh_token=r3fr3sh", "refresh_token=[REDACTED]"), ("ID_TOKEN: eyJ.x.y", "ID_TOKEN: [REDACTED]"),
            ("Token=t0k", "Token=[REDACTED]"), ("password=hunter2", "password=[REDACTED]"),
            ("Password: hunter2 then", "Password: [REDACTED] then"), ("passwd=hunter2", "passwd=[REDACTED]"),
            ("pwd=hunter2", "pwd=[REDACTED]"), ("secret=abc", "secret=[REDACTED]"),
            ("Secret: abc", "Secret: [REDACTED]"),
            ("u?sig=abc123&se=2030", "u?sig=[REDACTED]&se=2030"), ("SIG=abc123", "SIG=[REDACTED]"),
            ("signature=abc123", "signature=[REDACTED]"),
            (
                "X-Amz-Signature=abc&X-Amz-Credential=AKIA%2F20300101",
                "X-Amz-Signature=[REDACTED]&X-Amz-Credential=[REDACTED]"
            ),
            ("X-Amz-Security-Token=FQo", "X-Amz-Security-Token=[REDACTED]"),
            ("AWSAccessKeyId=AKIAX&Expires=1", "AWSAccessKeyId=[REDACTED]&Expires=1"),
            ("private_key=-----BEGIN", "private_key=[REDACTED]"), ("auth=abc", "auth=[REDACTED]"),
            (#"{"client_secret": "s3 cr3t", "id": 1}"#, #"{"client_secret": "[REDACTED]", "id": 1}"#),
            (#"{"Api_Key":"k3y"}"#, #"{"Api_Key":"[REDACTED]"}"#),
            ("Set-Cookie: sid=abc; Path=/", "Set-Cookie: [REDACTED]; Path=/"),
        ])
    func secretNamesInTextAreRedacted(input: String, expected: String) {
        #expect(redactor.redact(text: input) == expected)
        #expect(redactor.redact(text: expected) == expected)
    }

    @Test(
        "names that only resemble a secret name, and secret names without a value, are left alone",
        arguments: [
            "key=users?since=0", "the secret is out", "signature missing", "passage=3", "author=ann", "sigma=2",
            "design=flat", "keyboard: us", "password", "page=2&per_page=30",
        ])
    func lookalikesAreKept(text: String) {
        #expect(redactor.redact(text: text) == text)
    }

    @Test(
        "a registered secret is also removed as the cleaning of outside text shows it",
        arguments: ["\u{A0}", "\u{202E}", "\u{2028}"])
    func registeredSecretIsFoundAfterCleaning(character: String) {
        let withSecret = redactor.registering(secret: "ghp_half\(character)other")
        #expect(withSecret.redact(text: "echoed ghp_half other here") == "echoed [REDACTED] here")
        #expect(withSecret.redact(text: "echoed ghp_half\(character)other here") == "echoed [REDACTED] here")
    }

    @Test(
        "a registered secret is also removed percent-encoded: upper- or lower-case hex, + or %20 for a space",
        arguments: ["a%C2%A0b%20c", "a%c2%a0b%20c", "a%C2%A0b+c", "a%c2%a0b+c"])
    func registeredSecretIsFoundPercentEncoded(echoed: String) {
        let withSecret = redactor.registering(secret: "ghp_Z9\u{A0}b c")
        #expect(withSecret.redact(text: "echoed ?t=ghp_Z9\(echoed.dropFirst()) here") == "echoed ?t=[REDACTED] here")
    }
}
