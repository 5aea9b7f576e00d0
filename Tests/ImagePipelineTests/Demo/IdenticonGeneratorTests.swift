import AtomicCore
import Foundation
import ImagePipeline
import Testing

@Suite struct IdenticonGeneratorTests {
    let generator = IdenticonGenerator(side: 60)

    @Test func theSameLoginGivesTheSameBytes() throws {
        let first = try generator.png(for: "octocat")
        let second = try IdenticonGenerator(side: 60).png(for: "octocat")
        #expect(first == second)
        #expect(ImageFormat(sniffing: first) == .png)
    }

    @Test func thePNGDecodesBackToTheSamePixels() throws {
        let image = generator.image(for: "defunkt")
        #expect(image.size == PixelSize(width: 60, height: 60))
        #expect(try PNGDecoder().decode(try generator.png(for: "defunkt")) == image)
    }

    @Test func differentLoginsGiveDifferentPictures() {
        let logins = ["octocat", "defunkt", "mojombo", "pjhyett", "wycats", "ezmobius"]
        #expect(Set(logins.map { generator.image(for: $0) }).count == logins.count)
    }

    @Test func thePictureIsMirroredAndHasTwoColours() {
        let image = generator.image(for: "mojombo")
        for y in 0..<image.height {
            for x in 0..<image.width / 2 {
                #expect(image.pixel(x: x, y: y) == image.pixel(x: image.width - 1 - x, y: y))
            }
        }
        var colours = Set<RGBAPixel>()
        for y in 0..<image.height {
            for x in 0..<image.width { colours.insert(image.pixel(x: x, y: y)!) }
        }
        #expect(colours.count == 2)
        #expect(colours.contains(IdenticonGenerator.background))
        // The margin is background.
        #expect(image.pixel(x: 0, y: 0) == IdenticonGenerator.background)
    }
}
