import Foundation

/// How an executable holds the Swift runtime: linked into it (`static`, as `swiftc -static-stdlib` makes it) or
/// loaded from `libswiftCore.so` at start (`dynamic`), read from the shared libraries its ELF dynamic section
/// names. Start-up rows print it for both sides, so that a ratio between two differently linked programs is
/// never mistaken for a difference in their code.
enum SwiftRuntimeLinkage: String {
    /// The Swift runtime is part of the executable.
    case `static`
    /// The executable loads `libswiftCore.so`.
    case dynamic
    /// Not an ELF executable that could be read (for instance a Mach-O one).
    case unknown

    /// The linkage of the executable at `url`.
    init(executable url: URL) {
        guard let needed = try? Self.neededLibraries(Data(contentsOf: url, options: .alwaysMapped)) else {
            self = .unknown
            return
        }
        self = needed.contains { $0.hasPrefix("libswiftCore.") } ? .dynamic : .static
    }

    /// The `DT_NEEDED` names of a 64-bit little-endian ELF file, or nil when `file` is not one.
    static func neededLibraries(_ file: Data) -> [String]? {
        let bytes = [UInt8](file.prefix(64))
        guard bytes.count == 64, bytes[0..<4].elementsEqual([0x7F, 0x45, 0x4C, 0x46]), bytes[4] == 2, bytes[5] == 1
        else { return nil }
        func integer(at offset: Int, size: Int) -> Int? {
            guard offset >= 0, offset + size <= file.count else { return nil }
            var value: UInt64 = 0
            for index in (0..<size).reversed() {
                value = value << 8 | UInt64(file[file.startIndex + offset + index])
            }
            return Int(exactly: value)
        }
        guard let headersAt = integer(at: 32, size: 8), let headerSize = integer(at: 54, size: 2),
            let headerCount = integer(at: 56, size: 2)
        else { return nil }
        // Program headers: PT_LOAD (1) maps addresses to file offsets; PT_DYNAMIC (2) holds the dynamic section.
        var loads: [(address: Int, offset: Int, size: Int)] = []
        var dynamic: (offset: Int, size: Int)?
        for index in 0..<headerCount {
            let header = headersAt + index * headerSize
            guard let type = integer(at: header, size: 4), let offset = integer(at: header + 8, size: 8),
                let address = integer(at: header + 16, size: 8), let size = integer(at: header + 32, size: 8)
            else { return nil }
            if type == 1 { loads.append((address, offset, size)) }
            if type == 2 { dynamic = (offset, size) }
        }
        guard let dynamic else { return [] }
        var neededOffsets: [Int] = []
        var stringTableAddress: Int?
        for entry in stride(from: dynamic.offset, to: dynamic.offset + dynamic.size, by: 16) {
            guard let tag = integer(at: entry, size: 8), let value = integer(at: entry + 8, size: 8) else { return nil }
            if tag == 0 { break }  // DT_NULL
            if tag == 1 { neededOffsets.append(value) }  // DT_NEEDED
            if tag == 5 { stringTableAddress = value }  // DT_STRTAB
        }
        guard let stringTableAddress,
            let load = loads.first(where: {
                $0.address <= stringTableAddress && stringTableAddress < $0.address + $0.size
            })
        else { return neededOffsets.isEmpty ? [] : nil }
        let stringTable = load.offset + stringTableAddress - load.address
        return neededOffsets.compactMap { nameOffset in
            let start = stringTable + nameOffset
            guard start >= 0, start < file.count else { return nil }
            let tail = file[(file.startIndex + start)...]
            return String(decoding: tail.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
