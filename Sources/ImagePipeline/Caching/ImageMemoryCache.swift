import AtomicCore

/// Decoded images in memory, bounded by cost — the bytes of their pixels — with least-recently-used eviction.
///
/// Reading an entry makes it the most recently used; storing one that takes the total over ``costLimit``
/// removes the least recently used entries until it fits. An image costlier than the whole limit is not stored.
/// Every operation is O(1) (a dictionary over a doubly linked list) and safe from any thread or task.
public final class ImageMemoryCache: Sendable {
    /// The most bytes of pixels kept at once; 32 MiB by default.
    public let costLimit: Int

    private let state: Locked<LRUList<String, RGBAImage>>

    /// A cache that keeps at most `costLimit` bytes of pixels (32 MiB by default; a negative value means 0).
    public init(costLimit: Int = 32 * 1024 * 1024) {
        self.costLimit = max(0, costLimit)
        state = Locked(LRUList())
    }

    /// The image stored for `key`, now the most recently used; `nil` on a miss.
    public func image(forKey key: String) -> RGBAImage? {
        state.withLock { $0.value(forKey: key) }
    }

    /// Stores `image` for `key`, replacing any earlier one, then evicts least recently used entries until the
    /// total cost is within ``costLimit``. An image whose ``RGBAImage/byteCount`` alone is over the limit is not
    /// stored (and any earlier entry for `key` is removed).
    public func store(_ image: RGBAImage, forKey key: String) {
        let limit = costLimit
        state.withLock { list in
            list.removeValue(forKey: key)
            guard image.byteCount <= limit else { return }
            list.insert(image, cost: image.byteCount, forKey: key)
            while list.totalCost > limit {
                list.removeLeastRecentlyUsed()
            }
        }
    }

    /// Removes the entry for `key`, if any.
    public func removeImage(forKey key: String) {
        state.withLock { $0.removeValue(forKey: key) }
    }

    /// Removes every entry.
    public func removeAll() {
        state.withLock { $0 = LRUList() }
    }

    /// The total cost of the stored images, in bytes.
    public var totalCost: Int { state.withLock { $0.totalCost } }

    /// The number of stored images.
    public var count: Int { state.withLock { $0.count } }
}
