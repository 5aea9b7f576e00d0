/// Header field names lowered and compared as HTTP wants (in any letter case), without a new string for the
/// all-ASCII names that requests and responses carry.
enum HeaderName {
    /// `name` in lower case, as `name.lowercased()` gives it; `name` itself when it is ASCII with no capital.
    static func lowercased(_ name: String) -> String {
        guard name.utf8.contains(where: { $0 >= 0x80 || isCapital($0) }) else { return name }
        return name.lowercased()
    }

    /// Whether `first` and `second` are the same name in any letter case, as comparing their `lowercased()`
    /// forms says.
    static func matches(_ first: String, _ second: String) -> Bool {
        let left = first.utf8
        let right = second.utf8
        guard left.allSatisfy({ $0 < 0x80 }), right.allSatisfy({ $0 < 0x80 }) else {
            return first.lowercased() == second.lowercased()
        }
        return left.count == right.count && zip(left, right).allSatisfy { lower($0) == lower($1) }
    }

    /// Whether `byte` is an ASCII capital letter.
    static func isCapital(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    /// `byte` with an ASCII capital letter turned into its small letter.
    static func lower(_ byte: UInt8) -> UInt8 {
        isCapital(byte) ? byte | 0x20 : byte
    }
}
