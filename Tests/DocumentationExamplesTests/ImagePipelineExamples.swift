import ImagePipeline
import Testing

/// The examples of Sources/ImagePipeline/ImagePipeline.docc.
@Suite struct ImagePipelineExamples {
    @Test func anIdenticonRoundTripsThroughPNGAndScalesDown() throws {
        let identicon = IdenticonGenerator(side: 120).image(for: "octocat")
        let png = try PNGEncoder().encode(identicon)
        let decoded = try ImageDecoder().decode(png, minimumSize: nil)
        let thumbnail = ImageDownscaler().downscale(decoded, toFit: PixelSize(width: 32, height: 32))
        #expect(decoded == identicon)
        #expect(thumbnail.size == PixelSize(width: 32, height: 32))
    }
}
