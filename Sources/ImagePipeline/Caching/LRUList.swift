/// A dictionary whose entries are kept in order of use, with a cost per entry: the store behind
/// ``ImageMemoryCache``. Not thread-safe by itself.
struct LRUList<Key: Hashable, Value> {
    private struct Node {
        var key: Key
        var value: Value
        var cost: Int
        var newer: Int?
        var older: Int?
    }

    private var nodes: [Node?] = []
    private var freeSlots: [Int] = []
    private var slots: [Key: Int] = [:]
    private var newest: Int?
    private var oldest: Int?
    private(set) var totalCost = 0

    /// The number of entries.
    var count: Int { slots.count }

    /// The value for `key`, which becomes the most recently used.
    mutating func value(forKey key: Key) -> Value? {
        guard let slot = slots[key], let node = nodes[slot] else { return nil }
        unlink(slot)
        linkAsNewest(slot)
        return node.value
    }

    /// Adds `value` for `key` as the most recently used; `key` must not be present.
    mutating func insert(_ value: Value, cost: Int, forKey key: Key) {
        let node = Node(key: key, value: value, cost: cost, newer: nil, older: nil)
        let slot: Int
        if let free = freeSlots.popLast() {
            nodes[free] = node
            slot = free
        } else {
            nodes.append(node)
            slot = nodes.count - 1
        }
        slots[key] = slot
        totalCost += cost
        linkAsNewest(slot)
    }

    /// Removes the entry for `key`, if any.
    mutating func removeValue(forKey key: Key) {
        guard let slot = slots[key] else { return }
        remove(slot)
    }

    /// Removes the least recently used entry, if any.
    mutating func removeLeastRecentlyUsed() {
        guard let oldest else { return }
        remove(oldest)
    }

    private mutating func remove(_ slot: Int) {
        guard let node = nodes[slot] else { return }
        unlink(slot)
        slots[node.key] = nil
        totalCost -= node.cost
        nodes[slot] = nil
        freeSlots.append(slot)
    }

    private mutating func unlink(_ slot: Int) {
        guard let node = nodes[slot] else { return }
        if let newer = node.newer { nodes[newer]?.older = node.older } else { newest = node.older }
        if let older = node.older { nodes[older]?.newer = node.newer } else { oldest = node.newer }
        nodes[slot]?.newer = nil
        nodes[slot]?.older = nil
    }

    private mutating func linkAsNewest(_ slot: Int) {
        nodes[slot]?.older = newest
        nodes[slot]?.newer = nil
        if let newest { nodes[newest]?.newer = slot }
        newest = slot
        if oldest == nil { oldest = slot }
    }
}
