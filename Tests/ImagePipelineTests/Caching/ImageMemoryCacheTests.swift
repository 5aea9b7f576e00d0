import AtomicCore
import ImagePipeline
import Testing

@Suite struct ImageMemoryCacheTests {
    /// A 4 × 4 image: 64 bytes of pixels.
    static func image(_ shade: UInt8) -> RGBAImage {
        RGBAImage(width: 4, height: 4, filledWith: RGBAPixel(red: shade, green: shade, blue: shade))
    }

    @Test func aStoredImageIsAHitAndAnotherKeyAMiss() {
        let cache = ImageMemoryCache(costLimit: 1000)
        cache.store(Self.image(1), forKey: "a")
        #expect(cache.image(forKey: "a") == Self.image(1))
        #expect(cache.image(forKey: "b") == nil)
        #expect(cache.totalCost == 64)
        #expect(cache.count == 1)
    }

    @Test func storingAgainReplacesAndCountsOnce() {
        let cache = ImageMemoryCache(costLimit: 1000)
        cache.store(Self.image(1), forKey: "a")
        cache.store(Self.image(2), forKey: "a")
        #expect(cache.image(forKey: "a") == Self.image(2))
        #expect(cache.totalCost == 64)
    }

    @Test func theLeastRecentlyUsedGoesFirstWhenTheCostIsOver() {
        let cache = ImageMemoryCache(costLimit: 3 * 64)
        cache.store(Self.image(1), forKey: "a")
        cache.store(Self.image(2), forKey: "b")
        cache.store(Self.image(3), forKey: "c")
        // Reading "a" makes "b" the least recently used.
        #expect(cache.image(forKey: "a") != nil)
        cache.store(Self.image(4), forKey: "d")
        #expect(cache.image(forKey: "b") == nil)
        #expect(cache.image(forKey: "a") != nil)
        #expect(cache.image(forKey: "c") != nil)
        #expect(cache.image(forKey: "d") != nil)
        #expect(cache.totalCost == 3 * 64)
    }

    @Test func aLargeImageEvictsAsManyAsItNeeds() {
        let cache = ImageMemoryCache(costLimit: 4 * 64)
        for (index, key) in ["a", "b", "c", "d"].enumerated() { cache.store(Self.image(UInt8(index)), forKey: key) }
        let large = RGBAImage(width: 8, height: 6, filledWith: RGBAPixel(red: 1, green: 2, blue: 3))  // 192 bytes
        cache.store(large, forKey: "large")
        #expect(cache.count == 2)
        #expect(cache.image(forKey: "d") != nil)
        #expect(cache.image(forKey: "large") == large)
    }

    @Test func anImageCostlierThanTheLimitIsNotStored() {
        let cache = ImageMemoryCache(costLimit: 63)
        cache.store(Self.image(1), forKey: "a")
        #expect(cache.image(forKey: "a") == nil)
        #expect(cache.totalCost == 0)
    }

    @Test func removingFreesTheCost() {
        let cache = ImageMemoryCache(costLimit: 1000)
        cache.store(Self.image(1), forKey: "a")
        cache.store(Self.image(2), forKey: "b")
        cache.removeImage(forKey: "a")
        #expect(cache.totalCost == 64)
        cache.removeAll()
        #expect(cache.count == 0 && cache.totalCost == 0)
    }
}
