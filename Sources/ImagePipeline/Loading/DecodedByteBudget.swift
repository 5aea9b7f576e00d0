import AtomicCore
import Foundation

/// Bounds the bytes of decoded pixels held at once by the decodes running in one pipeline: a decode asks for
/// the bytes its estimate says it will hold (``estimate(for:minimumSize:)``) and waits while they would take
/// the total over ``limit``; a decode larger than the limit on its own runs when nothing else does.
///
/// A screen of avatars prefetched together thus never holds more than ``limit`` bytes of decoded pixels, however
/// large the files are; the waits are in arrival order.
public final class DecodedByteBudget: Sendable {
    /// The most bytes held by the decodes running at once (one decode alone may exceed it).
    public let limit: Int

    private struct State {
        var inUse = 0
        var peak = 0
        var waiting: [(bytes: Int, continuation: CheckedContinuation<Void, Never>)] = []
    }
    private let state = Locked(State())

    /// A budget of `limit` bytes (at least 1).
    public init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// The most bytes in use at once so far.
    public var peakByteCount: Int { state.withLock { $0.peak } }

    /// Runs `body` once `bytes` fit in the budget, and gives them back when it returns.
    public func withBytes<Result>(_ bytes: Int, _ body: () throws -> Result) async rethrows -> Result {
        let wanted = max(0, bytes)
        await acquire(wanted)
        defer { release(wanted) }
        return try body()
    }

    private func acquire(_ bytes: Int) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let granted = state.withLock { state in
                guard state.waiting.isEmpty, fits(bytes, in: state) else {
                    state.waiting.append((bytes, continuation))
                    return false
                }
                take(bytes, in: &state)
                return true
            }
            if granted { continuation.resume() }
        }
    }

    private func release(_ bytes: Int) {
        let ready = state.withLock { state in
            state.inUse -= bytes
            var ready: [CheckedContinuation<Void, Never>] = []
            while let first = state.waiting.first, fits(first.bytes, in: state) {
                state.waiting.removeFirst()
                take(first.bytes, in: &state)
                ready.append(first.continuation)
            }
            return ready
        }
        for continuation in ready { continuation.resume() }
    }

    private func fits(_ bytes: Int, in state: State) -> Bool {
        state.inUse == 0 || state.inUse + bytes <= limit
    }

    private func take(_ bytes: Int, in state: inout State) {
        state.inUse += bytes
        state.peak = max(state.peak, state.inUse)
    }

    /// The bytes of pixels decoding `data` for `minimumSize` will hold, from its header: for a non-interlaced PNG
    /// the reduced image and one row (``PNGDecoder``), for a JPEG the image at its DCT scale, otherwise the full
    /// RGBA image; 0 when the header says nothing (such data fails before any pixel).
    public static func estimate(for data: Data, minimumSize: PixelSize?) -> Int {
        switch ImageFormat(sniffing: data) {
        case .png:
            let bytes = [UInt8](data.prefix(29))
            guard bytes.count == 29 else { return 0 }
            let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
            let height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
            let full = width.multipliedReportingOverflow(by: height).partialValue.multipliedReportingOverflow(by: 4)
            guard let minimumSize, minimumSize.width > 0, minimumSize.height > 0, bytes[28] == 0 else {
                return full.overflow ? Int.max : full.partialValue
            }
            let factor = min(width / minimumSize.width / 2, height / minimumSize.height / 2)
            guard factor > 1 else { return full.overflow ? Int.max : full.partialValue }
            let reducedWidth = width / factor
            return reducedWidth * (height / factor) * 4 + width * 4 + reducedWidth * 36
        case .jpeg:
            guard let size = JPEGFrameHeader.size(in: data) else { return 0 }
            let denominator = minimumSize.map { Int(JPEGDecoder.scaleDenominator(for: $0, data: data)) } ?? 1
            return ((size.width + denominator - 1) / denominator) * ((size.height + denominator - 1) / denominator) * 4
        default:
            return 0
        }
    }
}
