import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// The encoders' side of the shims, apart from the decoders' (which the fuzz harness compiles alone).
extension CodecCall {
    /// The bytes an encoding shim wrote: `call` gets the output pointer, its byte count and a message buffer, and
    /// returns the shim's status; `ok` is its success and `noMemory` its allocation failure. The malloc'd output
    /// is copied and freed, also when the call failed after allocating it.
    static func encoded(
        ok: Int32, noMemory: Int32,
        _ call: (inout UnsafeMutablePointer<UInt8>?, inout Int, inout [CChar]) -> Int32
    ) throws(ImageEncodingError) -> Data {
        var bytes: UnsafeMutablePointer<UInt8>?
        var count = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = call(&bytes, &count, &message)
        guard status == ok, let bytes else {
            if let bytes { free(bytes) }
            if status == noMemory { throw .outOfMemory }
            throw .rejected(detail: text(message))
        }
        defer { free(bytes) }
        return Data(bytes: bytes, count: count)
    }
}
