// A helper process for the tests of a disk cache shared by two processes.
//
//   atomic-image-cache-worker fill <folder> <size-limit> <tag> <count> <bytes>
//       Stores <count> entries of <bytes> bytes under the keys "<tag>-0" … in an image disk cache in <folder>
//       whose size limit is <size-limit>, reading every entry written so far back after each write (hits must
//       hold exactly the bytes written; evicted entries are misses), then prints "stored <count> hits <n>" and
//       exits 0. A read that returns other bytes prints one line on standard error and exits 1.
//
// Bad usage exits 2. Entry bytes come from `entryBytes` below, which the tests repeat.

import Foundation
import ImagePipeline

/// The bytes stored under `key`: its UTF-8 repeated to `count` bytes.
func entryBytes(key: String, count: Int) -> Data {
    let pattern = Array(key.utf8)
    return Data((0..<count).map { pattern[$0 % pattern.count] })
}

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("atomic-image-cache-worker: \(message)\n".utf8))
    exit(status)
}

let usage = "usage: atomic-image-cache-worker fill <folder> <size-limit> <tag> <count> <bytes>"
let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 6, arguments[0] == "fill", let sizeLimit = Int(arguments[2]),
    let count = Int(arguments[4]), let length = Int(arguments[5]), count >= 0, length > 0
else { fail(usage, status: 2) }
let tag = arguments[3]

do {
    let cache = try ImageDiskCache(folder: URL(fileURLWithPath: arguments[1]), sizeLimit: sizeLimit)
    var hits = 0
    for index in 0..<count {
        let key = "\(tag)-\(index)"
        await cache.store(entryBytes(key: key, count: length), forKey: key)
        for earlier in 0...index {
            let earlierKey = "\(tag)-\(earlier)"
            guard let data = await cache.data(forKey: earlierKey) else { continue }
            guard data == entryBytes(key: earlierKey, count: length) else {
                fail("the entry \(earlierKey) holds other bytes", status: 1)
            }
            hits += 1
        }
    }
    await cache.flush()
    print("stored \(count) hits \(hits)")
} catch {
    fail("\(error)", status: 1)
}
