import Foundation
import ImagePipeline
import Testing

@Suite struct AvatarURLSizingTests {
    @Test func gitHubAvatarsGetTheSizeAndKeepTheirOtherQueryItems() {
        let url = URL(string: "https://avatars.githubusercontent.com/u/583231?v=4")!
        #expect(
            AvatarURLSizing.sized(url, pixels: 64).absoluteString
                == "https://avatars.githubusercontent.com/u/583231?v=4&s=64")
    }

    @Test func anExistingSizeIsReplacedWhereItStood() {
        let url = URL(string: "https://Avatars.GitHubUserContent.com/u/1?s=460&v=4&s=20")!
        #expect(
            AvatarURLSizing.sized(url, pixels: 32).absoluteString
                == "https://Avatars.GitHubUserContent.com/u/1?s=32&v=4")
    }

    @Test func aURLWithoutAQueryGetsOne() {
        let url = URL(string: "https://avatars.githubusercontent.com/u/1")!
        #expect(
            AvatarURLSizing.sized(url, pixels: 16).absoluteString == "https://avatars.githubusercontent.com/u/1?s=16")
    }

    @Test func otherHostsAndNonsenseSizesAreLeftAlone() {
        let other = URL(string: "https://example.com/a.png?s=1")!
        #expect(AvatarURLSizing.sized(other, pixels: 64) == other)
        let github = URL(string: "https://avatars.githubusercontent.com/u/1?v=4")!
        #expect(AvatarURLSizing.sized(github, pixels: 0) == github)
    }
}
