import Foundation
import ImagePipeline

/// The avatar rows, through `ImagePipelineBenchmarks`: decoding a 460×460 JPEG for a 32×32 box (DCT-scaled) and
/// downscaling it in linear light, against libjpeg decoding the whole image alone; and one memory-cache hit, whose
/// goal is an absolute ceiling (10 µs) with no floor.
enum ImageBenchmarks {
    /// Decode and downscale vs libjpeg's full decode; each round is the median of `iterations` runs.
    static func downscale(iterations: Int) -> Benchmark {
        Benchmark(
            name: "image-downscale",
            title: "decode+downscale a 460x460 JPEG to 32x32 (16 rows of cells) vs libjpeg full decode alone",
            target: 1.5
        ) {
            let benchmarks = try ImagePipelineBenchmarks()
            return Benchmark.Sides(
                ours: { benchmarks.decodeAndDownscale(iterations: iterations) },
                floor: { benchmarks.decodeOnly(iterations: iterations) })
        }
    }

    /// One hit in a memory cache of 200 avatars; each round is the median of `iterations` hits, in µs.
    static func memoryCacheHit(iterations: Int) -> Benchmark {
        Benchmark(
            name: "image-cache-hit", title: "one memory-cache hit among 200 avatars (absolute ceiling, no floor)",
            unit: "us", target: nil, ceiling: 10
        ) {
            let benchmarks = try ImagePipelineBenchmarks()
            return Benchmark.Sides(
                measuringOurs: { benchmarks.memoryCacheHit(iterations: iterations).milliseconds * 1000 }, floor: nil)
        }
    }
}
